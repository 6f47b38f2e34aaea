//! Refuses state-changing API calls sent by pages of another site. The
//! SameSite=Lax cookie already keeps the session out of such calls; this is
//! the second lock on the door.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::Next;
use actix_web::web;

use crate::error::ApiError;

pub const FOREIGN_ORIGIN: &str = "Origem da requisição não permitida.";

/// The portal's own origin, e.g. `https://portal.example`.
#[derive(Clone)]
pub struct PublicOrigin(pub String);

pub async fn same_origin_only(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let changes_state = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if changes_state {
        let allowed = req.app_data::<web::Data<PublicOrigin>>().map(|o| o.0.clone());
        let origin = req.headers().get(header::ORIGIN).and_then(|v| v.to_str().ok());
        if let (Some(allowed), Some(origin)) = (allowed, origin) {
            if origin != allowed {
                return Err(ApiError::Forbidden(FOREIGN_ORIGIN.into()).into());
            }
        }
    }
    next.call(req).await
}

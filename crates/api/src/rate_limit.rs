//! Attempts allowed per client address on the doors people guess at:
//! sign-in, registration and password reset.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::ApiError;

pub const TOO_MANY_ATTEMPTS: &str = "Muitas tentativas. Tente novamente em instantes.";

/// One budget per (door, address): failing at sign-in does not block a reset.
#[derive(Clone)]
pub struct AuthAttempts {
    limiter: Arc<DefaultKeyedRateLimiter<(String, IpAddr)>>,
}

impl AuthAttempts {
    pub fn per_minute(attempts: u32) -> Self {
        let per_minute = NonZeroU32::new(attempts.max(1)).unwrap_or(NonZeroU32::MIN);
        Self {
            limiter: Arc::new(RateLimiter::keyed(Quota::per_minute(per_minute))),
        }
    }

    fn allow(&self, door: &str, address: IpAddr) -> bool {
        self.limiter.check_key(&(door.to_owned(), address)).is_ok()
    }

    /// Forgets addresses whose budget is full again, so memory stays bounded.
    pub fn forget_idle(&self) {
        self.limiter.retain_recent();
    }
}

/// The peer address, not a forwarded header: those are the client's to forge.
pub async fn limit_attempts(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let attempts = req.app_data::<web::Data<AuthAttempts>>().cloned();
    if let (Some(attempts), Some(peer)) = (attempts, req.peer_addr()) {
        if !attempts.allow(req.path(), peer.ip()) {
            return Err(ApiError::TooManyRequests(TOO_MANY_ATTEMPTS.into()).into());
        }
    }
    next.call(req).await
}

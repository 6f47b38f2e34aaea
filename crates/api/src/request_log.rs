use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::Error;

/// One line per request: method, path (never the query, which may carry a
/// reset token), status and latency.
pub async fn log_request(
    request: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.path().to_owned();
    let result = next.call(request).await;
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    match &result {
        Ok(response) => tracing::info!(
            %method,
            %path,
            status = response.status().as_u16(),
            latency_ms = format_args!("{latency_ms:.2}"),
            "request"
        ),
        Err(error) => {
            tracing::warn!(%method, %path, %error, latency_ms = format_args!("{latency_ms:.2}"), "request failed")
        }
    }
    result
}

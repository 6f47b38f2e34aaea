use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::error::InternalError;
use actix_web::http::header::{HeaderValue, CACHE_CONTROL};
use actix_web::middleware::{DefaultHeaders, Next};

/// The browser-side protections of every response. Mantine injects style
/// elements at run time, hence `style-src 'unsafe-inline'`; scripts stay 'self',
/// and so do the service worker and the web app manifest (said outright rather
/// than left to the `default-src` fallback).
pub fn security_headers(https: bool) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add((
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
             img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
             worker-src 'self'; manifest-src 'self'; \
             object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
        ))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
        .add(("Permissions-Policy", "camera=(), microphone=(), geolocation=()"));
    if https {
        headers.add(("Strict-Transport-Security", "max-age=31536000; includeSubDomains"))
    } else {
        headers
    }
}

/// Answers of `/api` are private and of the moment: no browser or proxy keeps
/// them, whether they succeed or fail (errors of inner middleware included).
pub async fn no_store(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    match next.call(req).await {
        Ok(mut response) => {
            response.headers_mut().insert(CACHE_CONTROL, NO_STORE);
            Ok(response)
        }
        Err(error) => {
            let mut response = error.error_response();
            response.headers_mut().insert(CACHE_CONTROL, NO_STORE);
            Err(InternalError::from_response(error, response).into())
        }
    }
}

const NO_STORE: HeaderValue = HeaderValue::from_static("no-store");

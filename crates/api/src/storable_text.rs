//! Refuses API calls carrying the NUL character, which PostgreSQL cannot store in text: a
//! search or a form with one would otherwise fail in the database with a 500 (`make fuzz`
//! found it with `GET /api/users?q=...%00...`). No keyboard types it, so one answer for every
//! field is enough.

use std::rc::Rc;

use actix_web::body::MessageBody;
use actix_web::dev::Extensions;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::header::{self, HeaderMap};
use actix_web::middleware::Next;
use actix_web::web::Bytes;
use actix_web::web::PayloadConfig;

use crate::error::ApiError;

pub const NUL_CHARACTER: &str = "O texto enviado contém um caractere inválido (NUL).";

pub async fn storable_text_only(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    // In a query string a NUL can only be written `%00` (a literal `%` is `%25`).
    if req.query_string().contains("%00") {
        return Err(ApiError::BadRequest(NUL_CHARACTER.into()).into());
    }
    if is_json(req.headers()) {
        if let Some(limit) = crate::routes::larger_json_limit(req.path()) {
            let mut larger = Extensions::new();
            larger.insert(PayloadConfig::new(limit));
            req.add_data_container(Rc::new(larger));
        }
        let body = match req.extract::<Bytes>().await {
            Ok(body) => body,
            Err(error) => return Err(unreadable(&error).into()),
        };
        if escapes_nul(&body) {
            return Err(ApiError::BadRequest(NUL_CHARACTER.into()).into());
        }
        // Handlers read the body again, from the bytes already received, which the extraction
        // has also decompressed: their length and encoding are no longer those of the headers.
        req.headers_mut().remove(header::CONTENT_ENCODING);
        req.headers_mut().insert(header::CONTENT_LENGTH, body.len().into());
        req.set_payload(Payload::from(body));
    }
    next.call(req).await
}

/// `application/json`, or a `+json` type: the bodies the JSON extractor reads.
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|essence| essence.trim().to_ascii_lowercase())
        .is_some_and(|essence| essence.ends_with("/json") || essence.ends_with("+json"))
}

/// The same answers the JSON extractor gives for a body it cannot read.
fn unreadable(error: &actix_web::Error) -> ApiError {
    match error.as_error::<PayloadError>() {
        Some(PayloadError::Overflow) => {
            ApiError::PayloadTooLarge(crate::routes::PAYLOAD_TOO_LARGE.into())
        }
        _ => ApiError::BadRequest(format!("Não foi possível ler a requisição: {error}")),
    }
}

/// Whether JSON text holds the escape `\u0000`. A raw NUL byte is not valid JSON, and the
/// extractor already refuses it; `\\u0000` is a backslash followed by the letters `u0000`.
fn escapes_nul(json: &[u8]) -> bool {
    let mut rest = json;
    while let Some(at) = rest.iter().position(|&b| b == b'\\') {
        let escape = &rest[at..];
        if escape.starts_with(br"\u0000") {
            return true;
        }
        // Skip the backslash and the character it escapes.
        rest = escape.get(2..).unwrap_or_default();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::escapes_nul;

    #[test]
    fn only_an_escaped_nul_counts() {
        assert!(escapes_nul(br#"{"content":"oi\u0000"}"#));
        assert!(escapes_nul(br#"{"a":"\n\u0000"}"#));
        assert!(escapes_nul(br#"{"a":"\\\u0000"}"#));
        assert!(!escapes_nul(br#"{"a":"\\u0000"}"#), "a backslash, then the text u0000");
        assert!(!escapes_nul(br#"{"a":"\u0001 \\"}"#));
        assert!(!escapes_nul(b"{}"));
        assert!(!escapes_nul(br"\"));
    }
}

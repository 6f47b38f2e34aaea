use std::collections::BTreeMap;

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use domain::{DomainError, FieldErrors, RepositoryError};
use serde::Serialize;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{IntoResponses, ToSchema};

pub const INTERNAL_MESSAGE: &str = "Erro interno. Tente novamente mais tarde.";
/// When an unavailable service is worth asking again.
const RETRY_AFTER_SECONDS: &str = "2";
pub const NOT_FOUND_MESSAGE: &str = "Recurso não encontrado.";
pub const UNAVAILABLE_MESSAGE: &str = "Serviço temporariamente indisponível.";

/// Every failure the API answers with, mapped to HTTP in this one place.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error(transparent)]
    Domain(#[from] DomainError),
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    TooManyRequests(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{0}")]
    Unavailable(String),
    /// The cause is logged, never sent.
    #[error("{0}")]
    Internal(String),
}

/// Every error answer: a message, and per-field messages for bad input.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody<'a> {
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, String>>)]
    field_errors: Option<&'a FieldErrors>,
}

impl ApiError {
    pub fn not_found() -> Self {
        Self::NotFound(NOT_FOUND_MESSAGE.into())
    }

    fn is_internal(&self) -> bool {
        match self {
            ApiError::Internal(_) | ApiError::Domain(DomainError::Internal(_)) => true,
            ApiError::Domain(DomainError::Repository(error)) => !is_unavailable(error),
            _ => false,
        }
    }

    fn storage_unavailable(&self) -> bool {
        matches!(self, ApiError::Domain(DomainError::Repository(error)) if is_unavailable(error))
    }
}

fn is_unavailable(error: &RepositoryError) -> bool {
    matches!(error, RepositoryError::Unavailable(_))
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Domain(error) => match error {
                DomainError::Validation(_) => StatusCode::BAD_REQUEST,
                DomainError::Unauthenticated(_) => StatusCode::UNAUTHORIZED,
                DomainError::Forbidden(_) => StatusCode::FORBIDDEN,
                DomainError::NotFound(_) => StatusCode::NOT_FOUND,
                DomainError::Conflict { .. } => StatusCode::CONFLICT,
                DomainError::Repository(RepositoryError::Unavailable(_)) => {
                    StatusCode::SERVICE_UNAVAILABLE
                }
                DomainError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
                DomainError::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
                DomainError::Invalid(_) => StatusCode::BAD_REQUEST,
                DomainError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
                DomainError::Repository(_) | DomainError::Internal(_) => {
                    StatusCode::INTERNAL_SERVER_ERROR
                }
            },
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if self.is_internal() {
            tracing::error!(error = %self, "request failed");
        }
        let message = if self.is_internal() {
            INTERNAL_MESSAGE.to_owned()
        } else if self.storage_unavailable() {
            tracing::warn!(error = %self, "database unavailable");
            UNAVAILABLE_MESSAGE.to_owned()
        } else {
            self.to_string()
        };
        let field_errors = match self {
            ApiError::Domain(DomainError::Validation(errors)) => Some(errors),
            ApiError::Domain(DomainError::Conflict { field_errors, .. })
                if !field_errors.is_empty() =>
            {
                Some(field_errors)
            }
            _ => None,
        };
        let mut response = HttpResponse::build(self.status_code());
        if self.status_code() == StatusCode::SERVICE_UNAVAILABLE {
            response.insert_header((header::RETRY_AFTER, RETRY_AFTER_SECONDS));
        }
        response.json(ErrorBody { message: &message, field_errors })
    }
}

const INVALID: (StatusCode, &str) = (StatusCode::BAD_REQUEST, "Invalid input");
const SIGNED_OUT: (StatusCode, &str) = (StatusCode::UNAUTHORIZED, "Not signed in");
const NOT_ALLOWED: (StatusCode, &str) = (StatusCode::FORBIDDEN, "Not allowed");
const NOT_FOUND: (StatusCode, &str) = (StatusCode::NOT_FOUND, "Not found");
const CONFLICT: (StatusCode, &str) = (StatusCode::CONFLICT, "Conflict");
const TOO_LARGE: (StatusCode, &str) = (StatusCode::PAYLOAD_TOO_LARGE, "Body too large");
const NOT_JSON: (StatusCode, &str) = (StatusCode::UNSUPPORTED_MEDIA_TYPE, "Not sent as JSON");
const TOO_MANY: (StatusCode, &str) = (StatusCode::TOO_MANY_REQUESTS, "Too many attempts");
const UNAVAILABLE: (StatusCode, &str) =
    (StatusCode::SERVICE_UNAVAILABLE, "The database cannot be reached now; see Retry-After");
const BUSY: (StatusCode, &str) = (
    StatusCode::SERVICE_UNAVAILABLE,
    "Too much password work queued, or the database cannot be reached; see Retry-After",
);

/// One row per status, each answering an `ErrorBody`: every status stays in the document, so
/// `make fuzz` checks each answer against it.
fn error_rows(rows: &[(StatusCode, &str)]) -> BTreeMap<String, RefOr<Response>> {
    rows.iter()
        .map(|(status, description)| {
            let body = ContentBuilder::new()
                .schema(Some(Ref::from_schema_name(ErrorBody::name())))
                .build();
            let response = ResponseBuilder::new()
                .description(*description)
                .content("application/json", body)
                .build();
            (status.as_str().to_owned(), response.into())
        })
        .collect()
}

/// The error answers of a signed-in call that reads.
pub struct ReadErrors;

impl IntoResponses for ReadErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        error_rows(&[INVALID, SIGNED_OUT, NOT_ALLOWED, NOT_FOUND, UNAVAILABLE])
    }
}

/// The error answers of a signed-in call that changes something from a JSON body.
pub struct WriteErrors;

const WRITE_ROWS: [(StatusCode, &str); 8] =
    [INVALID, SIGNED_OUT, NOT_ALLOWED, NOT_FOUND, CONFLICT, TOO_LARGE, NOT_JSON, UNAVAILABLE];

impl IntoResponses for WriteErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        error_rows(&WRITE_ROWS)
    }
}

/// The error answers of a file sent as the body; `kind` says what else it may answer.
fn file_rows(kind: &[(StatusCode, &str)]) -> BTreeMap<String, RefOr<Response>> {
    let mut rows =
        error_rows(&[INVALID, SIGNED_OUT, NOT_ALLOWED, NOT_FOUND, TOO_LARGE, UNAVAILABLE]);
    rows.extend(error_rows(kind));
    rows
}

/// The error answers of an upload: a file too large (or the request), of a type not accepted,
/// a full quota (409).
pub struct UploadErrors;

impl IntoResponses for UploadErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        file_rows(&[CONFLICT, (StatusCode::UNSUPPORTED_MEDIA_TYPE, "Not a PDF, JPEG or PNG file")])
    }
}

/// The error answers of a GEDCOM import: a file too large, not GEDCOM, or a tree the import would
/// break (400).
pub struct ImportErrors;

impl IntoResponses for ImportErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        file_rows(&[(StatusCode::UNSUPPORTED_MEDIA_TYPE, "Not a GEDCOM file")])
    }
}

/// The error answers of a signed-in call that changes something named by its path, with no body.
pub struct ChangeErrors;

impl IntoResponses for ChangeErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        error_rows(&[SIGNED_OUT, NOT_ALLOWED, NOT_FOUND, CONFLICT, UNAVAILABLE])
    }
}

/// The error answers of sign-in, registration, the reset calls and the password change: under
/// the attempt limits, and with the password work's bounded queue.
pub struct AttemptErrors;

impl IntoResponses for AttemptErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let mut rows = error_rows(&WRITE_ROWS);
        rows.extend(error_rows(&[TOO_MANY, BUSY]));
        rows
    }
}

/// Runs blocking work (database, bcrypt) on actix's blocking pool, keeping the
/// async workers free.
pub async fn blocking<T, F>(work: F) -> Result<T, ApiError>
where
    F: FnOnce() -> Result<T, DomainError> + Send + 'static,
    T: Send + 'static,
{
    actix_web::web::block(work)
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unavailable_service_says_when_to_ask_again() {
        let response = ApiError::Unavailable("Fora do ar.".into()).error_response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            response.headers().get(header::RETRY_AFTER).map(|v| v.as_bytes()),
            Some(RETRY_AFTER_SECONDS.as_bytes())
        );
        let refused = ApiError::BadRequest("Não.".into()).error_response();
        assert!(refused.headers().get(header::RETRY_AFTER).is_none());
    }
}

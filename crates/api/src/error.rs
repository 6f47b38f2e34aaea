use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use domain::{DomainError, FieldErrors};
use serde::Serialize;

pub const INTERNAL_MESSAGE: &str = "Erro interno. Tente novamente mais tarde.";
pub const NOT_FOUND_MESSAGE: &str = "Recurso não encontrado.";

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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ErrorBody<'a> {
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    field_errors: Option<&'a FieldErrors>,
}

impl ApiError {
    pub fn not_found() -> Self {
        Self::NotFound(NOT_FOUND_MESSAGE.into())
    }

    fn is_internal(&self) -> bool {
        matches!(
            self,
            ApiError::Internal(_)
                | ApiError::Domain(DomainError::Repository(_) | DomainError::Internal(_))
        )
    }
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
        HttpResponse::build(self.status_code()).json(ErrorBody {
            message: &message,
            field_errors,
        })
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

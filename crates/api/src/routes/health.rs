use actix_web::{web, HttpResponse};
use serde_json::json;

use crate::error::ApiError;
use crate::startup::AppState;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/health", web::get().to(health))
        .route("/ready", web::get().to(ready));
}

/// Alive, without touching the database.
#[utoipa::path(
    get,
    path = "/api/health",
    tag = "health",
    responses(
        (status = 200, description = "Alive", body = serde_json::Value)
    )
)]
pub(crate) async fn health() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// Able to serve: one round trip to the database.
#[utoipa::path(
    get,
    path = "/api/ready",
    tag = "health",
    responses(
        (status = 200, description = "The database answers", body = serde_json::Value),
        (status = 503, description = "Database unavailable", body = crate::openapi::ErrorBody)
    )
)]
pub(crate) async fn ready(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let db = state.db.clone();
    match web::block(move || db.ping()).await {
        Ok(Ok(())) => Ok(HttpResponse::Ok().json(json!({ "status": "ready" }))),
        Ok(Err(error)) => {
            tracing::warn!(%error, "database not ready");
            Err(ApiError::Unavailable("Banco de dados indisponível.".into()))
        }
        Err(error) => Err(ApiError::Internal(error.to_string())),
    }
}

use actix_web::{web, HttpResponse};
use serde_json::json;

use crate::error::ApiError;
use crate::startup::AppState;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/health", web::get().to(health))
        .route("/ready", web::get().to(ready));
}

/// Alive, without touching the database.
async fn health() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// Able to serve: one round trip to the database.
async fn ready(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
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

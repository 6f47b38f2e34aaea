use actix_web::{get, web, HttpResponse};
use serde_json::json;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::company_links::CompanyLinks;
use crate::error::ApiError;
use crate::startup::AppState;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(health).service(ready).service(company_links);
}

/// Alive, without touching the database.
#[utoipa::path(tag = "health",
    responses((status = 200, description = "Alive", body = serde_json::Value)))]
#[get("/health")]
async fn health() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// Able to serve: one round trip to the database.
#[utoipa::path(tag = "health",
    responses(
        (status = 200, description = "The database answers", body = serde_json::Value),
        (status = 503, description = "Database unavailable", body = crate::error::ErrorBody)))]
#[get("/ready")]
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

/// The company's website and social profiles (`COMPANY_LINKS`), for the sign-in page; empty
/// entries are not configured.
#[utoipa::path(tag = "site",
    responses((status = 200, description = "The configured links", body = CompanyLinks)))]
#[get("/company-links")]
async fn company_links(links: web::Data<CompanyLinks>) -> HttpResponse {
    HttpResponse::Ok().json(links.get_ref())
}

//! The `/api` scope: one module per feature, each with thin handlers.

pub(crate) mod appointment_mails;
pub(crate) mod appointments;
pub(crate) mod auth;
pub(crate) mod cases;
pub(crate) mod catalog;
pub(crate) mod closures;
pub(crate) mod dashboard;
pub(crate) mod documents;
pub(crate) mod family_tree;
pub(crate) mod health;
pub(crate) mod messages;
pub(crate) mod requests;
pub(crate) mod self_service;
pub(crate) mod sessions;
pub(crate) mod two_factor;
mod upload_form;
pub(crate) mod users;
pub(crate) mod waitlist;

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::middleware::from_fn;
use actix_web::{web, HttpRequest, HttpResponse};
use utoipa::openapi::OpenApi;
use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiError;
use crate::origin_check::same_origin_only;
use crate::security_headers::no_store;
use crate::storable_text::storable_text_only;

/// Largest JSON body accepted; uploads have their own limits.
pub const JSON_LIMIT_BYTES: usize = 64 * 1024;
pub const PAYLOAD_TOO_LARGE: &str = "A requisição é grande demais.";

/// Mounts every call; each handler's `#[utoipa::path]` joins the OpenAPI document as it is mounted.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(
        scope("/api")
            .wrap(from_fn(storable_text_only))
            .wrap(from_fn(same_origin_only))
            .wrap(from_fn(no_store))
            .app_data(json_config())
            .app_data(web::PathConfig::default().error_handler(path_error))
            .app_data(web::QueryConfig::default().error_handler(query_error))
            .route("/openapi.json", web::get().to(openapi_document))
            .configure(health::configure)
            .configure(auth::configure)
            .configure(users::configure)
            .configure(sessions::configure)
            .configure(two_factor::configure)
            .configure(catalog::configure)
            .configure(appointments::configure)
            .configure(appointment_mails::configure)
            .configure(self_service::configure)
            .configure(messages::configure)
            .configure(dashboard::configure)
            .configure(documents::configure)
            .configure(family_tree::configure)
            .configure(requests::configure)
            .configure(cases::configure)
            .configure(closures::configure)
            .configure(waitlist::configure)
            .default_service(web::to(|| async { Err::<(), _>(ApiError::not_found()) })),
    );
}

/// The document built from these routes at start (`startup`).
async fn openapi_document(document: web::Data<OpenApi>) -> HttpResponse {
    HttpResponse::Ok().json(document.get_ref())
}

/// The calls whose JSON bodies may pass [`JSON_LIMIT_BYTES`], and their own limit: the
/// middleware that reads every body first must know it too.
pub fn larger_json_limit(path: &str) -> Option<usize> {
    path.starts_with("/api/family-tree").then_some(family_tree::TREE_JSON_LIMIT_BYTES)
}

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default().limit(JSON_LIMIT_BYTES).error_handler(json_error)
}

fn json_error(error: JsonPayloadError, _: &HttpRequest) -> actix_web::Error {
    let api_error = match error {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError::PayloadTooLarge(PAYLOAD_TOO_LARGE.into())
        }
        JsonPayloadError::ContentType => ApiError::UnsupportedMediaType(
            "Envie os dados como JSON (Content-Type: application/json).".into(),
        ),
        JsonPayloadError::Deserialize(cause) => {
            ApiError::BadRequest(format!("JSON inválido: {cause}"))
        }
        other => ApiError::BadRequest(format!("Não foi possível ler a requisição: {other}")),
    };
    api_error.into()
}

/// A whole number sent as a number or as its digits in text; anything else is none.
fn whole_number(value: serde_json::Value) -> Option<i64> {
    match value {
        serde_json::Value::Number(n) => n.as_i64(),
        serde_json::Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn path_error(_: PathError, _: &HttpRequest) -> actix_web::Error {
    ApiError::not_found().into()
}

fn query_error(error: QueryPayloadError, _: &HttpRequest) -> actix_web::Error {
    ApiError::BadRequest(format!("Parâmetros inválidos: {error}")).into()
}

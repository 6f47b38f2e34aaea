//! The OpenAPI document of `/api`, generated from the handlers' annotations
//! and served at `/api/openapi.json` (conventions in docs/api.md).

use std::collections::BTreeMap;

use actix_web::HttpResponse;
use serde::Serialize;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
use utoipa::{Modify, OpenApi, ToSchema};

use crate::routes::{appointments, auth, catalog, dashboard, health, messages, users};

/// Every error answer: a message, and per-field messages for bad input.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    message: String,
    field_errors: Option<BTreeMap<String, String>>,
}

/// An answer that is only a message.
#[derive(Serialize, ToSchema)]
pub struct MessageBody {
    message: String,
}

struct SessionCookie;

impl Modify for SessionCookie {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(
                crate::sessions::COOKIE_NAME,
            ))),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(title = "Facilitando Burocracias", description = "The portal's HTTP API. See docs/api.md."),
    modifiers(&SessionCookie),
    paths(
        health::health,
        health::ready,
        auth::current_user,
        auth::login,
        auth::register,
        auth::logout,
        auth::request_reset,
        auth::confirm_reset,
        users::list,
        users::change_access,
        users::delete,
        users::update_profile,
        users::change_password,
        catalog::list_services,
        catalog::list_courses,
        catalog::update_service,
        catalog::set_service_price,
        catalog::update_course,
        catalog::set_course_price,
        appointments::list,
        appointments::get,
        appointments::book,
        appointments::update,
        appointments::availability,
        appointments::locations,
        dashboard::dashboard,
        messages::mailbox,
        messages::send,
        messages::mark_read,
        messages::delete,
        messages::contacts,
        messages::unread_count,
    ),
    components(schemas(ErrorBody, MessageBody))
)]
pub struct ApiDoc;

pub async fn document() -> HttpResponse {
    HttpResponse::Ok().json(ApiDoc::openapi())
}

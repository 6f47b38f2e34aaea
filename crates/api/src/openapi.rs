//! The OpenAPI document of `/api`, served at `/api/openapi.json` (conventions in docs/api.md):
//! this base, plus every call as the routes mount it, from the handlers' annotations.

use actix_web::App;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::service_config::ServiceConfig;
use utoipa_actix_web::AppExt;

use crate::error::ErrorBody;

struct SessionCookie;

impl Modify for SessionCookie {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(crate::sessions::COOKIE_NAME))),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(title = "Facilitando Burocracias", description = "The portal's HTTP API. See docs/api.md."),
    modifiers(&SessionCookie),
    components(schemas(ErrorBody))
)]
struct Base;

/// The whole document: the base and every handler `mount` mounts.
pub fn document(mount: impl FnOnce(&mut ServiceConfig)) -> utoipa::openapi::OpenApi {
    let (_, document) =
        App::new().into_utoipa_app().openapi(Base::openapi()).configure(mount).split_for_parts();
    document
}

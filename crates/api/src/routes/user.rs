use actix_web::web;
use domain::DomainError;

use crate::error::ApiError;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/user", web::get().to(current_user));
}

/// Accounts are not built yet: nobody is ever signed in.
async fn current_user() -> Result<web::Json<()>, ApiError> {
    Err(DomainError::Unauthenticated("Não autenticado.".into()).into())
}

//! Sign-in, registration, sign-out, the current user and password reset.

use actix_session::Session;
use actix_web::middleware::from_fn;
use actix_web::{web, HttpResponse};
use domain::users::RegistrationForm;
use domain::DomainError;
use serde::Deserialize;
use serde_json::json;

use super::users::UserView;
use crate::error::{blocking, ApiError};
use crate::rate_limit::limit_attempts;
use crate::sessions::{sign_in, SignedIn};
use crate::startup::AppState;

pub const RESET_REQUESTED: &str =
    "Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha.";
pub const PASSWORD_RESET: &str = "Senha redefinida. Entre com a nova senha.";

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/user", web::get().to(current_user))
        .route("/logout", web::post().to(logout))
        .service(
            web::resource("/login")
                .wrap(from_fn(limit_attempts))
                .route(web::post().to(login)),
        )
        .service(
            web::resource("/register")
                .wrap(from_fn(limit_attempts))
                .route(web::post().to(register)),
        )
        .service(
            web::resource("/reset-password")
                .wrap(from_fn(limit_attempts))
                .route(web::post().to(request_reset)),
        )
        .service(
            web::resource("/reset-password/confirm")
                .wrap(from_fn(limit_attempts))
                .route(web::post().to(confirm_reset)),
        );
}

async fn current_user(
    state: web::Data<AppState>,
    session: Session,
    SignedIn(actor): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let found = blocking(move || state.users.current_user(&actor)).await;
    if let Err(ApiError::Domain(DomainError::Unauthenticated(_))) = &found {
        session.purge();
    }
    Ok(HttpResponse::Ok().json(UserView::from(found?)))
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct LoginBody {
    username: String,
    password: String,
}

async fn login(
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let LoginBody { username, password } = body.into_inner();
    let user = blocking(move || state.users.authenticate(&username, &password)).await?;
    sign_in(&session, &user)?;
    Ok(HttpResponse::Ok().json(UserView::from(user)))
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct RegisterBody {
    full_name: String,
    email: String,
    phone: Option<String>,
    username: String,
    password: String,
}

async fn register(
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<RegisterBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let form = RegistrationForm {
        full_name: body.full_name,
        email: body.email,
        phone: body.phone,
        username: body.username,
        password: body.password,
    };
    let user = blocking(move || state.users.register(form)).await?;
    sign_in(&session, &user)?;
    Ok(HttpResponse::Created().json(UserView::from(user)))
}

/// The server record goes too, so a copy of the cookie is worthless afterwards.
async fn logout(session: Session) -> HttpResponse {
    session.purge();
    HttpResponse::NoContent().finish()
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct ResetRequestBody {
    email: String,
}

/// The same answer for every address: it must not tell who has an account.
async fn request_reset(
    state: web::Data<AppState>,
    body: web::Json<ResetRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let email = body.into_inner().email;
    blocking(move || state.users.request_password_reset(&email)).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": RESET_REQUESTED })))
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct ResetConfirmBody {
    token: String,
    new_password: String,
}

async fn confirm_reset(
    state: web::Data<AppState>,
    body: web::Json<ResetConfirmBody>,
) -> Result<HttpResponse, ApiError> {
    let ResetConfirmBody {
        token,
        new_password,
    } = body.into_inner();
    blocking(move || state.users.reset_password(&token, &new_password)).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": PASSWORD_RESET })))
}

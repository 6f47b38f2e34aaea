//! Sign-in, registration, sign-out, the current user and password reset.

use actix_session::Session;
use actix_web::middleware::from_fn;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use domain::users::{messages, RegistrationForm, User, PENDING_SIGN_IN_MINUTES};
use domain::DomainError;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::users::UserView;
use crate::caller::Caller;
use crate::error::{blocking, ApiError, AttemptErrors, ReadErrors};
use crate::rate_limit::{limit_attempts, AuthAttempts};
use crate::sessions::{await_second_factor, pending_sign_in, sign_in};
use crate::startup::AppState;

pub const RESET_REQUESTED: &str =
    "Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha.";
pub const PASSWORD_RESET: &str = "Senha redefinida. Entre com a nova senha.";

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(current_user)
        .service(logout)
        .service(login)
        .service(login_two_factor)
        .service(register)
        .service(request_reset)
        .service(check_reset_link)
        .service(confirm_reset);
}

/// An answer that is only a message.
#[derive(Serialize, ToSchema)]
struct MessageBody {
    message: &'static str,
}

#[utoipa::path(tag = "accounts", responses(
    (status = 200, description = "The signed-in user", body = UserView), ReadErrors))]
#[get("/user")]
async fn current_user(session: Session, caller: Caller) -> Result<HttpResponse, ApiError> {
    let found = caller.run(|app, actor| app.users.current_user(actor)).await;
    if let Err(ApiError::Domain(DomainError::Unauthenticated(_))) = &found {
        session.purge();
    }
    Ok(HttpResponse::Ok().json(UserView::own(found?, caller.actor.staff_locked)))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
#[schema(example = json!({"username": "giulia", "password": "uma-senha-forte"}))]
pub(crate) struct LoginBody {
    username: String,
    password: String,
}

/// The answer to a right password when the account has a second factor.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct SecondStepBody {
    /// Always true: send a code to `/api/login/two-factor` within five minutes.
    two_factor_required: bool,
}

/// With a second factor on the account, a right password signs in nobody yet: it answers 202 and
/// the session waits five minutes for the code.
#[utoipa::path(
    tag = "accounts",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in", body = UserView),
        (status = 202, description = "The password is right; the code is asked next", body = SecondStepBody),
        AttemptErrors
    )
)]
#[post("/login", wrap = "from_fn(limit_attempts)")]
async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    attempts: web::Data<AuthAttempts>,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let LoginBody { username, password } = body.into_inner();
    attempts.check_account("login", &username).await?;
    let work = state.clone();
    let user = state
        .password_work
        .clone()
        .run(move || work.users.authenticate(&username, &password))
        .await?;
    if user.two_factor {
        let until = state.clock.now() + chrono::Duration::minutes(PENDING_SIGN_IN_MINUTES);
        await_second_factor(&session, user.id, until)?;
        return Ok(HttpResponse::Accepted().json(SecondStepBody { two_factor_required: true }));
    }
    welcome(&req, &session, &state, user)
}

/// The end of a sign-in: the session is the user's, and the answer is the user.
fn welcome(
    req: &HttpRequest,
    session: &Session,
    state: &AppState,
    user: User,
) -> Result<HttpResponse, ApiError> {
    let locked = state.users.staff_locked(&user);
    sign_in(req, session, &user, locked)?;
    Ok(HttpResponse::Ok().json(UserView::own(user, locked)))
}

/// A code from the authenticator app, or a recovery code (spaces and dashes are ignored).
#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
#[schema(example = json!({"code": "123456"}))]
pub(crate) struct CodeBody {
    pub(crate) code: String,
}

/// The second step of a sign-in: the code completes it. A recovery code is used up. Without a
/// password step in the last five minutes, 401.
#[utoipa::path(tag = "accounts", request_body = CodeBody,
    responses((status = 200, description = "Signed in", body = UserView), AttemptErrors))]
#[post("/login/two-factor", wrap = "from_fn(limit_attempts)")]
async fn login_two_factor(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    attempts: web::Data<AuthAttempts>,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    let user_id = pending_sign_in(&session, state.clock.now())
        .ok_or_else(|| DomainError::Unauthenticated(messages::SIGN_IN_AGAIN.into()))?;
    attempts.check_account("login-two-factor", &user_id.to_string()).await?;
    let code = body.into_inner().code;
    let work = state.clone();
    let user = blocking(move || work.users.complete_sign_in(user_id, &code)).await?;
    welcome(&req, &session, &state, user)
}

#[utoipa::path(tag = "accounts", request_body = RegistrationForm,
    responses(
        (status = 201, description = "Registered and signed in", body = UserView),
        AttemptErrors))]
#[post("/register", wrap = "from_fn(limit_attempts)")]
async fn register(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    form: web::Json<RegistrationForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let user = state.password_work.clone().run(move || state.users.register(form)).await?;
    sign_in(&req, &session, &user, false)?;
    Ok(HttpResponse::Created().json(UserView::from(user)))
}

/// The server record goes too, so a copy of the cookie is worthless afterwards.
#[utoipa::path(tag = "accounts",
    responses((status = 204, description = "Signed out")))]
#[post("/logout")]
async fn logout(session: Session) -> HttpResponse {
    session.purge();
    HttpResponse::NoContent().finish()
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
pub(crate) struct ResetRequestBody {
    email: String,
}

/// The same answer for every address: it must not tell who has an account.
#[utoipa::path(tag = "accounts", request_body = ResetRequestBody,
    responses(
        (status = 200, description = "The same answer for any address", body = MessageBody),
        AttemptErrors))]
#[post("/reset-password", wrap = "from_fn(limit_attempts)")]
async fn request_reset(
    state: web::Data<AppState>,
    body: web::Json<ResetRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let email = body.into_inner().email;
    blocking(move || state.users.request_password_reset(&email)).await?;
    Ok(HttpResponse::Ok().json(MessageBody { message: RESET_REQUESTED }))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
pub(crate) struct ResetLinkBody {
    token: String,
}

/// A reset link that still works: what its page needs before the new password is typed.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ResetLinkView {
    /// The least strength (zxcvbn's score, 0 to 4) the account's new password must reach.
    password_min_score: u8,
}

/// Checks a reset link when its page opens, so that an expired or used one is said at once; the
/// token travels in the body, kept out of logged addresses. Uses nothing up.
#[utoipa::path(tag = "accounts", request_body = ResetLinkBody,
    responses(
        (status = 200, description = "The link works", body = ResetLinkView),
        AttemptErrors))]
#[post("/reset-password/check", wrap = "from_fn(limit_attempts)")]
async fn check_reset_link(
    state: web::Data<AppState>,
    body: web::Json<ResetLinkBody>,
) -> Result<HttpResponse, ApiError> {
    let token = body.into_inner().token;
    let link = blocking(move || state.users.reset_link(&token)).await?;
    Ok(HttpResponse::Ok().json(ResetLinkView { password_min_score: link.password_min_score }))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct ResetConfirmBody {
    token: String,
    new_password: String,
}

#[utoipa::path(tag = "accounts", request_body = ResetConfirmBody,
    responses((status = 200, description = "Password changed", body = MessageBody), AttemptErrors))]
#[post("/reset-password/confirm", wrap = "from_fn(limit_attempts)")]
async fn confirm_reset(
    state: web::Data<AppState>,
    body: web::Json<ResetConfirmBody>,
) -> Result<HttpResponse, ApiError> {
    let ResetConfirmBody { token, new_password } = body.into_inner();
    state
        .password_work
        .clone()
        .run(move || state.users.reset_password(&token, &new_password))
        .await?;
    Ok(HttpResponse::Ok().json(MessageBody { message: PASSWORD_RESET }))
}

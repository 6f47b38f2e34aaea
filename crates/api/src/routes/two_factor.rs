//! `/api/account/two-factor`: the signed-in person turns their second factor (TOTP) on and off
//! and renews its recovery codes.

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::{get, post, web, FromRequest, HttpRequest, HttpResponse};
use domain::users::{Enrolment, RecoveryCodes};
use futures_util::future::LocalBoxFuture;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::auth::CodeBody;
use crate::caller::Caller;
use crate::error::{ApiError, AttemptErrors, ReadErrors};
use crate::rate_limit::AuthAttempts;
use crate::sessions::sign_in;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(status).service(setup).service(enable).service(disable).service(recovery_codes);
}

/// The signed-in person making a guess at their password or at a code: every guess counts against
/// the account, from every address together, and is refused once the account has had too many.
struct Guesser(Caller);

impl FromRequest for Guesser {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let caller = Caller::from_request(req, payload).into_inner();
        let attempts = req.app_data::<web::Data<AuthAttempts>>().cloned();
        Box::pin(async move {
            let caller = caller?;
            let attempts = attempts.ok_or_else(|| {
                ApiError::Internal("the attempt counters are not registered".into())
            })?;
            attempts.check_account("two-factor", &caller.actor.user_id.to_string()).await?;
            Ok(Guesser(caller))
        })
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TwoFactorStatus {
    enabled: bool,
    /// Unused recovery codes.
    recovery_codes_left: i64,
}

#[utoipa::path(tag = "accounts",
    responses(
        (status = 200, description = "Whether the second factor is on", body = TwoFactorStatus),
        ReadErrors))]
#[get("/account/two-factor")]
async fn status(caller: Caller) -> Result<HttpResponse, ApiError> {
    let (user, left) = caller
        .run(|app, actor| {
            Ok((app.users.current_user(actor)?, app.users.recovery_codes_left(actor)?))
        })
        .await?;
    Ok(HttpResponse::Ok().json(TwoFactorStatus {
        enabled: user.two_factor,
        recovery_codes_left: if user.two_factor { left } else { 0 },
    }))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct CurrentPasswordBody {
    current_password: String,
}

/// A pending secret: the app reads it from the QR code of `otpauthUri`, or typed by hand.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SetupView {
    /// Base32.
    secret: String,
    otpauth_uri: String,
}

impl From<Enrolment> for SetupView {
    fn from(enrolment: Enrolment) -> Self {
        Self { secret: enrolment.secret, otpauth_uri: enrolment.otpauth_uri }
    }
}

/// Starts turning the second factor on; nothing changes until `enable` gets the first code.
#[utoipa::path(operation_id = "two_factor_setup", tag = "accounts",
    request_body = CurrentPasswordBody,
    responses((status = 200, description = "A pending secret", body = SetupView), AttemptErrors))]
#[post("/account/two-factor/setup")]
async fn setup(
    Guesser(caller): Guesser,
    body: web::Json<CurrentPasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let password = body.into_inner().current_password;
    let enrolment =
        caller.run_hashing(move |app, actor| app.users.start_two_factor(actor, &password)).await?;
    Ok(HttpResponse::Ok().json(SetupView::from(enrolment)))
}

/// Shown once: only their digests are kept.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RecoveryCodesView {
    recovery_codes: Vec<String>,
}

impl From<RecoveryCodes> for RecoveryCodesView {
    fn from(codes: RecoveryCodes) -> Self {
        Self { recovery_codes: codes.0 }
    }
}

/// The first code turns the second factor on. The account's other sessions end; this one
/// carries on under a new key.
#[utoipa::path(
    operation_id = "two_factor_enable",
    tag = "accounts",
    request_body = CodeBody,
    responses(
        (status = 200, description = "On; the recovery codes, shown once", body = RecoveryCodesView),
        AttemptErrors
    )
)]
#[post("/account/two-factor/enable")]
async fn enable(
    req: HttpRequest,
    session: Session,
    Guesser(caller): Guesser,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    let code = body.into_inner().code;
    let codes = caller.run(move |app, actor| app.users.enable_two_factor(actor, &code)).await?;
    stay_signed_in(&req, &session, &caller).await?;
    Ok(HttpResponse::Ok().json(RecoveryCodesView::from(codes)))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct DisableBody {
    current_password: String,
    /// From the app, or a recovery code.
    code: String,
}

/// Needs the password and a code. The account's other sessions end.
#[utoipa::path(operation_id = "two_factor_disable", tag = "accounts", request_body = DisableBody,
    responses((status = 204, description = "Off"), AttemptErrors))]
#[post("/account/two-factor/disable")]
async fn disable(
    req: HttpRequest,
    session: Session,
    Guesser(caller): Guesser,
    body: web::Json<DisableBody>,
) -> Result<HttpResponse, ApiError> {
    let DisableBody { current_password, code } = body.into_inner();
    caller
        .run_hashing(move |app, actor| {
            app.users.disable_two_factor(actor, &current_password, &code)
        })
        .await?;
    stay_signed_in(&req, &session, &caller).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Ten new recovery codes; the old ones stop working. Needs a code from the app.
#[utoipa::path(operation_id = "two_factor_recovery_codes", tag = "accounts",
    request_body = CodeBody,
    responses(
        (status = 200, description = "The new codes, shown once", body = RecoveryCodesView),
        AttemptErrors))]
#[post("/account/two-factor/recovery-codes")]
async fn recovery_codes(
    Guesser(caller): Guesser,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    let code = body.into_inner().code;
    let codes = caller.run(move |app, actor| app.users.new_recovery_codes(actor, &code)).await?;
    Ok(HttpResponse::Ok().json(RecoveryCodesView::from(codes)))
}

/// The session of the change is signed in again under a new key, with the staff area unlocked or
/// locked as the account now stands.
async fn stay_signed_in(
    req: &HttpRequest,
    session: &Session,
    caller: &Caller,
) -> Result<(), ApiError> {
    let user = caller.run(|app, actor| app.users.current_user(actor)).await?;
    sign_in(req, session, &user, caller.app().users.staff_locked(&user))
}

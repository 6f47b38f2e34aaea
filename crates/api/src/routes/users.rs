//! `/api/users`: staff administration of accounts, and each person's own
//! profile and password.

use actix_session::Session;
use actix_web::{delete, get, patch, put, web, HttpResponse};
use domain::paging::PageRequest;
use domain::users::{AccessChange, ProfileForm, Role, User, UserFilter, UserId};
use domain::FieldErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::caller::Caller;
use crate::error::{ApiError, AttemptErrors, ChangeErrors, ReadErrors, WriteErrors};
use crate::rate_limit::AuthAttempts;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list)
        .service(change_access)
        .service(delete)
        .service(update_profile)
        .service(change_password);
}

/// A user as the API shows it: never a password or its hash.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct UserView {
    id: i64,
    username: String,
    full_name: String,
    email: String,
    #[schema(required = true)]
    phone: Option<String>,
    role: Role,
    active: bool,
    /// Signs in with a code from an authenticator app as well as the password.
    two_factor_enabled: bool,
    /// On the signed-in person's own account: they must turn on the second factor before using
    /// the staff area (`REQUIRE_ADMIN_2FA`). False elsewhere.
    two_factor_setup_required: bool,
    /// The least strength score (0 to 4) a new password of this account must reach; the
    /// browser warns before sending a weaker one.
    password_min_score: u8,
}

impl From<User> for UserView {
    fn from(user: User) -> Self {
        Self {
            id: user.id.0,
            username: user.username,
            full_name: user.full_name,
            email: user.email,
            phone: user.phone,
            role: user.role,
            active: user.active,
            two_factor_enabled: user.two_factor,
            two_factor_setup_required: false,
            password_min_score: user.role.min_password_score(),
        }
    }
}

impl UserView {
    /// The signed-in person's own account, saying whether the staff area waits for their
    /// second factor.
    pub(crate) fn own(user: User, staff_locked: bool) -> Self {
        Self { two_factor_setup_required: staff_locked, ..Self::from(user) }
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ListQuery {
    q: Option<String>,
    role: Option<String>,
    page: Option<u32>,
    page_size: Option<u32>,
}

const ROLE_INVALID: &str = "Perfil inválido: use 'admin' ou 'user'.";

fn parse_role(role: Option<&str>) -> Result<Option<Role>, ApiError> {
    match role.map(str::trim).filter(|r| !r.is_empty()) {
        None => Ok(None),
        Some(text) => Role::parse(text).map(Some).ok_or_else(|| {
            domain::DomainError::Validation(FieldErrors::single("role", ROLE_INVALID)).into()
        }),
    }
}

#[utoipa::path(operation_id = "list_users", tag = "users", params(ListQuery),
    responses((status = 200, description = "A page of users", body = UserPage), ReadErrors))]
#[get("/users")]
async fn list(caller: Caller, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let filter = UserFilter {
        query: query.q,
        role: parse_role(query.role.as_deref())?,
        page: PageRequest::new(query.page, query.page_size),
    };
    let page = caller.run(move |app, actor| app.users.list_users(actor, &filter)).await?;
    Ok(HttpResponse::Ok().json(page.map(UserView::from)))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct AccessBody {
    role: Option<String>,
    active: Option<bool>,
}

#[utoipa::path(tag = "users", request_body = AccessBody, params(("id" = i64, Path)),
    responses((status = 200, description = "Changed", body = UserView), WriteErrors))]
#[patch("/users/{id}")]
async fn change_access(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<AccessBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let change = AccessChange { role: parse_role(body.role.as_deref())?, active: body.active };
    let id = UserId(id.into_inner());
    let user = caller.run(move |app, actor| app.users.update_access(actor, id, change)).await?;
    Ok(HttpResponse::Ok().json(UserView::from(user)))
}

#[utoipa::path(operation_id = "delete_user", tag = "users", params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), ChangeErrors))]
#[delete("/users/{id}")]
async fn delete(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = UserId(id.into_inner());
    caller.run(move |app, actor| app.users.delete_user(actor, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(tag = "users", request_body = ProfileForm, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved", body = UserView), WriteErrors))]
#[put("/users/{id}")]
async fn update_profile(
    caller: Caller,
    id: web::Path<i64>,
    form: web::Json<ProfileForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let id = UserId(id.into_inner());
    let user = caller.run(move |app, actor| app.users.update_profile(actor, id, form)).await?;
    Ok(HttpResponse::Ok().json(UserView::from(user)))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct PasswordBody {
    current_password: String,
    new_password: String,
}

/// Every session of the person ends; the one making the change carries on under a new key.
#[utoipa::path(tag = "users", request_body = PasswordBody, params(("id" = i64, Path)),
    responses((status = 204, description = "Changed"), AttemptErrors))]
#[put("/users/{id}/password")]
async fn change_password(
    session: Session,
    attempts: web::Data<AuthAttempts>,
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<PasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let PasswordBody { current_password, new_password } = body.into_inner();
    let id = UserId(id.into_inner());
    attempts.check_account("password", &id.to_string()).await?;
    caller
        .run_hashing(move |app, actor| {
            app.users.change_password(actor, id, &current_password, &new_password)
        })
        .await?;
    session.renew();
    Ok(HttpResponse::NoContent().finish())
}

/// A page of the list, for the OpenAPI document (the handler serialises `domain::paging::Page`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct UserPage {
    items: Vec<UserView>,
    total: i64,
    page: u32,
    page_size: u32,
}

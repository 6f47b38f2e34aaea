//! The signed-in person's own sessions: listed, ended one by one, or all but the current one.

use actix_session::Session;
use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use domain::sessions::SessionSummary;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors};
use crate::sessions::current_session_id;
use domain::json_text;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(end_others).service(end);
}

/// A session as its owner sees it: never its key or the key's digest.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SessionView {
    /// Opaque; use it to end the session.
    id: String,
    /// The browser and system at sign-in, e.g. "Chrome no Linux".
    #[schema(required = true)]
    device: Option<String>,
    /// The client's address at sign-in.
    #[schema(required = true)]
    address: Option<String>,
    #[serde(serialize_with = "json_text::instant")]
    #[schema(value_type = String, format = DateTime)]
    signed_in_at: DateTime<Utc>,
    /// To within a minute.
    #[serde(serialize_with = "json_text::instant")]
    #[schema(value_type = String, format = DateTime)]
    last_seen_at: DateTime<Utc>,
    /// Whether this is the session of the request.
    current: bool,
}

impl SessionView {
    fn of(summary: SessionSummary, current: Option<&str>) -> Self {
        Self {
            current: current == Some(summary.id.as_str()),
            id: summary.id,
            device: summary.device,
            address: summary.address,
            signed_in_at: summary.signed_in_at,
            last_seen_at: summary.last_seen_at,
        }
    }
}

#[utoipa::path(
    operation_id = "list_sessions",
    tag = "accounts",
    responses(
        (status = 200, description = "The account's live sessions, the most recently used first", body = [SessionView]),
        ReadErrors
    )
)]
#[get("/sessions")]
async fn list(session: Session, caller: Caller) -> Result<HttpResponse, ApiError> {
    let current = current_session_id(&session);
    let found = caller.run(|app, actor| app.sessions.list(actor)).await?;
    let views: Vec<SessionView> =
        found.into_iter().map(|summary| SessionView::of(summary, current.as_deref())).collect();
    Ok(HttpResponse::Ok().json(views))
}

/// Ending the current session signs out; another person's session is not found.
#[utoipa::path(operation_id = "end_session", tag = "accounts",
    params(("id" = String, Path, description = "The session's id from the list")),
    responses((status = 204, description = "Ended"), ChangeErrors))]
#[delete("/sessions/{id}")]
async fn end(
    session: Session,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let is_current = current_session_id(&session).as_deref() == Some(id.as_str());
    caller.run(move |app, actor| app.sessions.end(actor, &id)).await?;
    if is_current {
        session.purge();
    }
    Ok(HttpResponse::NoContent().finish())
}

/// Every other session of the account ends; this one stays.
#[utoipa::path(operation_id = "end_other_sessions", tag = "accounts",
    responses((status = 204, description = "The other sessions ended"), ChangeErrors))]
#[post("/sessions/end-others")]
async fn end_others(session: Session, caller: Caller) -> Result<HttpResponse, ApiError> {
    let current = current_session_id(&session);
    // A session signed in before sessions had ids cannot be told apart: it ends too.
    let signs_out = current.is_none();
    caller.run(move |app, actor| app.sessions.end_others(actor, current.as_deref())).await?;
    if signs_out {
        session.purge();
    }
    Ok(HttpResponse::NoContent().finish())
}

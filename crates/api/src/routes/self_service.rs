//! `/api/self-service`: the pages the links of a client's appointment mails open, without
//! signing in. Reading never changes anything; the change is a POST, once per link. Under the
//! attempt limits, as every door that takes a guessable secret.

use actix_web::middleware::from_fn;
use actix_web::{get, post, web, HttpResponse};
use chrono::NaiveDate;
use domain::appointments::{ActionLinkRef, Appointment, ClientAction};
use domain::DomainError;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::appointments::{AppointmentSummaryView, SlotView};
use crate::error::{blocking, ApiError, AttemptErrors};
use crate::rate_limit::limit_attempts;
use crate::startup::AppState;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(linked).service(linked_slots).service(act);
}

/// A link of a mail, as its page sends it back.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LinkQuery {
    /// The appointment's id.
    appointment: i64,
    /// `confirm`, `reschedule` or `cancel`.
    action: String,
    token: String,
}

impl LinkQuery {
    fn link(self) -> Result<ActionLinkRef, DomainError> {
        ActionLinkRef::read(self.appointment, &self.action, self.token)
    }
}

/// What the page of a link shows of its appointment: its summary, as the lists have it, and what
/// the link does. The link's holder is the client it was mailed to.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LinkedAppointmentView {
    action: ClientAction,
    #[serde(flatten)]
    appointment: AppointmentSummaryView,
}

impl LinkedAppointmentView {
    fn of(action: ClientAction, a: Appointment) -> Self {
        Self { action, appointment: a.summary.into() }
    }
}

#[utoipa::path(operation_id = "linked_appointment", tag = "self-service", params(LinkQuery),
    responses((status = 200, description = "The appointment the link acts on", body = LinkedAppointmentView), AttemptErrors))]
#[get("/self-service", wrap = "from_fn(limit_attempts)")]
async fn linked(
    state: web::Data<AppState>,
    query: web::Query<LinkQuery>,
) -> Result<HttpResponse, ApiError> {
    let link = query.into_inner().link()?;
    let action = link.action;
    let found = blocking(move || state.appointments.linked(&link)).await?;
    Ok(HttpResponse::Ok().json(LinkedAppointmentView::of(action, found)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct SlotsQuery {
    /// The day, `yyyy-MM-dd`.
    date: NaiveDate,
}

#[utoipa::path(operation_id = "linked_slots", tag = "self-service", params(LinkQuery, SlotsQuery),
    responses((status = 200, description = "The day's slots at the appointment's place", body = Vec<SlotView>), AttemptErrors))]
#[get("/self-service/slots", wrap = "from_fn(limit_attempts)")]
async fn linked_slots(
    state: web::Data<AppState>,
    query: web::Query<LinkQuery>,
    day: web::Query<SlotsQuery>,
) -> Result<HttpResponse, ApiError> {
    let link = query.into_inner().link()?;
    let date = day.into_inner().date;
    let slots = blocking(move || state.appointments.linked_slots(&link, date)).await?;
    Ok(HttpResponse::Ok().json(SlotView::all(slots)))
}

/// The link's action, confirmed on its page: the new day and time for `reschedule`.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ActBody {
    appointment: i64,
    action: String,
    token: String,
    /// `yyyy-MM-dd`, for `reschedule`.
    date: Option<String>,
    /// `HH:mm`, for `reschedule`.
    time: Option<String>,
}

#[utoipa::path(operation_id = "act_by_link", tag = "self-service", request_body = ActBody,
    responses((status = 200, description = "Done; the appointment as it is now", body = LinkedAppointmentView), AttemptErrors))]
#[post("/self-service", wrap = "from_fn(limit_attempts)")]
async fn act(
    state: web::Data<AppState>,
    body: web::Json<ActBody>,
) -> Result<HttpResponse, ApiError> {
    let ActBody { appointment, action, token, date, time } = body.into_inner();
    let link = ActionLinkRef::read(appointment, &action, token)?;
    let action = link.action;
    let done =
        blocking(move || state.appointments.act_by_link(&link, date.as_deref(), time.as_deref()))
            .await?;
    Ok(HttpResponse::Ok().json(LinkedAppointmentView::of(action, done)))
}

//! `/api/waitlist`: the waitlist of full days. Clients join and leave their own entries; staff
//! see everyone's by day and place. `/api/waitlist/hold` is the page a hold mail's link opens,
//! without signing in: reading changes nothing, the POST books the held slot, once.

use actix_web::middleware::from_fn;
use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use domain::appointments::{
    AvailabilityQuery, AvailabilityRequest, Hold, HoldDetailsForm, WaitlistEntry, WaitlistEntryId,
    WaitlistFilter, WaitlistStatus,
};
use domain::DomainError;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::appointments::AppointmentView;
use crate::caller::Caller;
use crate::error::{blocking, ApiError, AttemptErrors, ChangeErrors, ReadErrors, WriteErrors};
use crate::rate_limit::limit_attempts;
use crate::startup::AppState;
use domain::json_text;

pub fn configure(cfg: &mut ServiceConfig) {
    // The hold before `{id}`.
    cfg.service(list)
        .service(join)
        .service(hold)
        .service(book_hold)
        .service(own_hold)
        .service(book_own_hold)
        .service(leave);
}

/// An entry in a day's line.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct WaitlistEntryView {
    id: i64,
    client_name: String,
    client_email: String,
    service_id: i64,
    service_name: String,
    location: String,
    #[schema(value_type = String)]
    #[serde(serialize_with = "json_text::date")]
    date: NaiveDate,
    status: WaitlistStatus,
    #[serde(serialize_with = "json_text::instant")]
    created_at: DateTime<Utc>,
    /// The held time (`HH:mm`), while offered or once booked.
    #[schema(required = true)]
    held_time: Option<String>,
    /// Until when the slot is (or was) held.
    #[schema(required = true)]
    #[serde(serialize_with = "json_text::optional_instant")]
    held_until: Option<DateTime<Utc>>,
}

impl From<WaitlistEntry> for WaitlistEntryView {
    fn from(e: WaitlistEntry) -> Self {
        Self {
            id: e.id.0,
            client_name: e.client_name,
            client_email: e.client_email,
            service_id: e.service_id.0,
            service_name: e.service_name,
            location: e.location,
            date: e.date,
            status: e.status,
            created_at: e.created_at,
            held_time: e.hold.map(|(time, _)| time.format("%H:%M").to_string()),
            held_until: e.hold.map(|(_, until)| until),
        }
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct WaitlistQuery {
    /// One day (`yyyy-MM-dd`); from today on when absent.
    date: Option<NaiveDate>,
    /// One place; every place when absent.
    location: Option<String>,
}

#[utoipa::path(operation_id = "list_waitlist", tag = "waitlist", params(WaitlistQuery),
    responses((status = 200, description = "A client's own entries; everyone's for staff", body = Vec<WaitlistEntryView>), ReadErrors))]
#[get("/waitlist")]
async fn list(caller: Caller, query: web::Query<WaitlistQuery>) -> Result<HttpResponse, ApiError> {
    let WaitlistQuery { date, location } = query.into_inner();
    let filter = WaitlistFilter {
        date,
        location: location.filter(|place| !place.trim().is_empty()),
        ..WaitlistFilter::default()
    };
    let found = caller.run(move |app, actor| app.waitlist.list(actor, filter)).await?;
    Ok(HttpResponse::Ok().json(found.into_iter().map(WaitlistEntryView::from).collect::<Vec<_>>()))
}

/// The day, place and service to wait for.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct JoinBody {
    service_id: Option<i64>,
    location: Option<String>,
    /// `yyyy-MM-dd`.
    date: Option<String>,
}

#[utoipa::path(operation_id = "join_waitlist", tag = "waitlist", request_body = JoinBody,
    responses((status = 201, description = "In line", body = WaitlistEntryView), WriteErrors))]
#[post("/waitlist")]
async fn join(caller: Caller, body: web::Json<JoinBody>) -> Result<HttpResponse, ApiError> {
    let JoinBody { service_id, location, date } = body.into_inner();
    let AvailabilityRequest { service_id, location, date } =
        AvailabilityQuery { service_id, location, date }
            .parse()
            .map_err(DomainError::Validation)?;
    let entry =
        caller.run(move |app, actor| app.waitlist.join(actor, service_id, &location, date)).await?;
    Ok(HttpResponse::Created().json(WaitlistEntryView::from(entry)))
}

#[utoipa::path(operation_id = "leave_waitlist", tag = "waitlist", params(("id" = i64, Path)),
    responses((status = 204, description = "Out of the line; a slot it held goes to the next"), ChangeErrors))]
#[delete("/waitlist/{id}")]
async fn leave(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = WaitlistEntryId(id.into_inner());
    caller.run(move |app, actor| app.waitlist.leave(actor, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct HoldQuery {
    /// The token of the hold mail's link.
    token: String,
}

/// A held slot, as its link's page shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct HoldView {
    client_name: String,
    service_name: String,
    location: String,
    #[schema(value_type = String)]
    #[serde(serialize_with = "json_text::date")]
    date: NaiveDate,
    #[schema(value_type = String)]
    #[serde(serialize_with = "json_text::hour_and_minute")]
    time: NaiveTime,
    #[serde(serialize_with = "json_text::instant")]
    expires_at: DateTime<Utc>,
    /// The account has a phone, which the booking keeps unless it sends another. The number
    /// itself stays out of a page that anyone holding the link may open.
    has_phone: bool,
    /// An Italian service: booking needs the phone and the passport data, as the booking form.
    passport_required: bool,
}

impl From<Hold> for HoldView {
    fn from(h: Hold) -> Self {
        Self {
            client_name: h.entry.client_name,
            service_name: h.entry.service_name,
            location: h.entry.location,
            date: h.entry.date,
            time: h.time,
            expires_at: h.expires_at,
            has_phone: h.client_phone.is_some(),
            passport_required: h.passport_required,
        }
    }
}

#[utoipa::path(operation_id = "waitlist_hold", tag = "waitlist", params(HoldQuery),
    responses((status = 200, description = "The slot the link holds", body = HoldView), AttemptErrors))]
#[get("/waitlist/hold", wrap = "from_fn(limit_attempts)")]
async fn hold(
    state: web::Data<AppState>,
    query: web::Query<HoldQuery>,
) -> Result<HttpResponse, ApiError> {
    let token = query.into_inner().token;
    let held = blocking(move || state.waitlist.hold(&token)).await?;
    Ok(HttpResponse::Ok().json(HoldView::from(held)))
}

/// The hold's token, with the phone and, for an Italian service, the passport data.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct HoldBooking {
    /// The token of the hold mail's link.
    token: String,
    #[serde(flatten)]
    details: HoldDetailsForm,
}

#[utoipa::path(operation_id = "book_waitlist_hold", tag = "waitlist", request_body = HoldBooking,
    responses((status = 201, description = "Booked", body = AppointmentView), AttemptErrors))]
#[post("/waitlist/hold", wrap = "from_fn(limit_attempts)")]
async fn book_hold(
    state: web::Data<AppState>,
    body: web::Json<HoldBooking>,
) -> Result<HttpResponse, ApiError> {
    let HoldBooking { token, details } = body.into_inner();
    let booked = blocking(move || state.waitlist.book_hold(&token, &details)).await?;
    Ok(HttpResponse::Created().json(AppointmentView::from(booked)))
}

#[utoipa::path(operation_id = "own_waitlist_hold", tag = "waitlist", params(("id" = i64, Path)),
    responses((status = 200, description = "The slot held for the client's own entry", body = HoldView), ReadErrors))]
#[get("/waitlist/{id}/hold")]
async fn own_hold(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = WaitlistEntryId(id.into_inner());
    let held = caller.run(move |app, actor| app.waitlist.own_hold(actor, id)).await?;
    Ok(HttpResponse::Ok().json(HoldView::from(held)))
}

#[utoipa::path(operation_id = "book_own_waitlist_hold", tag = "waitlist", params(("id" = i64, Path)),
    request_body = HoldDetailsForm,
    responses((status = 201, description = "Booked", body = AppointmentView), WriteErrors))]
#[post("/waitlist/{id}/hold")]
async fn book_own_hold(
    caller: Caller,
    id: web::Path<i64>,
    details: web::Json<HoldDetailsForm>,
) -> Result<HttpResponse, ApiError> {
    let id = WaitlistEntryId(id.into_inner());
    let details = details.into_inner();
    let booked =
        caller.run(move |app, actor| app.waitlist.book_own_hold(actor, id, &details)).await?;
    Ok(HttpResponse::Created().json(AppointmentView::from(booked)))
}

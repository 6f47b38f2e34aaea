//! `/api/appointments`: booking, the lists, availability, and the places a service is booked at.

use actix_web::{get, post, put, web, HttpResponse};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use domain::appointments::{
    Appointment, AppointmentForm, AppointmentId, AppointmentSummary, AvailabilityQuery,
    AvailabilityRequest, ItalianData, ListQuery, SlotAvailability, Status,
};
use domain::catalog::ServiceId;
use domain::DomainError;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use domain::json_text;

use crate::caller::Caller;
use crate::error::{ApiError, ReadErrors, WriteErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    // The availability before `{id}`, which would take its name for an id.
    cfg.service(list)
        .service(book)
        .service(availability)
        .service(get)
        .service(update)
        .service(locations);
}

/// An appointment as the API shows it: every field of the form, plus the service's name.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AppointmentView {
    #[serde(flatten)]
    listed: AppointmentSummaryView,
    #[schema(required = true)]
    user_id: Option<i64>,
    #[schema(required = true)]
    client_phone: Option<String>,
    #[schema(required = true)]
    notes: Option<String>,
    #[serde(flatten)]
    italian: ItalianData,
    #[serde(serialize_with = "json_text::instant")]
    created_at: DateTime<Utc>,
    #[serde(serialize_with = "json_text::instant")]
    updated_at: DateTime<Utc>,
}

impl From<Appointment> for AppointmentView {
    fn from(a: Appointment) -> Self {
        Self {
            listed: a.summary.into(),
            user_id: a.user_id.map(|u| u.0),
            client_phone: a.client_phone,
            notes: a.notes,
            italian: a.italian,
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

/// An appointment in a list: what the list shows (`AppointmentSummary`). The rest comes from
/// `GET /api/appointments/{id}`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AppointmentSummaryView {
    id: i64,
    client_name: String,
    client_email: String,
    service_id: i64,
    service_name: String,
    location: String,
    #[schema(value_type = String)]
    #[serde(serialize_with = "json_text::date")]
    date: NaiveDate,
    #[schema(value_type = String)]
    #[serde(serialize_with = "json_text::hour_and_minute")]
    time: NaiveTime,
    status: Status,
    /// When the client confirmed, from a mail's link, that they will come.
    #[schema(required = true)]
    #[serde(serialize_with = "json_text::optional_instant")]
    presence_confirmed_at: Option<DateTime<Utc>>,
    /// Booked from a priority quick-access link, or marked by staff ('Prioridade').
    priority: bool,
    /// When it is still to take place on a day that closed after it was booked, why:
    /// 'Fechado em 07/12/2026: Reforma.'
    #[schema(required = true)]
    closed_notice: Option<String>,
}

impl From<AppointmentSummary> for AppointmentSummaryView {
    fn from(a: AppointmentSummary) -> Self {
        Self {
            id: a.id.0,
            client_name: a.client_name,
            client_email: a.client_email,
            service_id: a.service_id.0,
            service_name: a.service_name,
            location: a.location,
            date: a.date,
            time: a.time,
            status: a.status,
            presence_confirmed_at: a.presence_confirmed_at,
            priority: a.priority,
            closed_notice: a.closed_notice,
        }
    }
}

#[utoipa::path(
    operation_id = "list_appointments",
    tag = "appointments",
    params(ListQuery),
    responses(
        (status = 200, description = "A page of appointments", body = AppointmentPage),
        ReadErrors
    )
)]
#[get("/appointments")]
async fn list(caller: Caller, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let filter = query.into_inner().parse().map_err(DomainError::Validation)?;
    let page = caller.run(move |app, actor| app.appointments.list(actor, filter)).await?;
    Ok(HttpResponse::Ok().json(page.map(AppointmentSummaryView::from)))
}

#[utoipa::path(tag = "appointments", params(("id" = i64, Path)),
    responses((status = 200, description = "The appointment", body = AppointmentView), ReadErrors))]
#[get("/appointments/{id}")]
async fn get(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = AppointmentId(id.into_inner());
    let found = caller.run(move |app, actor| app.appointments.get(actor, id)).await?;
    Ok(HttpResponse::Ok().json(AppointmentView::from(found)))
}

#[utoipa::path(tag = "appointments", request_body = AppointmentForm,
    responses((status = 201, description = "Booked", body = AppointmentView), WriteErrors))]
#[post("/appointments")]
async fn book(caller: Caller, form: web::Json<AppointmentForm>) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let booked = caller.run(move |app, actor| app.appointments.book(actor, form)).await?;
    Ok(HttpResponse::Created().json(AppointmentView::from(booked)))
}

#[utoipa::path(tag = "appointments", request_body = AppointmentForm, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved", body = AppointmentView), WriteErrors))]
#[put("/appointments/{id}")]
async fn update(
    caller: Caller,
    id: web::Path<i64>,
    form: web::Json<AppointmentForm>,
) -> Result<HttpResponse, ApiError> {
    let id = AppointmentId(id.into_inner());
    let form = form.into_inner();
    let updated = caller.run(move |app, actor| app.appointments.update(actor, id, form)).await?;
    Ok(HttpResponse::Ok().json(AppointmentView::from(updated)))
}

#[derive(Serialize, ToSchema)]
pub(crate) struct SlotView {
    #[schema(example = "09:30")]
    time: String,
    available: bool,
    /// The time has begun in Brasília, by the server's clock: it will not free up.
    passed: bool,
}

impl SlotView {
    pub(crate) fn all(slots: Vec<SlotAvailability>) -> Vec<SlotView> {
        slots
            .into_iter()
            .map(|s| SlotView {
                time: s.time.format("%H:%M").to_string(),
                available: s.available,
                passed: s.passed,
            })
            .collect()
    }
}

#[utoipa::path(tag = "appointments", params(AvailabilityQuery),
    responses((status = 200, description = "The 18 slots", body = Vec<SlotView>), ReadErrors))]
#[get("/appointments/availability")]
async fn availability(
    caller: Caller,
    query: web::Query<AvailabilityQuery>,
) -> Result<HttpResponse, ApiError> {
    let AvailabilityRequest { service_id, location, date } =
        query.into_inner().parse().map_err(DomainError::Validation)?;
    let slots = caller
        .run(move |app, actor| app.appointments.availability(actor, service_id, &location, date))
        .await?;
    Ok(HttpResponse::Ok().json(SlotView::all(slots)))
}

#[utoipa::path(tag = "appointments", params(("id" = i64, Path)),
    responses((status = 200, description = "The places", body = Vec<String>), ReadErrors))]
#[get("/services/{id}/locations")]
async fn locations(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = ServiceId(id.into_inner());
    let places = caller.run(move |app, _| app.appointments.locations(id)).await?;
    Ok(HttpResponse::Ok().json(places))
}

/// A page of the list, for the OpenAPI document (the handler serialises `domain::paging::Page`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AppointmentPage {
    items: Vec<AppointmentSummaryView>,
    total: i64,
    page: u32,
    page_size: u32,
}

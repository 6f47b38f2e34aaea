//! `/api/appointments`: booking, the lists, availability, and the places a service is booked at.

use actix_web::{get, post, put, web, HttpResponse};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use domain::appointments::{
    Appointment, AppointmentFilter, AppointmentForm, AppointmentId, AppointmentSummary, Status,
    STATUS_INVALID,
};
use domain::catalog::ServiceId;
use domain::paging::PageRequest;
use domain::{DomainError, FieldErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::json_text;

use crate::error::{blocking, ApiError, ReadErrors, WriteErrors};
use crate::sessions::SignedIn;
use crate::startup::AppState;

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
    user_id: Option<i64>,
    client_phone: Option<String>,
    notes: Option<String>,
    #[schema(value_type = Option<String>)]
    #[serde(serialize_with = "json_text::optional_date")]
    birth_date: Option<NaiveDate>,
    birth_place: Option<String>,
    current_address: Option<String>,
    #[schema(value_type = Option<String>)]
    document_type: Option<&'static str>,
    document_number: Option<String>,
    #[schema(value_type = Option<String>)]
    #[serde(serialize_with = "json_text::optional_date")]
    document_issue_date: Option<NaiveDate>,
    #[schema(value_type = Option<String>)]
    #[serde(serialize_with = "json_text::optional_date")]
    document_expiry_date: Option<NaiveDate>,
    document_issuer: Option<String>,
    aire_registration_number: Option<String>,
    #[serde(serialize_with = "json_text::instant")]
    created_at: DateTime<Utc>,
    #[serde(serialize_with = "json_text::instant")]
    updated_at: DateTime<Utc>,
}

impl From<Appointment> for AppointmentView {
    fn from(a: Appointment) -> Self {
        let listed = AppointmentSummary::from(&a).into();
        let italian = a.italian;
        Self {
            listed,
            user_id: a.user_id.map(|u| u.0),
            client_phone: a.client_phone,
            notes: a.notes,
            birth_date: italian.birth_date,
            birth_place: italian.birth_place,
            current_address: italian.current_address,
            document_type: italian.document_type.map(|d| d.as_str()),
            document_number: italian.document_number,
            document_issue_date: italian.document_issue_date,
            document_expiry_date: italian.document_expiry_date,
            document_issuer: italian.document_issuer,
            aire_registration_number: italian.aire_registration_number,
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
    #[schema(value_type = String)]
    status: Status,
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
        }
    }
}

const DATE_INVALID: &str = "Data inválida (use aaaa-mm-dd)";

fn parse_day(field: &str, text: Option<&str>) -> Result<Option<NaiveDate>, ApiError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => NaiveDate::parse_from_str(t, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| DomainError::Validation(FieldErrors::single(field, DATE_INVALID)).into()),
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ListQuery {
    from: Option<String>,
    to: Option<String>,
    status: Option<String>,
    q: Option<String>,
    page: Option<u32>,
    page_size: Option<u32>,
}

#[utoipa::path(
    tag = "appointments",
    params(ListQuery),
    responses(
        (status = 200, description = "A page of appointments", body = AppointmentPage),
        ReadErrors
    )
)]
#[get("/appointments")]
async fn list(
    state: web::Data<AppState>,
    SignedIn(actor): SignedIn,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let status = match query
        .status
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(text) => Some(Status::parse(text).ok_or_else(|| {
            ApiError::from(DomainError::Validation(FieldErrors::single(
                "status",
                STATUS_INVALID,
            )))
        })?),
    };
    let filter = AppointmentFilter {
        owner: None,
        from: parse_day("from", query.from.as_deref())?,
        to: parse_day("to", query.to.as_deref())?,
        status,
        query: query.q,
        page: PageRequest::new(query.page, query.page_size),
    };
    let page = blocking(move || state.appointments.list(&actor, filter)).await?;
    Ok(HttpResponse::Ok().json(page.map(AppointmentSummaryView::from)))
}

#[utoipa::path(
    tag = "appointments",
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "The appointment", body = AppointmentView),
        ReadErrors
    )
)]
#[get("/appointments/{id}")]
async fn get(
    state: web::Data<AppState>,
    SignedIn(actor): SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = AppointmentId(id.into_inner());
    let found = blocking(move || state.appointments.get(&actor, id)).await?;
    Ok(HttpResponse::Ok().json(AppointmentView::from(found)))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
// A weekday years ahead, so that `make fuzz` books it as a client too; move it on before it comes near.
#[schema(example = json!({
    "clientName": "Giulia Bianchi Ferreira", "clientEmail": "giulia@exemplo.com",
    "clientPhone": "+55 11 98888-7777", "serviceId": 1,
    "location": "Consulado Geral da Itália em São Paulo", "date": "2036-03-12", "time": "10:00",
    "status": "confirmed", "notes": "Levarei a certidão de nascimento italiana.",
    "birthDate": "1990-05-10", "birthPlace": "Curitiba", "currentAddress": "Rua das Flores, 10",
    "documentType": "RG", "documentNumber": "12.345.678-9", "documentIssueDate": "2015-01-20",
    "documentExpiryDate": "2035-01-20", "documentIssuer": "SSP/PR",
    "aireRegistrationNumber": "AIRE-778899"
}))]
pub(crate) struct AppointmentBody {
    client_name: String,
    client_email: String,
    client_phone: Option<String>,
    service_id: Option<i64>,
    location: String,
    date: Option<String>,
    time: Option<String>,
    status: Option<String>,
    notes: Option<String>,
    birth_date: Option<String>,
    birth_place: Option<String>,
    current_address: Option<String>,
    document_type: Option<String>,
    document_number: Option<String>,
    document_issue_date: Option<String>,
    document_expiry_date: Option<String>,
    document_issuer: Option<String>,
    aire_registration_number: Option<String>,
    user_id: Option<i64>,
}

impl From<AppointmentBody> for AppointmentForm {
    fn from(b: AppointmentBody) -> Self {
        AppointmentForm {
            client_name: b.client_name,
            client_email: b.client_email,
            client_phone: b.client_phone,
            service_id: b.service_id,
            location: b.location,
            date: b.date,
            time: b.time,
            status: b.status,
            notes: b.notes,
            birth_date: b.birth_date,
            birth_place: b.birth_place,
            current_address: b.current_address,
            document_type: b.document_type,
            document_number: b.document_number,
            document_issue_date: b.document_issue_date,
            document_expiry_date: b.document_expiry_date,
            document_issuer: b.document_issuer,
            aire_registration_number: b.aire_registration_number,
            user_id: b.user_id,
        }
    }
}

#[utoipa::path(
    tag = "appointments",
    request_body = AppointmentBody,
    responses(
        (status = 201, description = "Booked", body = AppointmentView),
        WriteErrors
    )
)]
#[post("/appointments")]
async fn book(
    state: web::Data<AppState>,
    SignedIn(actor): SignedIn,
    body: web::Json<AppointmentBody>,
) -> Result<HttpResponse, ApiError> {
    let form = AppointmentForm::from(body.into_inner());
    let booked = blocking(move || state.appointments.book(&actor, form)).await?;
    Ok(HttpResponse::Created().json(AppointmentView::from(booked)))
}

#[utoipa::path(
    tag = "appointments",
    request_body = AppointmentBody,
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "Saved", body = AppointmentView),
        WriteErrors
    )
)]
#[put("/appointments/{id}")]
async fn update(
    state: web::Data<AppState>,
    SignedIn(actor): SignedIn,
    id: web::Path<i64>,
    body: web::Json<AppointmentBody>,
) -> Result<HttpResponse, ApiError> {
    let id = AppointmentId(id.into_inner());
    let form = AppointmentForm::from(body.into_inner());
    let updated = blocking(move || state.appointments.update(&actor, id, form)).await?;
    Ok(HttpResponse::Ok().json(AppointmentView::from(updated)))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AvailabilityQuery {
    service_id: Option<i64>,
    location: Option<String>,
    date: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct SlotView {
    time: String,
    available: bool,
}

#[utoipa::path(
    tag = "appointments",
    params(AvailabilityQuery),
    responses(
        (status = 200, description = "The 18 slots", body = Vec<SlotView>),
        ReadErrors
    )
)]
#[get("/appointments/availability")]
async fn availability(
    state: web::Data<AppState>,
    SignedIn(actor): SignedIn,
    query: web::Query<AvailabilityQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let mut errors = FieldErrors::new();
    if query.service_id.is_none() {
        errors.add(
            "serviceId",
            domain::appointments::messages::SERVICE_REQUIRED,
        );
    }
    let location = query.location.unwrap_or_default();
    if location.trim().is_empty() {
        errors.add(
            "location",
            domain::appointments::messages::LOCATION_REQUIRED,
        );
    }
    let date = match parse_day("date", query.date.as_deref()) {
        Ok(Some(date)) => Some(date),
        Ok(None) => {
            errors.add("date", domain::appointments::messages::DATE_REQUIRED);
            None
        }
        Err(_) => {
            errors.add("date", DATE_INVALID);
            None
        }
    };
    let (Some(service_id), Some(date)) = (query.service_id, date) else {
        return Err(DomainError::Validation(errors).into());
    };
    errors.into_result()?;
    let slots = blocking(move || {
        state
            .appointments
            .availability(&actor, ServiceId(service_id), &location, date)
    })
    .await?;
    let views: Vec<_> = slots
        .into_iter()
        .map(|s| SlotView {
            time: s.time.format("%H:%M").to_string(),
            available: s.available,
        })
        .collect();
    Ok(HttpResponse::Ok().json(views))
}

#[utoipa::path(
    tag = "appointments",
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "The places", body = Vec<String>),
        ReadErrors
    )
)]
#[get("/services/{id}/locations")]
async fn locations(
    state: web::Data<AppState>,
    _: SignedIn,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ServiceId(id.into_inner());
    let places = blocking(move || state.appointments.locations(id)).await?;
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

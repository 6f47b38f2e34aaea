//! `/api/closures` (staff: days a place or every place does not open) and `/api/closed-days`
//! (anyone signed in: the holidays and closures a booking calendar leaves out).

use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::appointments::all_locations;
use domain::closures::{AffectedClosure, ClosedDay, ClosedDaysQuery, ClosureForm, ClosureId};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::appointments::AppointmentSummaryView;
use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors, WriteErrors};
use domain::json_text;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(create).service(delete).service(closed_days);
}

/// A closure, and the active appointments inside it that staff must move.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ClosureView {
    id: i64,
    /// Null: every place.
    #[schema(required = true)]
    location: Option<String>,
    #[schema(value_type = String, format = Date)]
    #[serde(serialize_with = "json_text::date")]
    first_day: NaiveDate,
    #[schema(value_type = String, format = Date)]
    #[serde(serialize_with = "json_text::date")]
    last_day: NaiveDate,
    /// Shown to clients.
    reason: String,
    /// Null once that admin's account is deleted.
    #[schema(required = true)]
    created_by: Option<i64>,
    #[serde(serialize_with = "json_text::instant")]
    created_at: DateTime<Utc>,
    /// Pending or confirmed appointments on its days, at its place.
    affected: Vec<AppointmentSummaryView>,
}

impl From<AffectedClosure> for ClosureView {
    fn from(AffectedClosure { closure: c, affected }: AffectedClosure) -> Self {
        Self {
            id: c.id.0,
            location: c.location,
            first_day: c.first_day,
            last_day: c.last_day,
            reason: c.reason,
            created_by: c.created_by.map(|u| u.0),
            created_at: c.created_at,
            affected: affected.into_iter().map(AppointmentSummaryView::from).collect(),
        }
    }
}

/// The closures not yet over, and the places one can close.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ClosureList {
    items: Vec<ClosureView>,
    places: Vec<&'static str>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ClosedDayView {
    #[schema(value_type = String, format = Date)]
    #[serde(serialize_with = "json_text::date")]
    date: NaiveDate,
    /// The holiday's name or the closure's reason.
    reason: String,
}

impl From<ClosedDay> for ClosedDayView {
    fn from(d: ClosedDay) -> Self {
        Self { date: d.date, reason: d.reason }
    }
}

#[utoipa::path(operation_id = "list_closures", tag = "closures",
    responses((status = 200, description = "Closures not yet over, by first day", body = ClosureList), ReadErrors))]
#[get("/closures")]
async fn list(caller: Caller) -> Result<HttpResponse, ApiError> {
    let found = caller.run(|app, actor| app.closures.list(actor)).await?;
    Ok(HttpResponse::Ok().json(ClosureList {
        items: found.into_iter().map(ClosureView::from).collect(),
        places: all_locations(),
    }))
}

#[utoipa::path(operation_id = "create_closure", tag = "closures", request_body = ClosureForm,
    responses((status = 201, description = "Stored, with the appointments to move", body = ClosureView), WriteErrors))]
#[post("/closures")]
async fn create(caller: Caller, form: web::Json<ClosureForm>) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let stored = caller.run(move |app, actor| app.closures.create(actor, &form)).await?;
    Ok(HttpResponse::Created().json(ClosureView::from(stored)))
}

#[utoipa::path(operation_id = "delete_closure", tag = "closures", params(("id" = i64, Path)),
    responses((status = 204, description = "The place opens again on those days"), ChangeErrors))]
#[delete("/closures/{id}")]
async fn delete(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = ClosureId(id.into_inner());
    caller.run(move |app, actor| app.closures.delete(actor, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(tag = "closures", params(ClosedDaysQuery),
    responses((status = 200, description = "The closed days of the span, by day", body = Vec<ClosedDayView>), ReadErrors))]
#[get("/closed-days")]
async fn closed_days(
    caller: Caller,
    query: web::Query<ClosedDaysQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let days = caller.run(move |app, _| app.closures.closed_days(&query)).await?;
    Ok(HttpResponse::Ok().json(days.into_iter().map(ClosedDayView::from).collect::<Vec<_>>()))
}

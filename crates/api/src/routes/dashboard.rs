//! `/api/dashboard`: the numbers and the next appointments, for the caller.

use actix_web::{get, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::appointments::AppointmentSummaryView;
use crate::caller::Caller;
use crate::error::{ApiError, ReadErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(dashboard);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DashboardView {
    total_appointments: i64,
    pending_appointments: i64,
    completed_appointments: i64,
    unread_messages: i64,
    /// Staff only; null for a client.
    #[schema(required = true)]
    clients: Option<i64>,
    /// A client's own documents; all of them for staff.
    documents: i64,
    upcoming_appointments: Vec<AppointmentSummaryView>,
}

#[utoipa::path(tag = "appointments",
    responses((status = 200, description = "The numbers", body = DashboardView), ReadErrors))]
#[get("/dashboard")]
async fn dashboard(caller: Caller) -> Result<HttpResponse, ApiError> {
    let found = caller.run(move |app, actor| app.dashboard.for_actor(actor)).await?;
    Ok(HttpResponse::Ok().json(DashboardView {
        total_appointments: found.total_appointments,
        pending_appointments: found.pending_appointments,
        completed_appointments: found.completed_appointments,
        unread_messages: found.unread_messages,
        clients: found.clients,
        documents: found.documents,
        upcoming_appointments: found
            .upcoming
            .into_iter()
            .map(AppointmentSummaryView::from)
            .collect(),
    }))
}

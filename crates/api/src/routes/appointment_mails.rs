//! `/api/appointments/{id}/mails`: what became of an appointment's mails, and resending one
//! (staff only).

use actix_web::{get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use domain::appointments::{AppointmentId, MailDelivery, MailKind, MailStatus};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use domain::json_text;

use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(resend);
}

/// One of an appointment's mails: queued, sent or failed, with its last error.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct MailDeliveryView {
    id: i64,
    kind: MailKind,
    recipient: String,
    status: MailStatus,
    attempts: i32,
    #[schema(required = true)]
    last_error: Option<String>,
    #[serde(serialize_with = "json_text::instant")]
    queued_at: DateTime<Utc>,
    /// When a mail still queued goes next, when later than it was queued: a reminder, or the next
    /// attempt of one that failed for now.
    #[schema(required = true)]
    #[serde(serialize_with = "json_text::optional_instant")]
    due_at: Option<DateTime<Utc>>,
    /// When it was sent, or set aside after failing.
    #[schema(required = true)]
    #[serde(serialize_with = "json_text::optional_instant")]
    settled_at: Option<DateTime<Utc>>,
}

impl From<MailDelivery> for MailDeliveryView {
    fn from(m: MailDelivery) -> Self {
        Self {
            id: m.id,
            kind: m.kind,
            recipient: m.recipient,
            status: m.status,
            attempts: m.attempts,
            last_error: m.last_error,
            queued_at: m.queued_at,
            due_at: m.due_at,
            settled_at: m.settled_at,
        }
    }
}

#[utoipa::path(operation_id = "list_appointment_mails", tag = "appointments", params(("id" = i64, Path)),
    responses((status = 200, description = "The appointment's mails", body = Vec<MailDeliveryView>), ReadErrors))]
#[get("/appointments/{id}/mails")]
async fn list(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = AppointmentId(id.into_inner());
    let mails = caller.run(move |app, actor| app.appointment_mails.list(actor, id)).await?;
    Ok(HttpResponse::Ok().json(mails.into_iter().map(MailDeliveryView::from).collect::<Vec<_>>()))
}

#[utoipa::path(operation_id = "resend_appointment_mail", tag = "appointments",
    params(("id" = i64, Path), ("mail" = i64, Path)),
    responses((status = 201, description = "Queued again", body = MailDeliveryView), ChangeErrors))]
#[post("/appointments/{id}/mails/{mail}/resend")]
async fn resend(caller: Caller, path: web::Path<(i64, i64)>) -> Result<HttpResponse, ApiError> {
    let (id, mail) = path.into_inner();
    let id = AppointmentId(id);
    let queued =
        caller.run(move |app, actor| app.appointment_mails.resend(actor, id, mail)).await?;
    Ok(HttpResponse::Created().json(MailDeliveryView::from(queued)))
}

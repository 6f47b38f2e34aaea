//! What became of an appointment's mails, for staff: each one queued, sent or failed, resent
//! on demand; and the staff's daily agenda, queued once a day whatever the number of instances.

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::{Deserialize, Serialize};

use super::model::AppointmentId;
use super::ports::AppointmentRepository;
use super::service::APPOINTMENT_NOT_FOUND;
use super::TIME_ZONE;
use crate::audit::AuditEntry;
use crate::clock::Clock;
use crate::notifications::{staff_addresses, AppointmentEvent, Notification};
use crate::users::UserRepository;
use crate::{Actor, DomainError, FieldErrors, RepositoryError};

pub const MAIL_NOT_FOUND: &str = "E-mail não encontrado.";
pub const MAIL_STILL_QUEUED: &str =
    "Este e-mail ainda está na fila de envio; reenvie depois que ele for enviado ou falhar.";

/// Where a mail stands in the outbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum MailStatus {
    Queued,
    Sent,
    /// Set aside after failing for good; `last_error` says why.
    Failed,
}

/// What a mail of an appointment was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum MailKind {
    /// To the client, when the appointment was booked.
    Confirmation,
    /// To the client, when it changed (moved, or presence confirmed).
    Change,
    /// To the client, when it was cancelled.
    Cancellation,
    Reminder,
    /// To the client, when staff closed its day after it was booked.
    DayClosed,
    /// To the client, when staff removed that closure again.
    DayReopened,
    /// To staff, of a booking or a change.
    Staff,
    /// Kept but no longer readable as a mail (an older format).
    Unknown,
}

/// One of an appointment's mails as the outbox keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredMail {
    pub id: i64,
    /// `None` when the payload no longer reads as a notification.
    pub notification: Option<Notification>,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub queued_at: DateTime<Utc>,
    /// When it may go next: when it was queued, a reminder's time before the appointment, or
    /// the next attempt of one that failed for now.
    pub due_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub failed_at: Option<DateTime<Utc>>,
}

/// One of an appointment's mails as staff see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailDelivery {
    pub id: i64,
    pub kind: MailKind,
    pub recipient: String,
    pub status: MailStatus,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub queued_at: DateTime<Utc>,
    /// When a mail still queued is to go, when that is later than it was queued: a reminder, or
    /// the next attempt of one that failed for now.
    pub due_at: Option<DateTime<Utc>>,
    /// When it was sent, or set aside.
    pub settled_at: Option<DateTime<Utc>>,
}

impl From<StoredMail> for MailDelivery {
    fn from(mail: StoredMail) -> Self {
        let (kind, recipient) = match &mail.notification {
            Some(Notification::AppointmentToClient {
                to,
                event: AppointmentEvent::Created,
                ..
            }) => (MailKind::Confirmation, to.clone()),
            Some(Notification::AppointmentToClient {
                to,
                event: AppointmentEvent::Cancelled,
                ..
            }) => (MailKind::Cancellation, to.clone()),
            Some(Notification::AppointmentToClient { to, .. }) => (MailKind::Change, to.clone()),
            Some(Notification::AppointmentReminder { to, .. }) => (MailKind::Reminder, to.clone()),
            Some(Notification::AppointmentDayClosed { to, .. }) => {
                (MailKind::DayClosed, to.clone())
            }
            Some(Notification::AppointmentDayReopened { to, .. }) => {
                (MailKind::DayReopened, to.clone())
            }
            Some(Notification::AppointmentToStaff { to, .. }) => (MailKind::Staff, to.clone()),
            _ => (MailKind::Unknown, String::new()),
        };
        let status = match (mail.sent_at, mail.failed_at) {
            (Some(_), _) => MailStatus::Sent,
            (None, Some(_)) => MailStatus::Failed,
            (None, None) => MailStatus::Queued,
        };
        Self {
            id: mail.id,
            kind,
            recipient,
            status,
            attempts: mail.attempts,
            last_error: mail.last_error,
            queued_at: mail.queued_at,
            due_at: (status == MailStatus::Queued && mail.due_at > mail.queued_at)
                .then_some(mail.due_at),
            settled_at: mail.sent_at.or(mail.failed_at),
        }
    }
}

/// The outbox as seen from an appointment.
pub trait AppointmentMailRepository: Send + Sync {
    /// The appointment's mails, oldest first.
    fn mails_of(&self, appointment: AppointmentId) -> Result<Vec<StoredMail>, RepositoryError>;
    /// In one transaction: queues a copy of the appointment's mail `mail` to go now and writes
    /// `audit`. `Ok(None)` when the appointment has no such mail.
    fn resend(
        &self,
        appointment: AppointmentId,
        mail: i64,
        audit: &AuditEntry,
    ) -> Result<Option<i64>, RepositoryError>;
}

/// One appointment of the daily agenda.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AgendaLine {
    pub location: String,
    pub time: NaiveTime,
    pub client_name: String,
    pub service_name: String,
    pub status: super::Status,
}

/// The mails of a day's agenda, made from its appointments.
pub type AgendaMails<'a> = &'a dyn Fn(&[AgendaLine]) -> Vec<Notification>;

/// The daily agenda's once-a-day row.
pub trait DailyAgendaRepository: Send + Sync {
    /// In one transaction: marks `day`'s agenda queued, unless it already was, and then queues
    /// the mails made from the day's active appointments (by place, then time). Whether it
    /// queued them.
    fn queue_once(&self, day: NaiveDate, mails: AgendaMails<'_>) -> Result<bool, RepositoryError>;
}

/// From this time of day (São Paulo) the day's agenda goes to staff.
pub const AGENDA_TIME: NaiveTime = match NaiveTime::from_hms_opt(7, 0, 0) {
    Some(time) => time,
    None => panic!("07:00 is a time"),
};

/// The day whose agenda is due at `now`: today in São Paulo, once it is 07:00 there.
pub fn agenda_day(now: DateTime<Utc>) -> Option<NaiveDate> {
    let local = now.with_timezone(&TIME_ZONE);
    (local.time() >= AGENDA_TIME).then(|| local.date_naive())
}

/// The day's agenda lines grouped by place, in the order given.
pub fn by_place(lines: &[AgendaLine]) -> Vec<(String, Vec<AgendaLine>)> {
    let mut places: Vec<(String, Vec<AgendaLine>)> = Vec::new();
    for line in lines {
        match places.last_mut() {
            Some((place, entries)) if *place == line.location => entries.push(line.clone()),
            _ => places.push((line.location.clone(), vec![line.clone()])),
        }
    }
    places
}

/// An appointment's mails for staff, and the daily agenda.
#[derive(Clone, derive_new::new)]
pub struct AppointmentMails {
    appointments: Arc<dyn AppointmentRepository>,
    mails: Arc<dyn AppointmentMailRepository>,
    agendas: Arc<dyn DailyAgendaRepository>,
    users: Arc<dyn UserRepository>,
    clock: Arc<dyn Clock>,
    staff_email: Option<String>,
}

impl AppointmentMails {
    /// Staff only; to anyone else the appointment is not found.
    fn staff_appointment(&self, actor: &Actor, id: AppointmentId) -> Result<(), DomainError> {
        if actor.is_admin() && self.appointments.find(id)?.is_some() {
            Ok(())
        } else {
            Err(DomainError::NotFound(APPOINTMENT_NOT_FOUND.into()))
        }
    }

    pub fn list(
        &self,
        actor: &Actor,
        appointment: AppointmentId,
    ) -> Result<Vec<MailDelivery>, DomainError> {
        self.staff_appointment(actor, appointment)?;
        Ok(self.mails.mails_of(appointment)?.into_iter().map(MailDelivery::from).collect())
    }

    /// Queues the mail again, as it was; refused while it still waits to go.
    pub fn resend(
        &self,
        actor: &Actor,
        appointment: AppointmentId,
        mail: i64,
    ) -> Result<MailDelivery, DomainError> {
        let found = self
            .list(actor, appointment)?
            .into_iter()
            .find(|m| m.id == mail)
            .ok_or_else(|| DomainError::NotFound(MAIL_NOT_FOUND.into()))?;
        if found.status == MailStatus::Queued {
            return Err(DomainError::Conflict {
                message: MAIL_STILL_QUEUED.into(),
                field_errors: FieldErrors::new(),
            });
        }
        let audit = AuditEntry {
            actor: actor.user_id,
            action: "appointment.mail_resent",
            entity: "appointment",
            entity_id: appointment.0.to_string(),
            before: None,
            after: Some(
                serde_json::json!({ "mail": mail, "kind": found.kind, "to": found.recipient }),
            ),
        };
        let copy = self
            .mails
            .resend(appointment, mail, &audit)?
            .ok_or_else(|| DomainError::NotFound(MAIL_NOT_FOUND.into()))?;
        self.mails
            .mails_of(appointment)?
            .into_iter()
            .map(MailDelivery::from)
            .find(|m| m.id == copy)
            .ok_or_else(|| DomainError::NotFound(MAIL_NOT_FOUND.into()))
    }

    /// Queues today's agenda for staff once it is due and not yet queued (`done` is the last
    /// day this instance saw queued); the day it stands for, when due. Only a 07:00 that came
    /// while the instance ran (`since`, its start) counts: one started later in the day does not
    /// send that day's agenda late.
    pub fn queue_daily_agenda(
        &self,
        since: DateTime<Utc>,
        done: Option<NaiveDate>,
    ) -> Result<Option<NaiveDate>, DomainError> {
        let Some(day) = agenda_day(self.clock.now()) else { return Ok(None) };
        if super::starts_at(day, AGENDA_TIME).is_none_or(|seven| seven < since) {
            return Ok(None);
        }
        if done == Some(day) {
            return Ok(Some(day));
        }
        let staff = staff_addresses(self.staff_email.as_deref(), self.users.as_ref())?;
        let mails = |lines: &[AgendaLine]| {
            staff
                .iter()
                .map(|to| Notification::DailyAgenda {
                    to: to.clone(),
                    day,
                    appointments: lines.to_vec(),
                })
                .collect()
        };
        self.agendas.queue_once(day, &mails)?;
        Ok(Some(day))
    }
}

#[cfg(test)]
mod tests;

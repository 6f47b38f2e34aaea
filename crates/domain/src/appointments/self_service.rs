//! Acting on an appointment from the links of its client's mails, without signing in
//! (docs/product-decisions.md, decision 21): 'Confirmar presença', 'Remarcar' and 'Cancelar'.
//!
//! Each link carries a random token of its own, stored only as a digest, bound to one
//! appointment and one action, used once, and good until the appointment starts. Opening a link
//! only reads; the page's button sends the change.

use chrono::{Months, NaiveDate, NaiveTime};
use serde::Serialize;
use serde_json::{json, Value};

use super::model::{Appointment, AppointmentDraft, AppointmentId, SlotAvailability};
use super::ports::Outgoing;
use super::reminders::{starts_at, ReminderPlan};
use super::service::{draft_of, AppointmentService};
use super::status::Status;
use crate::closures::{closed_message, ClosedDay};
use crate::notifications::{ActionLinks, AppointmentEvent};
use crate::secrets::digest;
use crate::users::UserId;
use crate::{DomainError, FieldErrors, RepositoryError};

pub const LINK_INVALID: &str =
    "Link inválido. Use o link do e-mail mais recente sobre este agendamento.";
pub const LINK_WRONG_ACTION: &str = "Este link não serve para esta ação.";
pub const LINK_USED: &str = "Este link já foi usado.";
pub const LINK_EXPIRED: &str = "Este link expirou: o horário do agendamento já passou.";
pub const LINK_CANCELLED: &str =
    "Este agendamento foi cancelado: este link não vale mais. Para outro horário, agende pelo portal.";
pub const LINK_COMPLETED: &str =
    "Este agendamento já foi concluído e não pode mais ser alterado por este link.";
pub const PRESENCE_ALREADY_CONFIRMED: &str = "Sua presença neste agendamento já está confirmada.";
pub const NEW_DATE_REQUIRED: &str = "Escolha a nova data.";
pub const NEW_TIME_REQUIRED: &str = "Escolha o novo horário.";
pub const NEW_SLOT_TAKEN: &str = "Este horário não está livre. Escolha outro.";
pub const NEW_DATE_TOO_FAR: &str = "Escolha uma data nos próximos 24 meses.";

/// Presence cannot be promised on a day the place closed after the booking.
pub fn presence_on_closed_day(closed: &ClosedDay) -> String {
    format!(
        "{} Não é possível confirmar presença neste dia: remarque pelo link 'Remarcar' do e-mail \
         ou pela sua conta no portal.",
        closed_message(closed)
    )
}

/// What a link does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "camelCase")]
pub enum ClientAction {
    Confirm,
    Reschedule,
    Cancel,
}

impl ClientAction {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(text: &str) -> Option<Self> {
        text.parse().ok()
    }

    /// The audit row's action.
    fn audited_as(self) -> &'static str {
        match self {
            ClientAction::Confirm => "appointment.presence_confirmed_by_link",
            ClientAction::Reschedule => "appointment.rescheduled_by_link",
            ClientAction::Cancel => "appointment.cancelled_by_link",
        }
    }
}

/// A token just made for a mail: what is stored of it (its digest), and what it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedActionToken {
    pub digest: String,
    pub action: ClientAction,
}

/// A stored token, found by its digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionToken {
    pub appointment: AppointmentId,
    pub action: ClientAction,
    pub used: bool,
}

/// What a link sent: the appointment it names, the action it claims and its token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionLinkRef {
    pub appointment: AppointmentId,
    pub action: ClientAction,
    pub token: String,
}

impl ActionLinkRef {
    /// Reads a link's parts as sent; anything unreadable is a link that does not exist.
    pub fn read(appointment: i64, action: &str, token: String) -> Result<Self, DomainError> {
        let action = ClientAction::parse(action)
            .ok_or_else(|| DomainError::NotFound(LINK_INVALID.into()))?;
        Ok(Self { appointment: AppointmentId(appointment), action, token })
    }
}

/// The change a used link makes, written with the token's use in one transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientChange {
    /// The client will come: the appointment records when they said so.
    ConfirmPresence,
    /// A new day and time, or the cancellation.
    Change(Box<AppointmentDraft>),
}

/// The audit row of a change made by link: by the appointment's account, or by nobody known
/// when staff booked it for someone without one.
#[derive(Debug, Clone, PartialEq)]
pub struct ClientAudit {
    pub actor: Option<UserId>,
    pub action: &'static str,
    pub appointment: AppointmentId,
    pub before: Value,
    pub after: Value,
}

impl AppointmentService {
    /// The appointment a link names, as its page shows it (with why its day is closed, when it
    /// closed since); the link must still be usable.
    pub fn linked(&self, link: &ActionLinkRef) -> Result<Appointment, DomainError> {
        let mut appointment = self.usable(link)?;
        self.closed.mark(self.clock.today(), std::slice::from_mut(&mut appointment.summary))?;
        Ok(appointment)
    }

    /// The slots of a day at the appointment's place and service, as a client sees them, for
    /// a 'Remarcar' link. A closed day is refused with its reason, on the field `date`: the link's
    /// page cannot read the closures, which need an account.
    pub fn linked_slots(
        &self,
        link: &ActionLinkRef,
        date: NaiveDate,
    ) -> Result<Vec<SlotAvailability>, DomainError> {
        let appointment = self.usable(link)?;
        expect_action(link, ClientAction::Reschedule)?;
        self.closed.check_open(&appointment.summary.location, date)?;
        self.slots_for_client(&appointment, date)
    }

    /// Does what the link says, once: `date` and `time` (`yyyy-MM-dd`, `HH:mm`) are the new
    /// slot for 'Remarcar' and ignored otherwise. Audited and told to staff.
    pub fn act_by_link(
        &self,
        link: &ActionLinkRef,
        date: Option<&str>,
        time: Option<&str>,
    ) -> Result<Appointment, DomainError> {
        let before = self.usable(link)?;
        if link.action == ClientAction::Confirm {
            let summary = &before.summary;
            if let Some(closed) = self.closed.on(&summary.location, summary.date)? {
                return Err(conflict(&presence_on_closed_day(&closed)));
            }
        }
        let change = match link.action {
            ClientAction::Confirm => ClientChange::ConfirmPresence,
            ClientAction::Cancel => ClientChange::Change(Box::new(AppointmentDraft {
                status: Status::Cancelled,
                ..draft_of(&before)
            })),
            ClientAction::Reschedule => {
                let (date, time) = self.free_slot(&before, date, time)?;
                ClientChange::Change(Box::new(AppointmentDraft { date, time, ..draft_of(&before) }))
            }
        };
        let recipient = self.client_address(&draft_of(&before))?;
        let staff = self.staff_addresses()?;
        let mails = |stored: &Appointment| match link.action {
            ClientAction::Confirm => Outgoing {
                mails: self.staff_mails(AppointmentEvent::PresenceConfirmed, stored, &staff),
                reminders: ReminderPlan::Keep,
                tokens: Vec::new(),
                freed: None,
            },
            ClientAction::Cancel => self.outgoing(
                AppointmentEvent::Cancelled,
                Some(&before),
                stored,
                &recipient,
                &staff,
            ),
            ClientAction::Reschedule => {
                self.outgoing(AppointmentEvent::Updated, Some(&before), stored, &recipient, &staff)
            }
        };
        let audit = |after: &Appointment| ClientAudit {
            actor: before.user_id,
            action: link.action.audited_as(),
            appointment: before.summary.id,
            before: audited(&before),
            after: audited(after),
        };
        let quota = before.user_id.map(|account| self.quota_of(account));
        match self.appointments.redeem(&digest(&link.token), &change, quota, &mails, &audit) {
            Ok(Some(stored)) => Ok(stored),
            // Another use of the same link got there first.
            Ok(None) => Err(conflict(LINK_USED)),
            Err(error) => Err(match error {
                RepositoryError::Duplicate(_) => DomainError::Conflict {
                    message: NEW_SLOT_TAKEN.into(),
                    field_errors: FieldErrors::single("time", NEW_SLOT_TAKEN),
                },
                other => self.refusal(other),
            }),
        }
    }

    /// The three links of a client mail about `stored`, sealed for the outbox, with the tokens
    /// to store; none when the appointment can no longer be acted on.
    pub(super) fn action_links(
        &self,
        stored: &Appointment,
    ) -> (Option<ActionLinks>, Vec<IssuedActionToken>) {
        if !acts_on(stored.summary.status) {
            return (None, Vec::new());
        }
        let base = self.rules.portal_url.trim_end_matches('/');
        let mut tokens = Vec::new();
        let mut link = |action: ClientAction| {
            let token = self.links.secrets.token();
            tokens.push(IssuedActionToken { digest: digest(&token), action });
            self.links.sealer.seal(&format!(
                "{base}/agendamento?id={}&acao={}&token={token}",
                stored.summary.id.0,
                action.as_str()
            ))
        };
        let links = ActionLinks {
            confirm_url: link(ClientAction::Confirm),
            reschedule_url: link(ClientAction::Reschedule),
            cancel_url: link(ClientAction::Cancel),
        };
        (Some(links), tokens)
    }

    /// The appointment behind a link that can still be used, or why not.
    fn usable(&self, link: &ActionLinkRef) -> Result<Appointment, DomainError> {
        let token = self
            .appointments
            .action_token(&digest(link.token.trim()))?
            .filter(|token| token.appointment == link.appointment)
            .ok_or_else(|| DomainError::NotFound(LINK_INVALID.into()))?;
        if token.action != link.action {
            return Err(conflict(LINK_WRONG_ACTION));
        }
        let appointment = self
            .appointments
            .find(link.appointment)?
            .ok_or_else(|| DomainError::NotFound(LINK_INVALID.into()))?;
        let summary = &appointment.summary;
        // What became of the appointment says more than which of its links was used.
        match summary.status {
            Status::Cancelled => return Err(conflict(LINK_CANCELLED)),
            Status::Completed => return Err(conflict(LINK_COMPLETED)),
            Status::Pending | Status::Confirmed => {}
        }
        if token.used {
            let confirmed =
                link.action == ClientAction::Confirm && summary.presence_confirmed_at.is_some();
            return Err(conflict(if confirmed { PRESENCE_ALREADY_CONFIRMED } else { LINK_USED }));
        }
        if starts_at(summary.date, summary.time).is_none_or(|starts| starts <= self.clock.now()) {
            return Err(conflict(LINK_EXPIRED));
        }
        Ok(appointment)
    }

    /// The new slot a 'Remarcar' asks for, when it is free for a client.
    fn free_slot(
        &self,
        appointment: &Appointment,
        date: Option<&str>,
        time: Option<&str>,
    ) -> Result<(NaiveDate, NaiveTime), DomainError> {
        let mut errors = FieldErrors::new();
        let date = read_field(
            &mut errors,
            "date",
            date,
            NEW_DATE_REQUIRED,
            |text| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok(),
            super::form::messages::DATE_INVALID,
        );
        let time = read_field(
            &mut errors,
            "time",
            time,
            NEW_TIME_REQUIRED,
            |text| NaiveTime::parse_from_str(text, "%H:%M").ok(),
            super::form::messages::TIME_INVALID,
        );
        let (Some(date), Some(time)) = (date, time) else {
            return Err(DomainError::Validation(errors));
        };
        let today = self.clock.today();
        if today.checked_add_months(Months::new(24)).is_none_or(|last| date > last) {
            return Err(DomainError::Validation(FieldErrors::single("date", NEW_DATE_TOO_FAR)));
        }
        self.closed.check_open(&appointment.summary.location, date)?;
        let free = self
            .slots_for_client(appointment, date)?
            .iter()
            .any(|slot| slot.time == time && slot.available);
        if !free {
            return Err(DomainError::Conflict {
                message: NEW_SLOT_TAKEN.into(),
                field_errors: FieldErrors::single("time", NEW_SLOT_TAKEN),
            });
        }
        Ok((date, time))
    }
}

/// A field of the new slot: required, and read by `parse`.
fn read_field<T>(
    errors: &mut FieldErrors,
    field: &str,
    sent: Option<&str>,
    required: &str,
    parse: impl Fn(&str) -> Option<T>,
    invalid: &str,
) -> Option<T> {
    let Some(text) = sent.map(str::trim).filter(|text| !text.is_empty()) else {
        errors.add(field, required);
        return None;
    };
    let read = parse(text);
    if read.is_none() {
        errors.add(field, invalid);
    }
    read
}

/// Whether links still act on an appointment of this status.
fn acts_on(status: Status) -> bool {
    matches!(status, Status::Pending | Status::Confirmed)
}

fn expect_action(link: &ActionLinkRef, action: ClientAction) -> Result<(), DomainError> {
    if link.action == action {
        Ok(())
    } else {
        Err(conflict(LINK_WRONG_ACTION))
    }
}

fn conflict(message: &str) -> DomainError {
    DomainError::Conflict { message: message.into(), field_errors: FieldErrors::new() }
}

/// What the audit row keeps of the appointment: when, where, its status and the presence.
fn audited(appointment: &Appointment) -> Value {
    let summary = &appointment.summary;
    json!({
        "date": summary.date.format("%Y-%m-%d").to_string(),
        "time": summary.time.format("%H:%M").to_string(),
        "location": summary.location,
        "status": summary.status.as_str(),
        "presenceConfirmedAt": summary.presence_confirmed_at.map(|at| at.to_rfc3339()),
    })
}

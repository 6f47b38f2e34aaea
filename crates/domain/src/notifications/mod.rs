//! What the portal tells people by e-mail. Use cases describe the event; the
//! outbox stores it with the change that caused it; the mailer adapter renders
//! and sends it later, retrying until it goes through.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::{Deserialize, Serialize};

use crate::appointments::{starts_at, AgendaLine};
use crate::secrets::Sealer;
use crate::users::{UserId, UserRepository};
use crate::RepositoryError;

mod delivery;
mod details;

pub use delivery::{retry_delay, DeliveryError, Mailer, MAX_DELIVERY_ATTEMPTS};
pub use details::{ActionLinks, AppointmentDetails, AppointmentEvent, BookedSlot, RequestDetails};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Notification {
    /// A link to choose a new password; valid for `valid_minutes`.
    PasswordReset {
        to: String,
        name: String,
        /// Sealed (see [`Sealer`]) while the mail waits in the outbox; the
        /// worker opens it just before rendering ([`Notification::opened`]).
        reset_url: String,
        valid_minutes: u32,
    },
    /// To the account's address: its password was changed, or reset by link.
    PasswordChanged { to: String, name: String, by_reset: bool },
    /// To the account's previous address: its e-mail is now `new_email`
    /// (partly hidden, e.g. 'g***@exemplo.com').
    EmailChanged { to: String, name: String, new_email: String },
    /// To the account's address: its second factor (TOTP) was turned on or off.
    TwoFactorChanged { to: String, name: String, enabled: bool },
    /// To a client: a message waits in the portal (its text is not mailed).
    NewMessage { to: String, name: String, messages_url: String },
    /// To a tree's owner who asked for it: where to download the tree's PDF report (the mail
    /// carries the link, not the file).
    FamilyTreeReport { to: String, name: String, tree_url: String },
    /// To the client: their booking, its checklist, a calendar invite and a link to the portal.
    AppointmentToClient {
        to: String,
        event: AppointmentEvent,
        appointment: AppointmentDetails,
        /// Empty in mails queued before links were added.
        #[serde(default)]
        appointment_url: String,
        /// 'Confirmar presença', 'Remarcar', 'Cancelar': sealed while the mail waits; none once
        /// the appointment is no longer pending or confirmed.
        #[serde(default)]
        actions: Option<ActionLinks>,
    },
    /// To the client, some time before the appointment starts (`REMINDER_OFFSETS`).
    AppointmentReminder {
        to: String,
        appointment: AppointmentDetails,
        appointment_url: String,
        /// As in [`Notification::AppointmentToClient`].
        #[serde(default)]
        actions: Option<ActionLinks>,
    },
    /// To the client: staff closed the day of their appointment after it was booked
    /// (`notice`: 'Fechado em 07/12/2026: Reforma.'); it must be moved or cancelled in the portal.
    AppointmentDayClosed {
        to: String,
        name: String,
        appointment: BookedSlot,
        notice: String,
        appointment_url: String,
    },
    /// To the client told of [`Notification::AppointmentDayClosed`]: staff removed that closure,
    /// so the appointment stands as it was booked.
    AppointmentDayReopened {
        to: String,
        name: String,
        appointment: BookedSlot,
        appointment_url: String,
    },
    /// To staff (`STAFF_EMAIL`, or each active administrator): every booking, with all its data.
    AppointmentToStaff { to: String, event: AppointmentEvent, appointment: AppointmentDetails },
    /// To staff (`STAFF_EMAIL`, or each active administrator), at 07:00 São Paulo time: the day's
    /// active appointments, by place and time.
    DailyAgenda { to: String, day: NaiveDate, appointments: Vec<AgendaLine> },
    /// To staff (`STAFF_EMAIL`, or each active administrator): a new service request, its
    /// content and a link to it in the inbox; never its documents.
    RequestToStaff { to: String, request: RequestDetails, request_url: String },
    /// To the client: their request arrived, and when to expect an answer.
    RequestReceived {
        to: String,
        name: String,
        title: String,
        promise: String,
        /// The client's page of this request. Mails queued before it carried the list's
        /// (`requestsUrl`), still a good link.
        #[serde(alias = "requestsUrl")]
        request_url: String,
    },
    /// To the client: staff answered their request (the answer is also in /messages).
    RequestReply {
        to: String,
        name: String,
        title: String,
        reply: String,
        /// The client's page of this request, where the answers stand. Mails queued before it
        /// carried Mensagens' (`messagesUrl`), still a good link.
        #[serde(alias = "messagesUrl")]
        request_url: String,
    },
    /// To the client: staff approved their discount request; the course's code (also in
    /// /messages).
    DiscountApproved {
        to: String,
        name: String,
        course: String,
        code: String,
        messages_url: String,
    },
    /// To the client: staff posted an update to their case (its text included).
    CaseUpdateToClient {
        to: String,
        name: String,
        case_title: String,
        content: String,
        case_url: String,
    },
    /// To staff (`STAFF_EMAIL`, or each active administrator): a client handed in a document
    /// for their case.
    CaseUploadToStaff {
        to: String,
        client_name: String,
        case_title: String,
        document_name: String,
        case_url: String,
    },
    /// To a client: their documents that expire within 30 days, soonest first (each document is
    /// told once).
    DocumentsExpiring {
        to: String,
        name: String,
        documents: Vec<crate::documents::ExpiringLine>,
        documents_url: String,
    },
    /// To a client on a day's waitlist: a slot freed up and is held for them until
    /// `expires_at`; the link (sealed while the mail waits) opens the page that books it.
    WaitlistHold {
        to: String,
        name: String,
        service_name: String,
        location: String,
        date: NaiveDate,
        time: NaiveTime,
        expires_at: DateTime<Utc>,
        hold_url: String,
    },
}

/// Who on the staff hears of what clients do (bookings, requests, finished trees, uploads to a
/// case): `STAFF_EMAIL`, or else every active administrator, so that nothing is told to nobody.
pub fn staff_addresses(
    staff_email: Option<&str>,
    users: &dyn UserRepository,
) -> Result<Vec<String>, RepositoryError> {
    match staff_email {
        Some(address) => Ok(vec![address.to_owned()]),
        None => users.active_admin_emails(),
    }
}

/// How many mails an account's own actions may queue in an hour (`MAIL_CAP_PER_HOUR`), counted
/// from the outbox rows of that account; beyond it the action still succeeds and its mails are
/// left out. Security mails (password resets) are never counted nor left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MailQuota {
    pub account: UserId,
    pub per_hour: i64,
}

impl Notification {
    /// The notification as it is mailed: what was sealed for the outbox, opened.
    /// A secret that no longer opens (the key changed) can never be sent.
    pub fn opened(&self, sealer: &dyn Sealer) -> Result<Notification, DeliveryError> {
        match self {
            Notification::PasswordReset { to, name, reset_url, valid_minutes } => {
                Ok(Notification::PasswordReset {
                    to: to.clone(),
                    name: name.clone(),
                    reset_url: sealer.open(reset_url).ok_or_else(|| {
                        DeliveryError::Permanent("the sealed reset link does not open".into())
                    })?,
                    valid_minutes: *valid_minutes,
                })
            }
            Notification::AppointmentToClient { actions: Some(links), .. }
            | Notification::AppointmentReminder { actions: Some(links), .. } => {
                let opened = links.opened(sealer)?;
                let mut mail = self.clone();
                if let Notification::AppointmentToClient { actions, .. }
                | Notification::AppointmentReminder { actions, .. } = &mut mail
                {
                    *actions = Some(opened);
                }
                Ok(mail)
            }
            Notification::WaitlistHold { hold_url, .. } => {
                let opened = sealer.open(hold_url).ok_or_else(|| {
                    DeliveryError::Permanent("the sealed waitlist link does not open".into())
                })?;
                let mut mail = self.clone();
                if let Notification::WaitlistHold { hold_url, .. } = &mut mail {
                    *hold_url = opened;
                }
                Ok(mail)
            }
            other => Ok(other.clone()),
        }
    }

    /// A short name for logs: never the content, which may hold a secret link.
    pub fn kind(&self) -> &'static str {
        match self {
            Notification::PasswordReset { .. } => "passwordReset",
            Notification::PasswordChanged { .. } => "passwordChanged",
            Notification::EmailChanged { .. } => "emailChanged",
            Notification::TwoFactorChanged { .. } => "twoFactorChanged",
            Notification::NewMessage { .. } => "newMessage",
            Notification::FamilyTreeReport { .. } => "familyTreeReport",
            Notification::AppointmentToClient { .. } => "appointmentToClient",
            Notification::AppointmentReminder { .. } => "appointmentReminder",
            Notification::AppointmentDayClosed { .. } => "appointmentDayClosed",
            Notification::AppointmentDayReopened { .. } => "appointmentDayReopened",
            Notification::AppointmentToStaff { .. } => "appointmentToStaff",
            Notification::DailyAgenda { .. } => "dailyAgenda",
            Notification::RequestToStaff { .. } => "requestToStaff",
            Notification::RequestReceived { .. } => "requestReceived",
            Notification::RequestReply { .. } => "requestReply",
            Notification::DiscountApproved { .. } => "discountApproved",
            Notification::CaseUpdateToClient { .. } => "caseUpdateToClient",
            Notification::CaseUploadToStaff { .. } => "caseUploadToStaff",
            Notification::DocumentsExpiring { .. } => "documentsExpiring",
            Notification::WaitlistHold { .. } => "waitlistHold",
        }
    }

    /// The appointment the mail is about, if any: its delivery is kept for staff to see.
    pub fn appointment_id(&self) -> Option<i64> {
        match self {
            Notification::AppointmentToClient { appointment, .. }
            | Notification::AppointmentReminder { appointment, .. }
            | Notification::AppointmentToStaff { appointment, .. } => Some(appointment.id),
            Notification::AppointmentDayClosed { appointment, .. }
            | Notification::AppointmentDayReopened { appointment, .. } => Some(appointment.id),
            _ => None,
        }
    }

    /// Whether sending it now would be wrong: a reminder of an appointment that has already
    /// started (its worker was down until after it).
    pub fn is_stale(&self, now: DateTime<Utc>) -> bool {
        match self {
            Notification::AppointmentReminder { appointment, .. } => {
                starts_at(appointment.date, appointment.time).is_none_or(|starts| starts <= now)
            }
            // Its hold has passed on to the next in line.
            Notification::WaitlistHold { expires_at, .. } => *expires_at <= now,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notifications_survive_a_round_trip_through_json() {
        let notification = Notification::PasswordReset {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            reset_url: "http://x/auth/reset?token=abc".into(),
            valid_minutes: 60,
        };
        let json = serde_json::to_value(&notification).unwrap();
        assert_eq!(json["kind"], "passwordReset");
        assert_eq!(json["resetUrl"], "http://x/auth/reset?token=abc");
        let back: Notification = serde_json::from_value(json).unwrap();
        assert_eq!(back, notification);
    }

    #[test]
    fn a_request_confirmation_queued_with_the_list_s_link_is_still_read() {
        let queued = serde_json::json!({
            "kind": "requestReceived",
            "to": "ana@exemplo.com",
            "name": "Ana",
            "title": "Cidadania italiana — Contra Decreto",
            "promise": "Nossa equipe responderá em até 24 horas.",
            "requestsUrl": "http://x/requests",
        });
        let read: Notification = serde_json::from_value(queued).unwrap();
        let Notification::RequestReceived { request_url, .. } = &read else { panic!("{read:?}") };
        assert_eq!(request_url, "http://x/requests");
        assert_eq!(serde_json::to_value(&read).unwrap()["requestUrl"], "http://x/requests");
    }

    #[test]
    fn a_request_reply_queued_with_the_messages_link_is_still_read() {
        let queued = serde_json::json!({
            "kind": "requestReply",
            "to": "ana@exemplo.com",
            "name": "Ana",
            "title": "Curso de italiano",
            "reply": "Sua matrícula está confirmada.",
            "messagesUrl": "http://x/messages",
        });
        let read: Notification = serde_json::from_value(queued).unwrap();
        let Notification::RequestReply { request_url, .. } = &read else { panic!("{read:?}") };
        assert_eq!(request_url, "http://x/messages");
        assert_eq!(serde_json::to_value(&read).unwrap()["requestUrl"], "http://x/messages");
    }
}

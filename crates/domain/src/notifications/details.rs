//! The parts of a notification: what a mail shows of an appointment or a request, frozen when
//! the change happened.

use chrono::{NaiveDate, NaiveTime};
use serde::{Deserialize, Serialize};

use super::DeliveryError;
use crate::appointments::{AppointmentSummary, Status};
use crate::secrets::Sealer;

/// A service request as the staff mail shows it, frozen when it was sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestDetails {
    pub id: i64,
    pub kind: String,
    pub title: String,
    pub client_name: String,
    pub client_email: String,
    /// The form's fields, label and value.
    pub lines: Vec<(String, String)>,
    /// The names of the attached documents (the files stay in the portal).
    pub documents: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AppointmentEvent {
    Created,
    Updated,
    Cancelled,
    /// The client confirmed they will come, from the link in a mail (told to staff only).
    PresenceConfirmed,
}

/// The links of a client's appointment mail that act on it without signing in, each carrying
/// its own single-purpose token. Sealed (see [`Sealer`]) while the mail waits in the outbox.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionLinks {
    pub confirm_url: String,
    pub reschedule_url: String,
    pub cancel_url: String,
}

impl ActionLinks {
    pub(super) fn opened(&self, sealer: &dyn Sealer) -> Result<ActionLinks, DeliveryError> {
        let open = |sealed: &str| {
            sealer.open(sealed).ok_or_else(|| {
                DeliveryError::Permanent("a sealed appointment link does not open".into())
            })
        };
        Ok(ActionLinks {
            confirm_url: open(&self.confirm_url)?,
            reschedule_url: open(&self.reschedule_url)?,
            cancel_url: open(&self.cancel_url)?,
        })
    }
}

/// What the closed-day mails say of an appointment: what, where and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BookedSlot {
    pub id: i64,
    pub service_name: String,
    pub location: String,
    pub date: NaiveDate,
    pub time: NaiveTime,
}

impl From<&AppointmentSummary> for BookedSlot {
    fn from(a: &AppointmentSummary) -> Self {
        Self {
            id: a.id.0,
            service_name: a.service_name.clone(),
            location: a.location.clone(),
            date: a.date,
            time: a.time,
        }
    }
}

/// An appointment as mails show it, frozen when the change happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AppointmentDetails {
    pub id: i64,
    pub client_name: String,
    pub client_email: String,
    pub client_phone: Option<String>,
    pub service_name: String,
    pub location: String,
    pub date: NaiveDate,
    pub time: NaiveTime,
    pub status: Status,
    pub notes: Option<String>,
    /// The 'DADOS ESPECÍFICOS PASSAPORTE ITALIANO' lines, label and value, for Italian services.
    pub italian_lines: Option<Vec<(String, String)>>,
    /// How many times the appointment was changed: the invite's SEQUENCE.
    #[serde(default)]
    pub sequence: i32,
}

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::{Deserialize, Serialize};

use super::status::Status;
use crate::catalog::ServiceId;
use crate::paging::PageRequest;
use crate::users::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AppointmentId(pub i64);

/// The identity document an Italian passport appointment asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
pub enum DocumentType {
    #[serde(rename = "RG")]
    #[strum(serialize = "RG")]
    Rg,
    #[serde(rename = "RNE")]
    #[strum(serialize = "RNE")]
    Rne,
    #[serde(rename = "passaporte_brasileiro")]
    #[strum(serialize = "passaporte_brasileiro")]
    BrazilianPassport,
    #[serde(rename = "outro")]
    #[strum(serialize = "outro")]
    Other,
}

impl DocumentType {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The codes, and `rg`/`rne` in lower case.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim() {
            "rg" => Some(DocumentType::Rg),
            "rne" => Some(DocumentType::Rne),
            code => code.parse().ok(),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            DocumentType::Rg => "RG",
            DocumentType::Rne => "RNE",
            DocumentType::BrazilianPassport => "Passaporte Brasileiro",
            DocumentType::Other => "Outro",
        }
    }
}

/// The data an Italian passport appointment carries besides the usual.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ItalianData {
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub birth_date: Option<NaiveDate>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub birth_place: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub current_address: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub document_type: Option<DocumentType>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub document_number: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub document_issue_date: Option<NaiveDate>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub document_expiry_date: Option<NaiveDate>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub document_issuer: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub aire_registration_number: Option<String>,
}

/// An appointment as stored: what a list shows of it, and what only its detail shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Appointment {
    pub summary: AppointmentSummary,
    /// The client's account; `None` once that account is deleted.
    pub user_id: Option<UserId>,
    pub client_phone: Option<String>,
    pub notes: Option<String>,
    pub italian: ItalianData,
    /// How many times it was changed since booked: its calendar invite's SEQUENCE.
    pub sequence: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An appointment as the lists show it: who, what, where, when and its status. The client's
/// phone, the notes and the identity document are read one appointment at a time, when someone
/// opens it, so that a page of the agenda does not carry fifty people's documents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppointmentSummary {
    pub id: AppointmentId,
    pub client_name: String,
    pub client_email: String,
    pub service_id: ServiceId,
    pub service_name: String,
    pub location: String,
    pub date: NaiveDate,
    pub time: NaiveTime,
    pub status: Status,
    /// When the client confirmed, from the link in a mail, that they will come; cleared when
    /// the appointment moves.
    pub presence_confirmed_at: Option<DateTime<Utc>>,
    /// Booked from a priority quick-access link, or marked by staff (`priority::decide`).
    pub priority: bool,
    /// Why its day is closed, when it is still to take place on a day closed since it was
    /// booked ('Fechado em 07/12/2026: Reforma.'); set by the lists, not stored.
    pub closed_notice: Option<String>,
}

impl From<&Appointment> for AppointmentSummary {
    fn from(a: &Appointment) -> Self {
        a.summary.clone()
    }
}

/// A validated appointment, about to be stored (new or changed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppointmentDraft {
    pub user_id: Option<UserId>,
    pub client_name: String,
    pub client_email: String,
    pub client_phone: Option<String>,
    pub service_id: ServiceId,
    pub location: String,
    pub date: NaiveDate,
    pub time: NaiveTime,
    pub status: Status,
    pub notes: Option<String>,
    pub italian: ItalianData,
    pub priority: bool,
}

/// What a list shows: a user's own appointments, or everyone's for staff.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct AppointmentFilter {
    pub owner: Option<UserId>,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub status: Option<Status>,
    /// Matches the client's name or e-mail.
    pub query: Option<String>,
    /// Only the priority appointments.
    pub only_priority: bool,
    /// Only those still to take place ([`super::Status::is_upcoming`]).
    pub only_active: bool,
    pub page: PageRequest,
}

/// One bookable time of a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotAvailability {
    pub time: NaiveTime,
    pub available: bool,
    /// The time has begun in Brasília: it will not free up. A day whose slots have all passed
    /// has nothing left to book or to wait for.
    pub passed: bool,
}

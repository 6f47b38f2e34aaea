//! The appointment's rows as Diesel reads and writes them, and their mapping to the core's types.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use domain::appointments::{
    Appointment, AppointmentDraft, AppointmentId, AppointmentSummary, DocumentType, ItalianData,
    Status,
};
use domain::catalog::ServiceId;
use domain::users::UserId;
use domain::RepositoryError;

use crate::schema::{appointments, services};

/// The columns a list shows (`AppointmentSummary`).
#[derive(Queryable, Selectable)]
#[diesel(table_name = appointments, check_for_backend(diesel::pg::Pg))]
pub(super) struct SummaryRow {
    id: i64,
    client_name: String,
    client_email: String,
    service_id: i64,
    location: String,
    date: NaiveDate,
    time: NaiveTime,
    status: String,
    presence_confirmed_at: Option<DateTime<Utc>>,
    priority: bool,
}

/// A whole appointment: its summary, and what only its detail shows.
#[derive(Queryable, Selectable)]
#[diesel(table_name = appointments, check_for_backend(diesel::pg::Pg))]
pub(super) struct AppointmentRow {
    #[diesel(embed)]
    summary: SummaryRow,
    user_id: Option<i64>,
    client_phone: Option<String>,
    notes: Option<String>,
    #[diesel(embed)]
    italian: ItalianRow,
    sequence: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The Italian passport columns, as read.
#[derive(Queryable, Selectable)]
#[diesel(table_name = appointments, check_for_backend(diesel::pg::Pg))]
pub(super) struct ItalianRow {
    birth_date: Option<NaiveDate>,
    birth_place: Option<String>,
    current_address: Option<String>,
    document_type: Option<String>,
    document_number: Option<String>,
    document_issue_date: Option<NaiveDate>,
    document_expiry_date: Option<NaiveDate>,
    document_issuer: Option<String>,
    aire_registration_number: Option<String>,
}

impl From<ItalianRow> for ItalianData {
    fn from(row: ItalianRow) -> Self {
        Self {
            birth_date: row.birth_date,
            birth_place: row.birth_place,
            current_address: row.current_address,
            document_type: row.document_type.as_deref().and_then(DocumentType::parse),
            document_number: row.document_number,
            document_issue_date: row.document_issue_date,
            document_expiry_date: row.document_expiry_date,
            document_issuer: row.document_issuer,
            aire_registration_number: row.aire_registration_number,
        }
    }
}

fn stored_status(id: i64, text: &str) -> Result<Status, RepositoryError> {
    Status::parse(text)
        .ok_or_else(|| RepositoryError::Storage(format!("appointment {id} has status {text:?}")))
}

pub(super) fn summary(
    (row, service_name): (SummaryRow, String),
) -> Result<AppointmentSummary, RepositoryError> {
    Ok(AppointmentSummary {
        id: AppointmentId(row.id),
        status: stored_status(row.id, &row.status)?,
        client_name: row.client_name,
        client_email: row.client_email,
        service_id: ServiceId(row.service_id),
        service_name,
        location: row.location,
        date: row.date,
        time: row.time,
        presence_confirmed_at: row.presence_confirmed_at,
        priority: row.priority,
        closed_notice: None,
    })
}

pub(super) fn appointment(
    (row, service_name): (AppointmentRow, String),
) -> Result<Appointment, RepositoryError> {
    Ok(Appointment {
        summary: summary((row.summary, service_name))?,
        user_id: row.user_id.map(UserId),
        client_phone: row.client_phone,
        notes: row.notes,
        italian: row.italian.into(),
        sequence: row.sequence,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

// Every column bound, none left to its default: the INSERT's text never changes, so it is
// prepared once per connection.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = appointments, treat_none_as_null = true, treat_none_as_default_value = false)]
pub(super) struct DraftRow<'a> {
    user_id: Option<i64>,
    client_name: &'a str,
    client_email: &'a str,
    client_phone: Option<&'a str>,
    service_id: i64,
    location: &'a str,
    date: NaiveDate,
    time: NaiveTime,
    status: &'a str,
    notes: Option<&'a str>,
    #[diesel(embed)]
    italian: ItalianChanges<'a>,
    priority: bool,
}

/// The Italian passport columns, as written.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = appointments, treat_none_as_null = true, treat_none_as_default_value = false)]
pub(super) struct ItalianChanges<'a> {
    birth_date: Option<NaiveDate>,
    birth_place: Option<&'a str>,
    current_address: Option<&'a str>,
    document_type: Option<&'a str>,
    document_number: Option<&'a str>,
    document_issue_date: Option<NaiveDate>,
    document_expiry_date: Option<NaiveDate>,
    document_issuer: Option<&'a str>,
    aire_registration_number: Option<&'a str>,
}

impl<'a> From<&'a ItalianData> for ItalianChanges<'a> {
    fn from(italian: &'a ItalianData) -> Self {
        Self {
            birth_date: italian.birth_date,
            birth_place: italian.birth_place.as_deref(),
            current_address: italian.current_address.as_deref(),
            document_type: italian.document_type.map(DocumentType::as_str),
            document_number: italian.document_number.as_deref(),
            document_issue_date: italian.document_issue_date,
            document_expiry_date: italian.document_expiry_date,
            document_issuer: italian.document_issuer.as_deref(),
            aire_registration_number: italian.aire_registration_number.as_deref(),
        }
    }
}

impl<'a> From<&'a AppointmentDraft> for DraftRow<'a> {
    fn from(draft: &'a AppointmentDraft) -> Self {
        Self {
            user_id: draft.user_id.map(|id| id.0),
            client_name: &draft.client_name,
            client_email: &draft.client_email,
            client_phone: draft.client_phone.as_deref(),
            service_id: draft.service_id.0,
            location: &draft.location,
            date: draft.date,
            time: draft.time,
            status: draft.status.as_str(),
            notes: draft.notes.as_deref(),
            italian: (&draft.italian).into(),
            priority: draft.priority,
        }
    }
}

/// An appointment with its service's name.
pub(super) fn load_one(conn: &mut PgConnection, id: i64) -> QueryResult<(AppointmentRow, String)> {
    appointments::table
        .inner_join(services::table)
        .filter(appointments::id.eq(id))
        .select((AppointmentRow::as_select(), services::name))
        .first(conn)
}

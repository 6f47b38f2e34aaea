//! The appointment form as sent, and its rules (docs/product-decisions.md, decision 5).

mod fields;
mod italian;
pub mod messages;
mod schedule;
mod status;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;

pub use italian::ItalianForm;

use self::fields::{free_text, line, MAX_NOTES};
use self::schedule::ScheduleFields;
use super::locations::is_italian_service;
use super::model::{AppointmentDraft, ItalianData};
use super::TIME_ZONE;
use crate::catalog::Service;
use crate::users::{EmailAddress, Phone, UserId};
use crate::FieldErrors;

/// The form as sent, the body of a booking or a change; every field still text.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
// A weekday years ahead, so that `make fuzz` books it as a client too; move it on before it comes near.
#[cfg_attr(feature = "openapi", schema(example = json!({
    "clientName": "Giulia Bianchi Ferreira", "clientEmail": "giulia@exemplo.com",
    "clientPhone": "+55 11 98888-7777", "serviceId": 1,
    "location": "Consulado Geral da Itália em São Paulo", "date": "2036-03-12", "time": "10:00",
    "status": "confirmed", "notes": "Levarei a certidão de nascimento italiana.",
    "birthDate": "1990-05-10", "birthPlace": "Curitiba", "currentAddress": "Rua das Flores, 10",
    "documentType": "RG", "documentNumber": "12.345.678-9", "documentIssueDate": "2015-01-20",
    "documentExpiryDate": "2035-01-20", "documentIssuer": "SSP/PR",
    "aireRegistrationNumber": "AIRE-778899"
})))]
pub struct AppointmentForm {
    #[serde(default)]
    pub client_name: String,
    #[serde(default)]
    pub client_email: String,
    pub client_phone: Option<String>,
    pub service_id: Option<i64>,
    #[serde(default)]
    pub location: String,
    /// `yyyy-MM-dd`.
    pub date: Option<String>,
    /// `HH:mm`, one of the day's slots.
    pub time: Option<String>,
    pub status: Option<String>,
    pub notes: Option<String>,
    #[serde(flatten)]
    pub italian: ItalianForm,
    /// Admins may book for a client's account.
    pub user_id: Option<i64>,
    /// A priority booking (a quick-access link with `priority=true`): anyone sets it when
    /// booking; a client's later change keeps the stored flag, staff may change it.
    pub priority: Option<bool>,
}

/// Who fills the form in, and when.
pub struct FormContext<'a> {
    /// The service the form names, if it exists and is bookable.
    pub service: Option<&'a Service>,
    pub by_admin: bool,
    /// Clients book future weekdays only; checked when they pick a date and time.
    pub check_schedule: bool,
    pub now: DateTime<Utc>,
    /// The account the appointment belongs to.
    pub owner: Option<UserId>,
}

/// Checks the whole form at once and answers every message, or the draft.
pub fn validate(
    form: &AppointmentForm,
    context: &FormContext<'_>,
) -> Result<AppointmentDraft, FieldErrors> {
    let mut errors = FieldErrors::new();
    let today = context.now.with_timezone(&TIME_ZONE).date_naive();
    let client_name = line(
        &mut errors,
        "clientName",
        Some(&form.client_name),
        Some(messages::CLIENT_NAME_REQUIRED),
    );
    let client_email = EmailAddress::parse(&form.client_email)
        .map_err(|_| errors.add("clientEmail", messages::CLIENT_EMAIL_INVALID))
        .ok();
    let schedule = ScheduleFields {
        service_id: form.service_id,
        location: &form.location,
        date: form.date.as_deref(),
        time: form.time.as_deref(),
    }
    .read(context.service, today, context.check_schedule.then_some(context.now), &mut errors);
    let status = status::read(&mut errors, form.status.as_deref(), context.by_admin);
    let notes = free_text(&mut errors, "notes", form.notes.as_deref(), MAX_NOTES, true);
    let italian_service =
        context.service.is_some_and(|s| is_italian_service(&s.name)) && form.service_id.is_some();
    let (client_phone, italian) = contact_and_passport(
        &mut errors,
        form.client_phone.as_deref(),
        &form.italian,
        italian_service,
        today,
    );

    match (client_name, client_email, schedule, status) {
        (Some(client_name), Some(client_email), Some(schedule), Some(status))
            if errors.is_empty() =>
        {
            Ok(AppointmentDraft {
                user_id: context.owner,
                client_name,
                client_email: client_email.as_str().to_owned(),
                client_phone,
                service_id: schedule.service.id,
                location: schedule.location,
                date: schedule.date,
                time: schedule.time,
                status,
                notes,
                italian,
                priority: crate::priority::decide(None, form.priority, context.by_admin),
            })
        }
        _ => Err(errors),
    }
}

/// The phone and the passport data, both required for an Italian service.
fn contact_and_passport(
    errors: &mut FieldErrors,
    phone: Option<&str>,
    italian: &ItalianForm,
    italian_service: bool,
    today: NaiveDate,
) -> (Option<String>, ItalianData) {
    let phone = line(
        errors,
        "clientPhone",
        phone,
        italian_service.then_some(messages::CLIENT_PHONE_REQUIRED),
    )
    // The same rule as an account's phone: the staff's mail and the agenda show it to be called.
    .and_then(|typed| match Phone::parse_optional(Some(&typed)) {
        Ok(phone) => phone.map(|phone| phone.as_str().to_owned()),
        Err(message) => {
            errors.add("clientPhone", message);
            None
        }
    });
    (phone, italian.read(italian_service, today, errors))
}

/// What a waitlist hold's page adds to the client's account when it books: the phone (the
/// account's when none is sent) and, for an Italian service, the passport data.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HoldDetailsForm {
    pub client_phone: Option<String>,
    #[serde(flatten)]
    pub italian: ItalianForm,
}

impl HoldDetailsForm {
    /// The phone and passport data, checked as a booking checks them.
    pub(in crate::appointments) fn read(
        &self,
        account_phone: Option<&str>,
        italian_service: bool,
        today: NaiveDate,
    ) -> Result<(Option<String>, ItalianData), FieldErrors> {
        let mut errors = FieldErrors::new();
        let sent = self.client_phone.as_deref().filter(|phone| !phone.trim().is_empty());
        let (phone, italian) = contact_and_passport(
            &mut errors,
            sent.or(account_phone),
            &self.italian,
            italian_service,
            today,
        );
        if errors.is_empty() {
            Ok((phone, italian))
        } else {
            Err(errors)
        }
    }
}

//! The appointment form's rules (docs/product-decisions.md, decision 5), with their messages.

use chrono::{DateTime, Datelike, NaiveDate, NaiveTime, Utc, Weekday};

use super::locations::{is_italian_service, locations_for};
use super::model::{AppointmentDraft, DocumentType, ItalianData};
use super::slots::is_slot;
use super::status::{Status, STATUS_INVALID};
use super::TIME_ZONE;
use crate::catalog::Service;
use crate::users::{EmailAddress, UserId};
use crate::FieldErrors;

pub mod messages {
    pub const CLIENT_NAME_REQUIRED: &str = "Nome do cliente é obrigatório";
    pub const CLIENT_EMAIL_INVALID: &str = "Formato de e-mail inválido";
    pub const SERVICE_REQUIRED: &str = "Serviço é obrigatório";
    pub const SERVICE_NOT_FOUND: &str = "Serviço não encontrado";
    pub const LOCATION_REQUIRED: &str = "Local é obrigatório";
    pub const LOCATION_NOT_OFFERED: &str = "Este local não atende o serviço escolhido";
    pub const DATE_REQUIRED: &str = "Data é obrigatória";
    pub const DATE_INVALID: &str = "Data inválida";
    pub const TIME_REQUIRED: &str = "Horário é obrigatório";
    pub const TIME_INVALID: &str = "Escolha um dos horários disponíveis";
    pub const STATUS_REQUIRED: &str = "Status é obrigatório";
    pub const WEEKDAYS_ONLY: &str = "Agendamentos apenas de segunda a sexta-feira";
    pub const FUTURE_ONLY: &str = "Escolha uma data e um horário futuros";
    pub const BIRTH_DATE_REQUIRED: &str = "Data de nascimento é obrigatória";
    pub const BIRTH_PLACE_REQUIRED: &str = "Local de nascimento é obrigatório";
    pub const CURRENT_ADDRESS_REQUIRED: &str = "Endereço atual é obrigatório";
    pub const CLIENT_PHONE_REQUIRED: &str = "Telefone é obrigatório";
    pub const DOCUMENT_TYPE_REQUIRED: &str = "Tipo de documento é obrigatório";
    pub const DOCUMENT_NUMBER_REQUIRED: &str = "Número do documento é obrigatório";
    pub const ISSUE_DATE_REQUIRED: &str = "Data de emissão é obrigatória";
    pub const EXPIRY_DATE_REQUIRED: &str = "Data de validade é obrigatória";
    pub const ISSUER_REQUIRED: &str = "Órgão emissor é obrigatório";
    pub const AIRE_REQUIRED: &str = "Número A.I.R.E. é obrigatório";
    pub const EXPIRY_BEFORE_ISSUE: &str = "A data de validade deve ser posterior à data de emissão";
    pub const TEXT_TOO_LONG: &str = "Texto longo demais";
}

/// The form as sent; every field still text.
#[derive(Debug, Clone, Default)]
pub struct AppointmentForm {
    pub client_name: String,
    pub client_email: String,
    pub client_phone: Option<String>,
    pub service_id: Option<i64>,
    pub location: String,
    pub date: Option<String>,
    pub time: Option<String>,
    pub status: Option<String>,
    pub notes: Option<String>,
    pub birth_date: Option<String>,
    pub birth_place: Option<String>,
    pub current_address: Option<String>,
    pub document_type: Option<String>,
    pub document_number: Option<String>,
    pub document_issue_date: Option<String>,
    pub document_expiry_date: Option<String>,
    pub document_issuer: Option<String>,
    pub aire_registration_number: Option<String>,
    /// Staff may book for a client's account.
    pub user_id: Option<i64>,
}

/// Who fills the form in, and when.
pub struct FormContext<'a> {
    /// The service the form names, if it exists and is bookable.
    pub service: Option<&'a Service>,
    pub by_staff: bool,
    /// Clients book future weekdays only; checked when they pick a date and time.
    pub check_schedule: bool,
    pub now: DateTime<Utc>,
    /// The account the appointment belongs to.
    pub owner: Option<UserId>,
}

const MAX_TEXT: usize = 500;
const MAX_NOTES: usize = 5000;

fn text(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

fn date(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    required: Option<&str>,
) -> Option<NaiveDate> {
    match text(value) {
        None => {
            if let Some(message) = required {
                errors.add(field, message);
            }
            None
        }
        Some(value) => NaiveDate::parse_from_str(&value, "%Y-%m-%d")
            .map_err(|_| errors.add(field, messages::DATE_INVALID))
            .ok(),
    }
}

fn required_text(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    required: Option<&str>,
) -> Option<String> {
    let value = text(value);
    match (&value, required) {
        (None, Some(message)) => errors.add(field, message),
        (Some(v), _) if v.chars().count() > MAX_TEXT => errors.add(field, messages::TEXT_TOO_LONG),
        _ => {}
    }
    value
}

/// Checks the whole form at once and answers every message, or the draft.
pub fn validate(
    form: &AppointmentForm,
    context: &FormContext<'_>,
) -> Result<AppointmentDraft, FieldErrors> {
    let mut errors = FieldErrors::new();
    let client_name = required_text(
        &mut errors,
        "clientName",
        Some(&form.client_name),
        Some(messages::CLIENT_NAME_REQUIRED),
    );
    let client_email = EmailAddress::parse(&form.client_email)
        .map_err(|_| errors.add("clientEmail", messages::CLIENT_EMAIL_INVALID))
        .ok();

    let service = match (form.service_id, context.service) {
        (None, _) => {
            errors.add("serviceId", messages::SERVICE_REQUIRED);
            None
        }
        (Some(_), None) => {
            errors.add("serviceId", messages::SERVICE_NOT_FOUND);
            None
        }
        (Some(_), Some(service)) => Some(service),
    };
    let italian_service = service.is_some_and(|s| is_italian_service(&s.name));
    let when_italian = |message: &'static str| italian_service.then_some(message);

    let location = text(Some(&form.location));
    match (&location, service) {
        (None, _) => errors.add("location", messages::LOCATION_REQUIRED),
        (Some(place), Some(service)) if !locations_for(&service.name).contains(&place.as_str()) => {
            errors.add("location", messages::LOCATION_NOT_OFFERED)
        }
        _ => {}
    }

    let day = date(
        &mut errors,
        "date",
        form.date.as_deref(),
        Some(messages::DATE_REQUIRED),
    );
    let time = match text(form.time.as_deref()) {
        None => {
            errors.add("time", messages::TIME_REQUIRED);
            None
        }
        Some(value) => NaiveTime::parse_from_str(&value, "%H:%M")
            .ok()
            .filter(|t| is_slot(*t))
            .or_else(|| {
                errors.add("time", messages::TIME_INVALID);
                None
            }),
    };
    if let (Some(day), Some(time), true) = (day, time, context.check_schedule) {
        if matches!(day.weekday(), Weekday::Sat | Weekday::Sun) {
            errors.add("date", messages::WEEKDAYS_ONLY);
        }
        let local_now = context.now.with_timezone(&TIME_ZONE).naive_local();
        if day.and_time(time) <= local_now {
            errors.add("date", messages::FUTURE_ONLY);
        }
    }

    let status = if context.by_staff {
        match text(form.status.as_deref()) {
            None => {
                errors.add("status", messages::STATUS_REQUIRED);
                None
            }
            Some(value) => Status::parse(&value).or_else(|| {
                errors.add("status", STATUS_INVALID);
                None
            }),
        }
    } else {
        // A client's status comes from the rules, not the form (see the service).
        Some(
            form.status
                .as_deref()
                .and_then(Status::parse)
                .unwrap_or(Status::Pending),
        )
    };

    let notes = text(form.notes.as_deref());
    if notes
        .as_ref()
        .is_some_and(|n| n.chars().count() > MAX_NOTES)
    {
        errors.add("notes", messages::TEXT_TOO_LONG);
    }
    let client_phone = required_text(
        &mut errors,
        "clientPhone",
        form.client_phone.as_deref(),
        when_italian(messages::CLIENT_PHONE_REQUIRED),
    );

    let document_type = match text(form.document_type.as_deref()) {
        None => {
            if italian_service {
                errors.add("documentType", messages::DOCUMENT_TYPE_REQUIRED);
            }
            None
        }
        Some(value) => DocumentType::parse(&value).or_else(|| {
            errors.add("documentType", messages::DOCUMENT_TYPE_REQUIRED);
            None
        }),
    };
    let italian = ItalianData {
        birth_date: date(
            &mut errors,
            "birthDate",
            form.birth_date.as_deref(),
            when_italian(messages::BIRTH_DATE_REQUIRED),
        ),
        birth_place: required_text(
            &mut errors,
            "birthPlace",
            form.birth_place.as_deref(),
            when_italian(messages::BIRTH_PLACE_REQUIRED),
        ),
        current_address: required_text(
            &mut errors,
            "currentAddress",
            form.current_address.as_deref(),
            when_italian(messages::CURRENT_ADDRESS_REQUIRED),
        ),
        document_type,
        document_number: required_text(
            &mut errors,
            "documentNumber",
            form.document_number.as_deref(),
            when_italian(messages::DOCUMENT_NUMBER_REQUIRED),
        ),
        document_issue_date: date(
            &mut errors,
            "documentIssueDate",
            form.document_issue_date.as_deref(),
            when_italian(messages::ISSUE_DATE_REQUIRED),
        ),
        document_expiry_date: date(
            &mut errors,
            "documentExpiryDate",
            form.document_expiry_date.as_deref(),
            when_italian(messages::EXPIRY_DATE_REQUIRED),
        ),
        document_issuer: required_text(
            &mut errors,
            "documentIssuer",
            form.document_issuer.as_deref(),
            when_italian(messages::ISSUER_REQUIRED),
        ),
        aire_registration_number: required_text(
            &mut errors,
            "aireRegistrationNumber",
            form.aire_registration_number.as_deref(),
            when_italian(messages::AIRE_REQUIRED),
        ),
    };
    if let (Some(issued), Some(expires)) =
        (italian.document_issue_date, italian.document_expiry_date)
    {
        if expires <= issued {
            errors.add("documentExpiryDate", messages::EXPIRY_BEFORE_ISSUE);
        }
    }

    match (
        client_name,
        client_email,
        service,
        location,
        day,
        time,
        status,
    ) {
        (
            Some(client_name),
            Some(client_email),
            Some(service),
            Some(location),
            Some(date),
            Some(time),
            Some(status),
        ) if errors.is_empty() => Ok(AppointmentDraft {
            user_id: context.owner,
            client_name,
            client_email: client_email.as_str().to_owned(),
            client_phone,
            service_id: service.id,
            location,
            date,
            time,
            status,
            notes,
            italian,
        }),
        _ => Err(errors),
    }
}

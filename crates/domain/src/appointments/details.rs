//! An appointment as its mails show it.

use chrono::NaiveDate;

use super::locations::is_italian_service;
use super::model::Appointment;
use crate::notifications::AppointmentDetails;

/// What mails show of an appointment, with the Italian lines under their spec labels.
pub fn details_of(appointment: &Appointment) -> AppointmentDetails {
    let summary = &appointment.summary;
    let italian = &appointment.italian;
    let date =
        |d: Option<NaiveDate>| d.map(|d| d.format("%d/%m/%Y").to_string()).unwrap_or_default();
    let text = |t: &Option<String>| t.clone().unwrap_or_default();
    let italian_lines = is_italian_service(&summary.service_name).then(|| {
        vec![
            ("Data de Nascimento".to_owned(), date(italian.birth_date)),
            ("Local de Nascimento".to_owned(), text(&italian.birth_place)),
            ("Endereço Atual".to_owned(), text(&italian.current_address)),
            (
                "Tipo de Documento".to_owned(),
                italian.document_type.map(|d| d.label().to_owned()).unwrap_or_default(),
            ),
            ("Número do Documento".to_owned(), text(&italian.document_number)),
            ("Data de Emissão".to_owned(), date(italian.document_issue_date)),
            ("Data de Validade".to_owned(), date(italian.document_expiry_date)),
            ("Órgão Emissor".to_owned(), text(&italian.document_issuer)),
            ("Número A.I.R.E.".to_owned(), text(&italian.aire_registration_number)),
        ]
    });
    AppointmentDetails {
        id: summary.id.0,
        client_name: summary.client_name.clone(),
        client_email: summary.client_email.clone(),
        client_phone: appointment.client_phone.clone(),
        service_name: summary.service_name.clone(),
        location: summary.location.clone(),
        date: summary.date,
        time: summary.time,
        status: summary.status,
        notes: appointment.notes.clone(),
        italian_lines,
        sequence: appointment.sequence,
    }
}

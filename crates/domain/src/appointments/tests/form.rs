//! What the appointment form requires.

use super::*;

#[test]
fn an_empty_form_gets_every_message_of_the_spec() {
    let s = setup();
    let errors = errors_of(s.service.book(&ADMIN, AppointmentForm::default()));
    assert_eq!(errors.get("clientName"), Some("Nome do cliente é obrigatório"));
    assert_eq!(errors.get("clientEmail"), Some("Formato de e-mail inválido"));
    assert_eq!(errors.get("serviceId"), Some("Serviço é obrigatório"));
    assert_eq!(errors.get("location"), Some("Local é obrigatório"));
    assert_eq!(errors.get("date"), Some("Data é obrigatória"));
    assert_eq!(errors.get("time"), Some("Horário é obrigatório"));
    assert_eq!(errors.get("status"), Some("Status é obrigatório"));
}

#[test]
fn italian_services_require_the_passport_data() {
    let s = setup();
    let form = AppointmentForm { client_phone: None, ..italian_form() };
    let bare = AppointmentForm { italian: ItalianForm::default(), ..form };
    let errors = errors_of(s.service.book(&ADMIN, bare));
    for (field, message) in [
        ("birthDate", "Data de nascimento é obrigatória"),
        ("birthPlace", "Local de nascimento é obrigatório"),
        ("currentAddress", "Endereço atual é obrigatório"),
        ("clientPhone", "Telefone é obrigatório"),
        ("documentType", "Tipo de documento é obrigatório"),
        ("documentNumber", "Número do documento é obrigatório"),
        ("documentIssueDate", "Data de emissão é obrigatória"),
        ("documentExpiryDate", "Data de validade é obrigatória"),
        ("documentIssuer", "Órgão emissor é obrigatório"),
        ("aireRegistrationNumber", "Número A.I.R.E. é obrigatório"),
    ] {
        assert_eq!(errors.get(field), Some(message), "{field}");
    }
    assert!(s.service.book(&ADMIN, portuguese_form()).is_ok(), "other services do not need them");
}

#[test]
fn the_document_expires_after_it_was_issued_and_the_place_serves_the_service() {
    let s = setup();
    let italian = italian_form();
    let form = AppointmentForm {
        italian: ItalianForm {
            document_expiry_date: Some("2014-01-01".into()),
            ..italian.italian.clone()
        },
        ..italian
    };
    assert_eq!(
        errors_of(s.service.book(&ADMIN, form)).get("documentExpiryDate"),
        Some(messages::EXPIRY_BEFORE_ISSUE)
    );
    let wrong_place = AppointmentForm {
        location: "Consulado Geral de Portugal em São Paulo".into(),
        ..italian_form()
    };
    assert_eq!(
        errors_of(s.service.book(&ADMIN, wrong_place)).get("location"),
        Some(messages::LOCATION_NOT_OFFERED)
    );
    let odd_time = AppointmentForm { time: Some("10:15".into()), ..portuguese_form() };
    assert_eq!(
        errors_of(s.service.book(&ADMIN, odd_time)).get("time"),
        Some(messages::TIME_INVALID)
    );
}

#[test]
fn a_text_over_its_limit_is_refused_naming_the_limit() {
    let s = setup();
    let form = AppointmentForm {
        client_name: "a".repeat(501),
        notes: Some("b".repeat(5001)),
        ..portuguese_form()
    };
    let errors = errors_of(s.service.book(&ADMIN, form));
    assert_eq!(errors.get("clientName"), Some("Texto longo demais (máximo 500 caracteres)"));
    assert_eq!(errors.get("notes"), Some("Texto longo demais (máximo 5000 caracteres)"));
    let at_the_limit = AppointmentForm {
        client_name: "a".repeat(500),
        notes: Some("b".repeat(5000)),
        ..portuguese_form()
    };
    assert!(s.service.book(&ADMIN, at_the_limit).is_ok());
}

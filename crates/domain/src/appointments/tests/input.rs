//! Whatever is typed, the form answers field messages: dates in sane ranges, text without
//! control characters or bidirectional overrides.

use proptest::prelude::*;

use super::super::form::{validate, FormContext};
use super::*;
use crate::catalog::{CatalogRepository, Service};
use crate::text::has_invalid_characters;

#[test]
fn every_date_has_a_sane_range() {
    let s = setup();
    let cases = [
        ("date", "2028-11-24", "Agendamentos são aceitos de 01/01/2000 até dois anos à frente"),
        ("date", "1999-12-31", "Agendamentos são aceitos de 01/01/2000 até dois anos à frente"),
        ("birthDate", "1899-12-31", messages::BIRTH_DATE_OUT_OF_RANGE),
        ("birthDate", "2026-11-24", messages::BIRTH_DATE_OUT_OF_RANGE),
        ("documentIssueDate", "2026-11-24", messages::ISSUE_DATE_OUT_OF_RANGE),
        ("documentExpiryDate", "2056-11-24", messages::EXPIRY_DATE_OUT_OF_RANGE),
        ("date", "0000-01-01", messages::DATE_INVALID),
        ("birthDate", "99999-01-01", messages::DATE_INVALID),
    ];
    for (field, value, message) in cases {
        let mut form = italian_form();
        let slot = match field {
            "date" => &mut form.date,
            "birthDate" => &mut form.italian.birth_date,
            "documentIssueDate" => &mut form.italian.document_issue_date,
            _ => &mut form.italian.document_expiry_date,
        };
        *slot = Some(value.into());
        for actor in [ADMIN, ANA] {
            let errors = errors_of(s.service.book(&actor, form.clone()));
            let answer = errors.get(field);
            assert!(
                answer == Some(message) || (message == messages::DATE_INVALID && answer.is_some()),
                "{field}={value}: {answer:?}"
            );
        }
    }
    let edges = AppointmentForm {
        date: Some("2028-11-23".into()),
        italian: ItalianForm {
            birth_date: Some("1900-01-01".into()),
            document_issue_date: Some("2026-11-23".into()),
            document_expiry_date: Some("2056-11-23".into()),
            ..italian_form().italian
        },
        ..italian_form()
    };
    s.service.book(&ADMIN, edges).expect("the edges are in range");
}

#[test]
fn text_fields_refuse_control_characters_and_bidi_overrides() {
    let s = setup();
    let nasty = |text: &str| {
        let mut form = italian_form();
        form.client_name = format!("Ana {text} Rossi");
        form.client_phone = Some(format!("11 9{text}8765-4321"));
        form.notes = Some(format!("nota {text} fim"));
        form.italian.birth_place = Some(format!("São {text}Paulo"));
        form.italian.document_number = Some(format!("12{text}3"));
        form
    };
    for text in ["\u{1}", "\u{1b}[31m", "\u{202E}", "\u{2066}", "\t"] {
        let errors = errors_of(s.service.book(&ANA, nasty(text)));
        for field in ["clientName", "clientPhone", "notes", "birthPlace", "documentNumber"] {
            assert_eq!(errors.get(field), Some("Caracteres inválidos"), "{field} {text:?}");
        }
    }
    let notes =
        AppointmentForm { notes: Some("Linha 1\r\nLinha 2\nLinha 3".into()), ..portuguese_form() };
    assert!(s.service.book(&ANA, notes).is_ok(), "notes keep line breaks");
}

const FIELDS: &[&str] = &[
    "clientName",
    "clientEmail",
    "clientPhone",
    "serviceId",
    "location",
    "date",
    "time",
    "status",
    "notes",
    "birthDate",
    "birthPlace",
    "currentAddress",
    "documentType",
    "documentNumber",
    "documentIssueDate",
    "documentExpiryDate",
    "documentIssuer",
    "aireRegistrationNumber",
];

/// Any text, control characters and bidirectional overrides included, or a near-valid value.
fn anything(near: &'static [&'static str]) -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        Just(None),
        any::<String>().prop_map(Some),
        "[\\x00-\\x20\u{202A}-\u{202E}\u{2066}-\u{2069}a-z0-9\\-]{0,12}".prop_map(Some),
        "[0-9]{1,6}-[0-9]{1,2}-[0-9]{1,2}".prop_map(Some),
        proptest::sample::select(near).prop_map(|v| Some(v.to_owned())),
    ]
}

const NEAR: &[&str] = &[
    "2026-11-24",
    "10:30",
    "Consulado Geral de Portugal em São Paulo",
    "Consulado Geral da Itália em São Paulo",
    "ana@exemplo.com",
    "RG",
    "confirmed",
    "1990-05-01",
    "2030-01-10",
    "Ana\u{202E}",
];

fn forms() -> impl Strategy<Value = AppointmentForm> {
    let text = || anything(NEAR);
    (
        (text(), text(), text(), any::<Option<i64>>(), text(), text()),
        (text(), text(), text(), prop_oneof![Just(Some(1_i64)), Just(Some(2))]),
        (text(), text(), text(), text(), text(), text(), text(), text(), text()),
    )
        .prop_map(|(a, b, c)| AppointmentForm {
            client_name: a.0.unwrap_or_default(),
            client_email: a.1.unwrap_or_default(),
            client_phone: a.2,
            service_id: a.3.or(b.3),
            location: a.4.unwrap_or_default(),
            date: a.5,
            time: b.0,
            status: b.1,
            notes: b.2,
            italian: ItalianForm {
                birth_date: c.0,
                birth_place: c.1,
                current_address: c.2,
                document_type: c.3,
                document_number: c.4,
                document_issue_date: c.5,
                document_expiry_date: c.6,
                document_issuer: c.7,
                aire_registration_number: c.8,
            },
            user_id: None,
            priority: None,
        })
}

fn catalog_service(id: Option<i64>) -> Option<Service> {
    let catalog = Arc::new(InMemoryCatalog::default());
    CatalogService::new(catalog.clone()).seed().unwrap();
    catalog.service(ServiceId(id?)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// No input makes `validate` panic or answer anything but a draft or messages on the
    /// form's own fields; what it accepts holds no forbidden character and no absurd date.
    #[test]
    fn the_booking_form_answers_a_draft_or_field_messages(form in forms(), by_admin in any::<bool>()) {
        let service = catalog_service(form.service_id);
        let context = FormContext {
            service: service.as_ref(),
            by_admin,
            check_schedule: !by_admin,
            now: Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap(),
            owner: None,
        };
        match validate(&form, &context) {
            Ok(draft) => {
                let texts = [
                    Some(&draft.client_name),
                    draft.client_phone.as_ref(),
                    draft.italian.birth_place.as_ref(),
                    draft.italian.current_address.as_ref(),
                    draft.italian.document_number.as_ref(),
                    draft.italian.document_issuer.as_ref(),
                    draft.italian.aire_registration_number.as_ref(),
                ];
                for text in texts.into_iter().flatten() {
                    prop_assert!(!has_invalid_characters(text, false), "{:?}", text);
                }
                if let Some(notes) = &draft.notes {
                    prop_assert!(!has_invalid_characters(notes, true));
                }
                let year = chrono::Datelike::year(&draft.date);
                prop_assert!((2000..=2028).contains(&year));
            }
            Err(errors) => {
                prop_assert!(!errors.is_empty());
                for (field, message) in errors.iter() {
                    prop_assert!(FIELDS.contains(&field), "unknown field {}", field);
                    prop_assert!(!message.is_empty());
                }
            }
        }
    }
}

#[test]
fn a_phone_follows_the_account_rule_and_an_empty_one_is_none() {
    let s = setup();
    for typed in ["abc", "12", "ligue para mim", "11 98765-4321 ramal 2"] {
        let form = AppointmentForm { client_phone: Some(typed.into()), ..portuguese_form() };
        let errors = errors_of(s.service.book(&ANA, form));
        assert_eq!(errors.get("clientPhone"), Some("Telefone inválido"), "{typed:?}");
    }
    let typed =
        AppointmentForm { client_phone: Some(" (11) 98765-4321 ".into()), ..portuguese_form() };
    let booked = s.service.book(&ANA, typed).expect("a phone as people write it");
    assert_eq!(booked.client_phone.as_deref(), Some("(11) 98765-4321"));
    let empty = AppointmentForm {
        client_phone: Some("  ".into()),
        time: Some("11:00".into()),
        ..portuguese_form()
    };
    assert_eq!(s.service.book(&ANA, empty).expect("no phone").client_phone, None);
}

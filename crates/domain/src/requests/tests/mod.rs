mod discount;
pub(crate) mod fakes;
mod inbox;
mod open_case;
mod priority;

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};

use super::*;
use crate::documents::tests::fakes::{stored_pdf, InMemoryDocuments};
use crate::notifications::Notification;
use crate::testing::{actor_of as actor, validation_errors, FixedClock};
use crate::users::testing::InMemoryUsers;
use crate::users::User;
use crate::DomainError;
use fakes::InMemoryRequests;

struct Setup {
    service: RequestService,
    rows: Arc<InMemoryRequests>,
    documents: Arc<InMemoryDocuments>,
    clock: Arc<FixedClock>,
    cases: crate::cases::CaseService,
    catalog: Arc<crate::catalog::testing::InMemoryCatalog>,
    admin: User,
    ana: User,
    bia: User,
}

fn setup_with(staff_email: Option<&str>) -> Setup {
    let (users, [admin, ana, bia]) = InMemoryUsers::admin_ana_and_bia();
    let rows = Arc::new(InMemoryRequests::default());
    let documents = Arc::new(InMemoryDocuments::default());
    let clock = Arc::new(FixedClock::new(Utc.with_ymd_and_hms(2026, 11, 26, 13, 0, 0).unwrap()));
    let cases = crate::cases::CaseService::new(
        Arc::new(crate::cases::tests::fakes::InMemoryCases::default()),
        users.clone(),
        clock.clone(),
        crate::cases::CaseRules {
            staff_email: None,
            portal_url: "https://portal.exemplo.com".into(),
        },
    );
    let catalog = Arc::new(crate::catalog::testing::InMemoryCatalog::default());
    crate::catalog::CatalogService::new(catalog.clone()).seed().unwrap();
    let service = RequestService::new(
        rows.clone(),
        documents.clone(),
        users,
        catalog.clone(),
        clock.clone(),
        RequestRules {
            staff_email: staff_email.map(str::to_owned),
            portal_url: "https://portal.exemplo.com/".into(),
            max_open_per_kind: 3,
            max_per_hour: 5,
        },
    );
    Setup { service, rows, documents, clock, cases, catalog, admin, ana, bia }
}

fn setup() -> Setup {
    setup_with(Some("equipe@exemplo.com"))
}

fn contact() -> ContactForm {
    ContactForm {
        name: "Ana Souza".into(),
        email: "ana@exemplo.com".into(),
        phone: "(11) 98765-4321".into(),
        message: "Meu pedido foi negado pelo consulado.".into(),
    }
}

fn citizenship(offer: &str) -> RequestForm {
    RequestForm::Citizenship(CitizenshipForm { offer: offer.into(), contact: contact() })
}

fn inventory() -> InventoryForm {
    InventoryForm {
        deceased_name: "José Souza".into(),
        heirs: vec![Heir {
            name: "Ana Souza".into(),
            relationship: "child".into(),
            ..Heir::default()
        }],
        assets: vec![Asset { description: "Casa em Campinas".into(), ..Asset::default() }],
        ..InventoryForm::default()
    }
}

fn benefit(previous: &str, details: &str) -> RequestForm {
    RequestForm::Benefit(BenefitForm {
        previous_request: previous.into(),
        previous_request_details: details.into(),
        ..BenefitForm::default()
    })
}

fn add_document(s: &Setup, owner: &User, name: &str) -> i64 {
    stored_pdf(&s.documents, owner.id, name).0
}

fn mails(s: &Setup) -> Vec<Notification> {
    s.rows.mails.lock().unwrap().clone()
}

#[test]
fn a_citizenship_request_names_one_of_the_three_offers_and_every_contact_field() {
    let s = setup();
    let empty = RequestForm::Citizenship(CitizenshipForm::default());
    let errors = validation_errors(s.service.submit(&actor(&s.ana), &empty, &[]));
    assert_eq!(errors.get("offer"), Some(form_messages::OFFER_REQUIRED));
    assert_eq!(errors.get("name"), Some(form_messages::NAME_REQUIRED));
    assert_eq!(errors.get("email"), Some(form_messages::EMAIL_REQUIRED));
    assert_eq!(errors.get("phone"), Some(form_messages::PHONE_REQUIRED));
    assert_eq!(errors.get("message"), Some(form_messages::MESSAGE_REQUIRED));

    let errors = validation_errors(s.service.submit(&actor(&s.ana), &citizenship("visto"), &[]));
    assert_eq!(errors.get("offer"), Some(form_messages::OFFER_REQUIRED));
    let bad = RequestForm::Citizenship(CitizenshipForm {
        offer: "em-andamento".into(),
        contact: ContactForm { email: "ana@".into(), phone: "12".into(), ..contact() },
    });
    let errors = validation_errors(s.service.submit(&actor(&s.ana), &bad, &[]));
    assert_eq!(errors.get("email"), Some("Endereço de e-mail inválido"));
    assert_eq!(errors.get("phone"), Some("Telefone inválido"));
    assert!(s.rows.rows.lock().unwrap().is_empty(), "nothing of a refused form is kept");

    for offer in ["contra-decreto", "em-andamento", "menores-urgente"] {
        let stored = s.service.submit(&actor(&s.admin), &citizenship(offer), &[]).unwrap();
        assert_eq!(stored.summary.kind, RequestKind::Citizenship);
        assert_eq!(stored.summary.status, RequestStatus::New);
    }
    let titles: Vec<String> =
        s.rows.rows.lock().unwrap().iter().map(|r| r.summary.title.clone()).collect();
    assert_eq!(titles[0], "Cidadania italiana — Contra Decreto");
    assert_eq!(titles[2], "Cidadania italiana — Menores de Idade");
}

#[test]
fn staff_hear_of_a_request_with_its_content_and_a_link_and_the_client_gets_the_promise() {
    let s = setup();
    let pdf = add_document(&s, &s.ana, "certidao.pdf");
    let stored = s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[pdf]).unwrap();
    assert_eq!(stored.documents.len(), 1);
    let mails = mails(&s);
    assert_eq!(mails.len(), 2, "{mails:?}");
    let Notification::RequestToStaff { to, request, request_url } = &mails[0] else {
        panic!("{:?}", mails[0]);
    };
    assert_eq!(to, "equipe@exemplo.com");
    assert_eq!(
        request_url,
        &format!("https://portal.exemplo.com/admin/requests/{}", stored.summary.id.0)
    );
    assert_eq!(request.client_email, "ana@exemplo.com");
    assert!(request.lines.contains(&("Serviço".into(), "Contra Decreto".into())));
    assert!(request
        .lines
        .contains(&("Mensagem".into(), "Meu pedido foi negado pelo consulado.".into())));
    assert_eq!(request.documents, vec!["certidao.pdf".to_owned()], "names only, never the files");
    let Notification::RequestReceived { to, promise, request_url, .. } = &mails[1] else {
        panic!("{:?}", mails[1]);
    };
    assert_eq!(to, "ana@exemplo.com", "the account's own address, whatever the form says");
    assert_eq!(promise, "Nossa equipe responderá em até 24 horas.");
    assert_eq!(
        request_url,
        &format!("https://portal.exemplo.com/requests/{}", stored.summary.id.0),
        "the client's page of this very request"
    );

    s.service.submit(&actor(&s.ana), &RequestForm::Inventory(inventory()), &[]).unwrap();
    let Some(Notification::RequestReceived { promise, .. }) = self::mails(&s).last().cloned()
    else {
        panic!("no confirmation");
    };
    assert_eq!(promise, "Nossa equipe responderá em até 48 horas úteis.");
}

#[test]
fn without_a_staff_address_every_active_administrator_hears_of_a_request() {
    let s = setup_with(None);
    s.service.submit(&actor(&s.ana), &RequestForm::Contact(contact()), &[]).unwrap();
    let staff: Vec<String> = mails(&s)
        .into_iter()
        .filter_map(|m| match m {
            Notification::RequestToStaff { to, .. } => Some(to),
            _ => None,
        })
        .collect();
    assert_eq!(staff, vec!["chefe@exemplo.com".to_owned()]);
}

#[test]
fn a_death_is_dated_today_at_the_latest_in_the_portal_s_time_zone() {
    // 01:00 UTC on 27 November is still the 26th, 22:00, in São Paulo.
    let s = setup();
    s.clock.advance(Duration::hours(12));
    let dated = |day: &str| {
        let form = InventoryForm { deceased_date: day.into(), ..inventory() };
        s.service.submit(&actor(&s.ana), &RequestForm::Inventory(form), &[])
    };
    let errors = validation_errors(dated("2026-11-27"));
    assert_eq!(errors.get("deceasedDate"), Some(form_messages::DEATH_IN_FUTURE));
    assert!(dated("2026-11-26").is_ok());
    let Some(Notification::RequestToStaff { request, .. }) = mails(&s).into_iter().next() else {
        panic!("staff are told of the inventory");
    };
    assert!(
        request.lines.contains(&("Data do óbito".into(), "26/11/2026".into())),
        "{:?}",
        request.lines
    );
}

#[test]
fn an_inventory_keeps_at_least_one_heir_and_one_asset_and_takes_the_defaults() {
    let s = setup();
    let none = InventoryForm { heirs: vec![], assets: vec![], ..inventory() };
    let errors =
        validation_errors(s.service.submit(&actor(&s.ana), &RequestForm::Inventory(none), &[]));
    assert_eq!(errors.get("heirs"), Some("É necessário ter pelo menos um herdeiro."));
    assert_eq!(errors.get("assets"), Some("É necessário ter pelo menos um bem."));

    let blank = InventoryForm {
        deceased_name: " ".into(),
        deceased_date: "31/12/2025".into(),
        heirs: vec![Heir::default()],
        assets: vec![Asset { asset_type: "barco".into(), ..Asset::default() }],
        inventory_type: "arbitral".into(),
        ..inventory()
    };
    let errors =
        validation_errors(s.service.submit(&actor(&s.ana), &RequestForm::Inventory(blank), &[]));
    assert_eq!(errors.get("deceasedName"), Some(form_messages::DECEASED_REQUIRED));
    assert_eq!(errors.get("deceasedDate"), Some(form_messages::DATE_INVALID));
    assert_eq!(errors.get("heirs.0.name"), Some(form_messages::HEIR_NAME_REQUIRED));
    assert_eq!(errors.get("assets.0.description"), Some(form_messages::ASSET_DESCRIPTION_REQUIRED));
    assert_eq!(errors.get("assets.0.type"), Some(form_messages::CHOICE_INVALID));
    assert_eq!(errors.get("inventoryType"), Some(form_messages::CHOICE_INVALID));

    let two_heirs = InventoryForm {
        heirs: vec![
            inventory().heirs[0].clone(),
            Heir {
                name: "Rui".into(),
                relationship: "spouse".into(),
                contact: "rui@exemplo.com".into(),
            },
        ],
        ..inventory()
    };
    let stored = s.service.submit(&actor(&s.ana), &RequestForm::Inventory(two_heirs), &[]).unwrap();
    let RequestForm::Inventory(kept) = &stored.form else { panic!("{:?}", stored.form) };
    assert_eq!(kept.inventory_type, "extrajudicial");
    assert_eq!(kept.contact_preference, "email");
    assert_eq!(kept.assets[0].asset_type, "real-estate");
    assert_eq!(kept.heirs.len(), 2);
    assert!(lines(&stored.form)
        .contains(&("Herdeiro 2".into(), "Rui (Cônjuge), contato: rui@exemplo.com".into())));
}

#[test]
fn a_labour_claim_names_the_company_and_known_choices_with_whatsapp_and_agreement_by_default() {
    let s = setup();
    let errors = validation_errors(s.service.submit(
        &actor(&s.ana),
        &RequestForm::Labor(LaborForm { dismissal_reason: "sumiu".into(), ..LaborForm::default() }),
        &[],
    ));
    assert_eq!(errors.get("companyName"), Some(form_messages::COMPANY_REQUIRED));
    assert_eq!(errors.get("dismissalReason"), Some(form_messages::CHOICE_INVALID));
    let form = LaborForm {
        company_name: "Metalúrgica Silva".into(),
        overtime: true,
        ..LaborForm::default()
    };
    let stored = s.service.submit(&actor(&s.ana), &RequestForm::Labor(form), &[]).unwrap();
    let RequestForm::Labor(kept) = &stored.form else { panic!() };
    assert_eq!(
        (kept.claim_type.as_str(), kept.contact_preference.as_str()),
        ("agreement", "whatsapp")
    );
    assert_eq!(stored.summary.title, "Trabalhista — Metalúrgica Silva");
}

#[test]
fn a_benefit_asks_for_the_previous_request_only_when_it_was_denied_or_ceased() {
    let s = setup();
    for previous in ["yes-denied", "yes-ceased"] {
        let errors =
            validation_errors(s.service.submit(&actor(&s.ana), &benefit(previous, " "), &[]));
        assert_eq!(errors.get("previousRequestDetails"), Some(form_messages::DETAILS_REQUIRED));
    }
    let errors = validation_errors(s.service.submit(&actor(&s.ana), &benefit("talvez", ""), &[]));
    assert_eq!(errors.get("previousRequest"), Some(form_messages::CHOICE_INVALID));

    let denied = s.service.submit(&actor(&s.ana), &benefit("yes-denied", "Negado em 2024"), &[]);
    let RequestForm::Benefit(kept) = denied.unwrap().form else { panic!() };
    assert_eq!(kept.previous_request_details, "Negado em 2024");
    assert_eq!(kept.benefit_type, "retirement");
    let receiving = s.service.submit(&actor(&s.ana), &benefit("yes-receiving", "sobra"), &[]);
    let RequestForm::Benefit(kept) = receiving.unwrap().form else { panic!() };
    assert_eq!(kept.previous_request_details, "", "details are dropped when not asked for");
}

#[test]
fn a_course_request_is_stored_with_its_courses_name_and_one_not_offered_is_refused() {
    use crate::catalog::{CatalogService, CourseId, CoursePatch};
    let s = setup();
    let catalog = CatalogService::new(s.catalog.clone());
    let basic = catalog.course(CourseId(1)).unwrap().name;
    let enrolment = |course_id, course_name: Option<&str>| {
        RequestForm::CourseEnrollment(CourseForm {
            course_id: Some(course_id),
            course_name: course_name.map(str::to_owned),
            contact: contact(),
        })
    };

    // What a client writes as the name is replaced by the catalogue's.
    let sent = s.service.submit(&actor(&s.ana), &enrolment(1, Some("Curso grátis")), &[]).unwrap();
    let RequestForm::CourseEnrollment(stored) = &sent.form else { panic!("{:?}", sent.form) };
    assert_eq!(stored.course_name.as_deref(), Some(basic.as_str()));
    assert_eq!(sent.summary.title, format!("Matrícula no curso — {basic}"));
    let Some(Notification::RequestToStaff { request, .. }) =
        mails(&s).into_iter().find(|mail| matches!(mail, Notification::RequestToStaff { .. }))
    else {
        panic!("no staff mail");
    };
    assert!(request.lines.contains(&("Curso".to_owned(), basic.clone())), "{:?}", request.lines);

    let errors = validation_errors(s.service.submit(&actor(&s.ana), &enrolment(42, None), &[]));
    assert_eq!(errors.get("courseId"), Some(form_messages::COURSE_UNAVAILABLE));
    let withdrawn = CoursePatch { active: Some(false), ..Default::default() };
    catalog.update_course(&crate::testing::ADMIN, CourseId(2), withdrawn, false).unwrap();
    let errors = validation_errors(s.service.submit(&actor(&s.ana), &enrolment(2, None), &[]));
    assert_eq!(errors.get("courseId"), Some(form_messages::COURSE_UNAVAILABLE));
}

#[test]
fn an_enrolment_names_its_course_a_discount_request_need_not_and_contact_needs_a_message() {
    let s = setup();
    let course = |course_id| CourseForm {
        course_id,
        course_name: None,
        contact: ContactForm { message: String::new(), ..contact() },
    };
    let errors = validation_errors(s.service.submit(
        &actor(&s.ana),
        &RequestForm::CourseEnrollment(course(None)),
        &[],
    ));
    assert_eq!(errors.get("courseId"), Some(form_messages::COURSE_REQUIRED));
    s.service.submit(&actor(&s.ana), &RequestForm::CourseEnrollment(course(Some(1))), &[]).unwrap();
    s.service.submit(&actor(&s.ana), &RequestForm::CourseDiscount(course(None)), &[]).unwrap();
    let silent = ContactForm { message: String::new(), ..contact() };
    let errors =
        validation_errors(s.service.submit(&actor(&s.ana), &RequestForm::Contact(silent), &[]));
    assert_eq!(errors.get("message"), Some(form_messages::MESSAGE_REQUIRED));
}

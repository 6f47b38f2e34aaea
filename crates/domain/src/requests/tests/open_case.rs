//! 'Abrir processo': a request becomes its client's case, once.

use super::*;
use crate::cases::{CaseStatus, CaseType};

fn open(s: &Setup, who: &User, id: RequestId, form: &OpenCaseForm) -> Result<Case, DomainError> {
    s.service.open_case(&actor(who), &s.cases, id, form).map(|(_, case)| case)
}

use crate::cases::Case;

#[test]
fn each_kind_suggests_its_case_type_and_country() {
    let expected = [
        (RequestKind::Citizenship, CaseType::ItalianCitizenship),
        (RequestKind::Inventory, CaseType::Inventory),
        (RequestKind::Labor, CaseType::Labor),
        (RequestKind::Benefit, CaseType::SocialSecurity),
        (RequestKind::CourseDiscount, CaseType::Other),
        (RequestKind::CourseEnrollment, CaseType::Other),
        (RequestKind::Contact, CaseType::Other),
        (RequestKind::NewCase, CaseType::Other),
        (RequestKind::FamilyTree, CaseType::Other),
    ];
    for (kind, case_type) in expected {
        assert_eq!(case_type_for(kind), case_type, "{kind:?}");
    }
    let s = setup();
    let stored = s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[]).unwrap();
    let suggestion = suggested_case(&stored);
    assert_eq!(suggestion.country, "Itália");
    assert_eq!(
        suggestion.notes,
        format!(
            "Aberto a partir da solicitação nº {}: Cidadania italiana — Contra Decreto.",
            stored.summary.id.0
        )
    );
    let labor = s
        .service
        .submit(
            &actor(&s.ana),
            &RequestForm::Labor(LaborForm {
                company_name: "X Ltda".into(),
                ..LaborForm::default()
            }),
            &[],
        )
        .unwrap();
    assert_eq!(suggested_case(&labor).country, "Brasil");

    let asked = RequestForm::NewCase(NewCaseForm {
        case_type: "passport".into(),
        country: "Portugal".into(),
        notes: "Passaporte da filha".into(),
    });
    let new_case = s.service.submit(&actor(&s.ana), &asked, &[]).unwrap();
    let suggestion = suggested_case(&new_case);
    assert_eq!(
        (suggestion.case_type, suggestion.country.as_str()),
        (CaseType::Passport, "Portugal")
    );
    assert!(suggestion.notes.ends_with("\n\nPassaporte da filha"), "{}", suggestion.notes);
}

#[test]
fn staff_open_a_case_from_a_request_with_its_documents_the_client_is_mailed_and_it_is_audited() {
    let s = setup();
    let pdf = add_document(&s, &s.ana, "certidao.pdf");
    let stored = s.service.submit(&actor(&s.ana), &citizenship("menores-urgente"), &[pdf]).unwrap();
    let id = stored.summary.id;
    s.rows.mails.lock().unwrap().clear();

    let case = open(&s, &s.admin, id, &OpenCaseForm::default()).unwrap();
    assert_eq!(case.client, s.ana.id);
    assert_eq!(case.case_type, CaseType::ItalianCitizenship);
    assert_eq!(case.country, "Itália");
    assert_eq!(case.status, CaseStatus::InProgress);
    assert_eq!(case.start_date.to_string(), "2026-11-26", "today in São Paulo");
    assert_eq!(case.document_count, 1, "the request's documents go with it");
    let request = s.service.get(&actor(&s.ana), id).unwrap();
    assert_eq!(request.case_id, Some(case.id.0));
    // Opening the case took the new request up.
    assert_eq!(
        (request.summary.status, request.summary.assigned_to),
        (RequestStatus::InProgress, Some(s.admin.id))
    );

    let cases = s.rows.cases.lock().unwrap().clone();
    assert_eq!(cases[0].1.content, "Processo aberto a partir da sua solicitação \u{201c}Cidadania italiana — Menores de Idade\u{201d}.");
    let mails = mails(&s);
    let [Notification::CaseUpdateToClient { to, case_title, case_url, content, .. }] =
        mails.as_slice()
    else {
        panic!("{mails:?}");
    };
    assert_eq!(to, "ana@exemplo.com");
    assert_eq!(case_title, "Cidadania italiana – Itália");
    assert_eq!(case_url, "https://portal.exemplo.com/process-tracking");
    assert_eq!(content, &cases[0].1.content);

    let audit = s.rows.audit.lock().unwrap().clone();
    let actions: Vec<&str> = audit.iter().map(|a| a.action).collect();
    assert_eq!(actions, vec!["case_open", "request.case"]);
    assert_eq!(audit[1].after.as_ref().unwrap()["caseId"], serde_json::json!(case.id.0));
    // Taking the request up is in the same entry.
    assert_eq!(
        (
            &audit[1].before.as_ref().unwrap()["status"],
            &audit[1].before.as_ref().unwrap()["assignedTo"]
        ),
        (&serde_json::json!("new"), &serde_json::Value::Null)
    );
    assert_eq!(
        (
            &audit[1].after.as_ref().unwrap()["status"],
            &audit[1].after.as_ref().unwrap()["assignedTo"]
        ),
        (&serde_json::json!("in_progress"), &serde_json::json!(s.admin.id.0))
    );
    assert_eq!(audit[1].actor, s.admin.id);
}

#[test]
fn staff_may_adjust_type_country_and_notes_and_the_cases_rules_apply() {
    let s = setup();
    let stored = s.service.submit(&actor(&s.ana), &RequestForm::Contact(contact()), &[]).unwrap();
    let id = stored.summary.id;
    let bad = OpenCaseForm { case_type: Some("visto".into()), ..OpenCaseForm::default() };
    let errors = validation_errors(open(&s, &s.admin, id, &bad));
    assert_eq!(errors.get("type"), Some(crate::cases::messages::TYPE_INVALID));
    let long = OpenCaseForm { country: Some("x".repeat(81)), ..OpenCaseForm::default() };
    let errors = validation_errors(open(&s, &s.admin, id, &long));
    assert_eq!(errors.get("country"), Some("Use no máximo 80 caracteres."));
    assert_eq!(s.service.get(&actor(&s.admin), id).unwrap().case_id, None, "nothing kept");

    let form = OpenCaseForm {
        case_type: Some("passport".into()),
        country: Some(" Portugal ".into()),
        notes: Some("Passaporte da filha".into()),
    };
    let case = open(&s, &s.admin, id, &form).unwrap();
    assert_eq!(case.case_type, CaseType::Passport);
    assert_eq!(case.country, "Portugal");
    assert_eq!(case.notes, "Passaporte da filha");
}

#[test]
fn opening_a_case_keeps_who_has_the_request_and_a_status_past_new() {
    let s = setup();
    let stored = s.service.submit(&actor(&s.ana), &citizenship("em-andamento"), &[]).unwrap();
    let id = stored.summary.id;
    let colleague = crate::users::UserId(77);
    s.rows
        .update(id, |r| {
            r.summary.assigned_to = Some(colleague);
            r.summary.status = RequestStatus::Answered;
        })
        .unwrap();
    open(&s, &s.admin, id, &OpenCaseForm::default()).unwrap();
    let request = s.service.get(&actor(&s.admin), id).unwrap();
    assert_eq!(
        (request.summary.status, request.summary.assigned_to),
        (RequestStatus::Answered, Some(colleague))
    );
}

#[test]
fn a_request_becomes_a_case_once() {
    let s = setup();
    let stored = s.service.submit(&actor(&s.ana), &citizenship("em-andamento"), &[]).unwrap();
    let id = stored.summary.id;
    open(&s, &s.admin, id, &OpenCaseForm::default()).unwrap();
    let again = open(&s, &s.admin, id, &OpenCaseForm::default());
    assert!(
        matches!(&again, Err(DomainError::Conflict { message, .. })
            if message == "Esta solicitação já tem um processo."),
        "{again:?}"
    );
    assert_eq!(s.rows.cases.lock().unwrap().len(), 1);
}

#[test]
fn only_staff_open_a_case_and_a_missing_request_is_not_found() {
    let s = setup();
    let stored = s.service.submit(&actor(&s.ana), &citizenship("em-andamento"), &[]).unwrap();
    let id = stored.summary.id;
    let refused = open(&s, &s.ana, id, &OpenCaseForm::default());
    assert!(matches!(refused, Err(DomainError::Forbidden(_))), "{refused:?}");
    let refused = open(&s, &s.bia, id, &OpenCaseForm::default());
    assert!(matches!(refused, Err(DomainError::Forbidden(_))), "{refused:?}");
    let missing = open(&s, &s.admin, RequestId(999), &OpenCaseForm::default());
    assert!(
        matches!(&missing, Err(DomainError::NotFound(m)) if m == messages::NOT_FOUND),
        "{missing:?}"
    );
    assert!(s.rows.cases.lock().unwrap().is_empty());
}

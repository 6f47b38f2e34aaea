pub(crate) mod fakes;

use std::sync::Arc;

use chrono::{NaiveDate, TimeZone, Utc};

use super::*;
use crate::documents::CaseLinks;
use crate::notifications::Notification;
use crate::testing::{actor_of as actor, validation_errors, FixedClock};
use crate::users::testing::InMemoryUsers;
use crate::users::User;
use crate::{Actor, DomainError};
use fakes::InMemoryCases;

struct Setup {
    service: CaseService,
    rows: Arc<InMemoryCases>,
    admin: User,
    ana: User,
    bia: User,
}

fn setup_with(staff_email: Option<&str>) -> Setup {
    let (users, [admin, ana, bia]) = InMemoryUsers::admin_ana_and_bia();
    let rows = Arc::new(InMemoryCases::default());
    // 02:30 UTC on the 26th is still the 25th in São Paulo.
    let clock = Arc::new(FixedClock::new(Utc.with_ymd_and_hms(2026, 11, 26, 2, 30, 0).unwrap()));
    let service = CaseService::new(
        rows.clone(),
        users,
        clock,
        CaseRules {
            staff_email: staff_email.map(str::to_owned),
            portal_url: "https://portal.exemplo.com/".into(),
        },
    );
    Setup { service, rows, admin, ana, bia }
}

fn setup() -> Setup {
    setup_with(None)
}

fn form(user: &User) -> CaseForm {
    CaseForm {
        user_id: Some(user.id.0),
        case_type: Some("italian_citizenship".into()),
        country: Some("Itália".into()),
        protocol: Some("IT-123".into()),
        start_date: Some("2026-11-01".into()),
        estimated_end_date: Some("2027-06-30".into()),
        ..CaseForm::default()
    }
}

fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

fn opened(s: &Setup) -> Case {
    s.service.open(&actor(&s.admin), &form(&s.ana)).unwrap()
}

#[test]
fn staff_open_a_case_in_progress_for_a_client_and_it_is_audited() {
    let s = setup();
    let case = opened(&s);
    assert_eq!(case.client, s.ana.id);
    assert_eq!(case.status, CaseStatus::InProgress);
    assert_eq!((case.progress, case.actual_end_date), (0, None));
    assert_eq!(case.estimated_end_date, Some(day("2027-06-30")));
    let audit = s.rows.audit.lock().unwrap();
    assert_eq!(audit[0].action, "case_open");
    assert_eq!(audit[0].entity_id, case.id.0.to_string());
}

#[test]
fn a_client_cannot_open_or_change_a_case() {
    let s = setup();
    let refused = s.service.open(&actor(&s.ana), &form(&s.ana));
    assert!(matches!(refused, Err(DomainError::Forbidden(_))));
    let case = opened(&s);
    let changed = s.service.change(&actor(&s.ana), case.id, &form(&s.ana));
    assert!(matches!(changed, Err(DomainError::Forbidden(_))));
    let posted =
        s.service.post_update(&actor(&s.ana), case.id, &UpdateForm { content: Some("x".into()) });
    assert!(matches!(posted, Err(DomainError::Forbidden(_))));
}

#[test]
fn an_admin_still_locked_out_by_the_second_factor_cannot_open_a_case() {
    let s = setup();
    let locked = Actor { staff_locked: true, ..actor(&s.admin) };
    assert!(matches!(s.service.open(&locked, &form(&s.ana)), Err(DomainError::Forbidden(_))));
}

#[test]
fn the_form_names_each_wrong_field() {
    let s = setup();
    let bad = CaseForm {
        user_id: None,
        case_type: Some("divórcio".into()),
        country: Some(" ".into()),
        status: Some("arquivado".into()),
        progress: Some(101),
        start_date: Some("01/11/2026".into()),
        notes: Some("a\u{202E}b".into()),
        ..CaseForm::default()
    };
    let errors = validation_errors(s.service.open(&actor(&s.admin), &bad));
    assert_eq!(errors.get("userId"), Some(messages::CLIENT_REQUIRED));
    assert_eq!(errors.get("type"), Some(messages::TYPE_INVALID));
    assert_eq!(errors.get("country"), Some(messages::COUNTRY_REQUIRED));
    assert_eq!(errors.get("status"), Some(messages::STATUS_INVALID));
    assert_eq!(errors.get("progress"), Some(messages::PROGRESS_RANGE));
    assert_eq!(errors.get("startDate"), Some(messages::DATE_INVALID));
    assert_eq!(errors.get("notes"), Some(crate::text::INVALID_CHARACTERS));
    let early = CaseForm { estimated_end_date: Some("2026-10-01".into()), ..form(&s.ana) };
    let errors = validation_errors(s.service.open(&actor(&s.admin), &early));
    assert_eq!(errors.get("estimatedEndDate"), Some(messages::END_BEFORE_START));
    let no_start = CaseForm { start_date: None, ..form(&s.ana) };
    let errors = validation_errors(s.service.open(&actor(&s.admin), &no_start));
    assert_eq!(errors.get("startDate"), Some(messages::START_REQUIRED));
}

#[test]
fn a_case_for_an_unknown_client_is_not_found() {
    let s = setup();
    let ghost = CaseForm { user_id: Some(999), ..form(&s.ana) };
    let refused = s.service.open(&actor(&s.admin), &ghost);
    assert!(matches!(refused, Err(DomainError::NotFound(m)) if m == CLIENT_NOT_FOUND));
}

#[test]
fn portuguese_status_names_are_accepted_and_stored_canonically() {
    let s = setup();
    let pending = CaseForm { status: Some("Aguardando documentos".into()), ..form(&s.ana) };
    let case = s.service.open(&actor(&s.admin), &pending).unwrap();
    assert_eq!(case.status, CaseStatus::AwaitingDocuments);
}

#[test]
fn closing_sets_the_end_date_in_sao_paulo_and_reopening_clears_it_audited() {
    let s = setup();
    let case = opened(&s);
    let approve = CaseForm { status: Some("aprovado".into()), progress: Some(100), ..form(&s.ana) };
    let closed = s.service.change(&actor(&s.admin), case.id, &approve).unwrap();
    assert_eq!(closed.status, CaseStatus::Approved);
    assert_eq!(closed.actual_end_date, Some(day("2026-11-25")));
    let notes = CaseForm { notes: Some("arquivado".into()), ..approve.clone() };
    let kept = s.service.change(&actor(&s.admin), case.id, &notes).unwrap();
    assert_eq!(kept.actual_end_date, Some(day("2026-11-25")));
    let reopen = CaseForm { status: Some("em andamento".into()), ..form(&s.ana) };
    let reopened = s.service.change(&actor(&s.admin), case.id, &reopen).unwrap();
    assert_eq!((reopened.status, reopened.actual_end_date), (CaseStatus::InProgress, None));
    let actions: Vec<_> = s.rows.audit.lock().unwrap().iter().map(|a| a.action).collect();
    assert_eq!(actions, ["case_open", "case_change", "case_change", "case_change", "case_reopen"]);
}

#[test]
fn a_client_sees_only_their_own_cases_and_others_are_not_found() {
    let s = setup();
    let case = opened(&s);
    assert_eq!(s.service.detail(&actor(&s.ana), case.id).unwrap().case.id, case.id);
    let hidden = s.service.detail(&actor(&s.bia), case.id);
    assert!(matches!(hidden, Err(DomainError::NotFound(m)) if m == CASE_NOT_FOUND));
    let changed = s.service.change(&actor(&s.bia), case.id, &form(&s.ana));
    assert!(matches!(changed, Err(DomainError::NotFound(_))), "404 before 403");
    assert_eq!(s.service.list(&actor(&s.bia), &CaseQuery::default()).unwrap().total, 0);
    assert_eq!(s.service.list(&actor(&s.ana), &CaseQuery::default()).unwrap().total, 1);
    assert_eq!(s.service.list(&actor(&s.admin), &CaseQuery::default()).unwrap().total, 1);
}

#[test]
fn a_client_search_is_ignored_and_staff_filters_reach_the_repository() {
    let s = setup();
    let query = CaseQuery { search: Some("ana".into()), ..CaseQuery::default() };
    s.service.list(&actor(&s.bia), &query).unwrap();
    let filter = s.rows.last_filter.lock().unwrap().clone().unwrap();
    assert_eq!((filter.client, filter.search), (Some(s.bia.id), None));
    let query = CaseQuery {
        search: Some(" ana ".into()),
        status: Some("pendente".into()),
        case_type: Some("passport".into()),
        ..CaseQuery::default()
    };
    s.service.list(&actor(&s.admin), &query).unwrap();
    let filter = s.rows.last_filter.lock().unwrap().clone().unwrap();
    assert_eq!(filter.client, None);
    assert_eq!(filter.search.as_deref(), Some("ana"));
    assert_eq!(filter.statuses, [CaseStatus::Pending]);
    assert_eq!(filter.case_type, Some(CaseType::Passport));
}

#[test]
fn awaiting_client_means_awaiting_documents() {
    let s = setup();
    let query = CaseQuery { awaiting_client: true, ..CaseQuery::default() };
    s.service.list(&actor(&s.admin), &query).unwrap();
    let filter = s.rows.last_filter.lock().unwrap().clone().unwrap();
    assert_eq!(filter.statuses, [CaseStatus::AwaitingDocuments]);
    let contradicting = CaseQuery { status: Some("approved".into()), ..query };
    assert_eq!(s.service.list(&actor(&s.admin), &contradicting).unwrap().total, 0);
}

#[test]
fn unknown_filters_are_refused_by_field() {
    let s = setup();
    let query =
        CaseQuery { status: Some("x".into()), case_type: Some("y".into()), ..CaseQuery::default() };
    let errors = validation_errors(s.service.list(&actor(&s.admin), &query));
    assert_eq!(errors.get("status"), Some(messages::STATUS_INVALID));
    assert_eq!(errors.get("type"), Some(TYPE_FILTER_INVALID));
}

#[test]
fn an_update_is_kept_newest_first_and_mailed_to_the_client() {
    let s = setup();
    let case = opened(&s);
    for text in ["Primeira", "Segunda"] {
        let update = UpdateForm { content: Some(format!("  {text}  ")) };
        s.service.post_update(&actor(&s.admin), case.id, &update).unwrap();
    }
    let detail = s.service.detail(&actor(&s.ana), case.id).unwrap();
    let texts: Vec<_> = detail.updates.iter().map(|u| u.content.as_str()).collect();
    assert_eq!(texts, ["Segunda", "Primeira"]);
    let mails = s.rows.mails.lock().unwrap();
    assert_eq!(mails.len(), 2);
    assert!(matches!(&mails[1], Notification::CaseUpdateToClient { to, content, case_url, .. }
        if to == "ana@exemplo.com" && content == "Segunda"
            && case_url == "https://portal.exemplo.com/process-tracking"));
    let empty = s.service.post_update(&actor(&s.admin), case.id, &UpdateForm { content: None });
    assert_eq!(validation_errors(empty).get("content"), Some(messages::CONTENT_REQUIRED));
}

#[test]
fn a_clients_upload_to_their_case_tells_the_staff_and_staffs_own_does_not() {
    let s = setup_with(Some("equipe@exemplo.com"));
    let case = opened(&s);
    let link = s.service.link(&actor(&s.ana), case.id, None, "rg.pdf").unwrap();
    assert_eq!(link.owner, s.ana.id);
    assert!(matches!(&link.mails[..], [Notification::CaseUploadToStaff { to, document_name, .. }]
        if to == "equipe@exemplo.com" && document_name == "rg.pdf"));
    let by_staff = s.service.link(&actor(&s.admin), case.id, None, "rg.pdf").unwrap();
    assert_eq!(by_staff.owner, s.ana.id);
    assert!(by_staff.mails.is_empty());
    assert!(matches!(
        s.service.link(&actor(&s.bia), case.id, None, "rg.pdf"),
        Err(DomainError::NotFound(_))
    ));
}

#[test]
fn without_staff_email_every_active_admin_hears_of_an_upload() {
    let s = setup();
    let case = opened(&s);
    let link = s.service.link(&actor(&s.ana), case.id, None, "rg.pdf").unwrap();
    let to: Vec<_> = link
        .mails
        .iter()
        .map(|m| match m {
            Notification::CaseUploadToStaff { to, .. } => to.as_str(),
            _ => "",
        })
        .collect();
    assert_eq!(to, ["chefe@exemplo.com"]);
}

#[test]
fn a_new_case_starts_with_its_types_checklist_and_staff_add_items() {
    let s = setup();
    let case = opened(&s);
    let detail = s.service.detail(&actor(&s.ana), case.id).unwrap();
    let names: Vec<_> = detail.checklist.iter().map(|i| i.name.as_str()).collect();
    assert_eq!(names, template(CaseType::ItalianCitizenship));
    assert!(detail.checklist.iter().all(|i| i.validity == Validity::Pending));
    let item = s
        .service
        .add_item(
            &actor(&s.admin),
            case.id,
            &ItemForm { name: Some(" Certidão de casamento ".into()) },
        )
        .unwrap();
    assert_eq!((item.name.as_str(), item.review), ("Certidão de casamento", Review::Waiting));
    let empty = s.service.add_item(&actor(&s.admin), case.id, &ItemForm { name: None });
    assert_eq!(validation_errors(empty).get("name"), Some(messages::ITEM_NAME_REQUIRED));
    let by_client =
        s.service.add_item(&actor(&s.ana), case.id, &ItemForm { name: Some("x".into()) });
    assert!(matches!(by_client, Err(DomainError::Forbidden(_))));
    let hidden = s.service.add_item(&actor(&s.bia), case.id, &ItemForm { name: Some("x".into()) });
    assert!(matches!(hidden, Err(DomainError::NotFound(_))));
}

#[test]
fn staff_remove_an_item_added_by_mistake_and_the_removal_is_audited() {
    let s = setup();
    let case = opened(&s);
    let typo = ItemForm { name: Some("Certidão de casamneto".into()) };
    let item = s.service.add_item(&actor(&s.admin), case.id, &typo).unwrap();

    let by_client = s.service.remove_item(&actor(&s.ana), case.id, item.id);
    assert!(matches!(by_client, Err(DomainError::Forbidden(_))));
    let hidden = s.service.remove_item(&actor(&s.bia), case.id, item.id);
    assert!(matches!(hidden, Err(DomainError::NotFound(_))));
    s.service.remove_item(&actor(&s.admin), case.id, item.id).unwrap();

    let names: Vec<_> = s
        .service
        .detail(&actor(&s.ana), case.id)
        .unwrap()
        .checklist
        .into_iter()
        .map(|i| i.name)
        .collect();
    assert_eq!(names, template(CaseType::ItalianCitizenship));
    let again = s.service.remove_item(&actor(&s.admin), case.id, item.id);
    assert!(
        matches!(again, Err(DomainError::NotFound(message)) if message == messages::ITEM_NOT_FOUND)
    );
    let audit = s.rows.audit.lock().unwrap();
    let removals: Vec<_> = audit.iter().filter(|a| a.action == "case_item_remove").collect();
    assert_eq!(removals.len(), 1);
    let before = removals[0].before.as_ref().expect("what the item was");
    assert_eq!(
        (&before["name"], &before["review"]),
        (&serde_json::json!("Certidão de casamneto"), &serde_json::json!("waiting"))
    );
}

#[test]
fn staff_approve_or_reject_an_item_once_a_document_is_sent_and_a_rejection_needs_a_reason() {
    let s = setup();
    let case = opened(&s);
    let review = |decision: &str, reason: Option<&str>| ReviewForm {
        decision: Some(decision.into()),
        reason: reason.map(str::to_owned),
    };
    let no_reason = s.service.review_item(&actor(&s.admin), case.id, 1, &review("rejected", None));
    assert_eq!(validation_errors(no_reason).get("reason"), Some(messages::REASON_REQUIRED));
    let odd = s.service.review_item(&actor(&s.admin), case.id, 1, &review("talvez", None));
    assert_eq!(validation_errors(odd).get("decision"), Some(messages::DECISION_INVALID));
    for decision in ["approved", "rejected"] {
        let nothing_sent = s.service.review_item(
            &actor(&s.admin),
            case.id,
            1,
            &review(decision, Some("Ilegível")),
        );
        assert!(matches!(nothing_sent,
            Err(DomainError::Conflict { message, .. }) if message == messages::NOTHING_TO_REVIEW));
    }
    s.rows.items.lock().unwrap()[0].document_count = 1;
    let rejected = s
        .service
        .review_item(&actor(&s.admin), case.id, 1, &review("rejeitado", Some("Ilegível")))
        .unwrap();
    assert_eq!((rejected.review, rejected.review_reason.as_str()), (Review::Rejected, "Ilegível"));
    let approved = s
        .service
        .review_item(&actor(&s.admin), case.id, 1, &review("approved", Some("x")))
        .unwrap();
    assert_eq!((approved.review, approved.review_reason.as_str()), (Review::Approved, ""));
    let missing = s.service.review_item(&actor(&s.admin), case.id, 99, &review("approved", None));
    assert!(matches!(missing, Err(DomainError::NotFound(_))));
    let by_client = s.service.review_item(&actor(&s.ana), case.id, 1, &review("approved", None));
    assert!(matches!(by_client, Err(DomainError::Forbidden(_))));
    let actions: Vec<_> = s.rows.audit.lock().unwrap().iter().map(|a| a.action).collect();
    assert_eq!(actions.iter().filter(|a| **a == "case_item_review").count(), 2);
}

#[test]
fn an_upload_may_name_only_an_item_of_its_case() {
    let s = setup();
    let case = opened(&s);
    let other = s.service.open(&actor(&s.admin), &form(&s.bia)).unwrap();
    let link = s.service.link(&actor(&s.ana), case.id, Some(1), "rg.pdf").unwrap();
    assert_eq!(link.checklist_item, Some(1));
    let foreign_item = other.id.0 * 4; // an item of Bia's case
    let refused = s.service.link(&actor(&s.ana), case.id, Some(foreign_item), "rg.pdf");
    assert!(matches!(refused, Err(DomainError::NotFound(m)) if m == messages::ITEM_NOT_FOUND));
}

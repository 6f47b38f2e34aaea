//! 'Aprovar desconto': the course's code reaches the client, and the refusals.

use std::sync::Arc;

use super::*;
use crate::catalog::testing::InMemoryCatalog;
use crate::catalog::{CatalogService, CourseId, CoursePatch};

fn catalog(code: Option<&str>) -> CatalogService {
    let catalog = CatalogService::new(Arc::new(InMemoryCatalog::default()));
    catalog.seed().unwrap();
    let admin = crate::testing::ADMIN;
    let patch = CoursePatch { discount_code: Some(code.map(str::to_owned)), ..Default::default() };
    catalog.update_course(&admin, CourseId(1), patch, false).unwrap();
    catalog
}

fn discount(s: &Setup, course_id: Option<i64>) -> RequestId {
    let form = RequestForm::CourseDiscount(CourseForm {
        course_id,
        course_name: None,
        contact: contact(),
    });
    s.service.submit(&actor(&s.ana), &form, &[]).unwrap().summary.id
}

fn conflict(result: Result<ServiceRequest, DomainError>) -> String {
    match result {
        Err(DomainError::Conflict { message, .. }) => message,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn approving_sends_the_courses_code_as_a_message_and_a_mail_and_answers_the_request() {
    let s = setup();
    let catalog = catalog(Some("ITALIA10"));
    let course = catalog.course(CourseId(1)).unwrap();
    let id = discount(&s, Some(1));

    let approved = s.service.approve_discount(&actor(&s.admin), &catalog, id).unwrap();
    assert_eq!(approved.summary.status, RequestStatus::Answered);
    let sent = s.rows.messages.lock().unwrap().clone();
    assert_eq!((sent[0].sender, sent[0].receiver), (s.admin.id, s.ana.id));
    assert_eq!(sent[0].content, discount_messages::approved(&course.name, "ITALIA10"));
    assert!(sent[0].content.contains("ITALIA10"));
    let Some(Notification::DiscountApproved { to, course: named, code, messages_url, .. }) =
        mails(&s).last().cloned()
    else {
        panic!("no discount mail");
    };
    assert_eq!((to.as_str(), code.as_str()), ("ana@exemplo.com", "ITALIA10"));
    assert_eq!(named, course.name);
    assert_eq!(messages_url, "https://portal.exemplo.com/messages");
    let audit = s.rows.audit.lock().unwrap().last().cloned().unwrap();
    assert_eq!(audit.action, "request.approve_discount");
    assert_eq!(audit.after.unwrap()["status"], "answered");
}

#[test]
fn only_staff_approve_and_another_clients_request_stays_hidden() {
    let s = setup();
    let catalog = catalog(Some("ITALIA10"));
    let id = discount(&s, Some(1));
    let own = s.service.approve_discount(&actor(&s.ana), &catalog, id);
    assert!(matches!(own, Err(DomainError::Forbidden(_))), "{own:?}");
    let missing = s.service.approve_discount(&actor(&s.admin), &catalog, RequestId(999));
    assert!(matches!(missing, Err(DomainError::NotFound(_))), "{missing:?}");
    assert!(s.rows.messages.lock().unwrap().is_empty());
}

#[test]
fn approval_is_refused_without_a_code_a_course_or_for_another_kind_or_a_closed_request() {
    let s = setup();
    let without_code = catalog(None);
    let id = discount(&s, Some(1));
    let admin = actor(&s.admin);
    assert_eq!(
        conflict(s.service.approve_discount(&admin, &without_code, id)),
        "Este curso não tem código de desconto cadastrado."
    );
    let with_code = catalog(Some("ITALIA10"));
    let no_course = discount(&s, None);
    assert_eq!(
        conflict(s.service.approve_discount(&admin, &with_code, no_course)),
        discount_messages::NO_COURSE
    );
    let s = setup();
    let gone = discount(&s, Some(1));
    let without_courses = CatalogService::new(Arc::new(InMemoryCatalog::default()));
    assert_eq!(
        conflict(s.service.approve_discount(&admin, &without_courses, gone)),
        discount_messages::COURSE_GONE
    );
    let enrolment = RequestForm::CourseEnrollment(CourseForm {
        course_id: Some(1),
        course_name: None,
        contact: ContactForm { message: String::new(), ..contact() },
    });
    let other = s.service.submit(&actor(&s.ana), &enrolment, &[]).unwrap().summary.id;
    assert_eq!(
        conflict(s.service.approve_discount(&admin, &with_code, other)),
        discount_messages::NOT_A_DISCOUNT_REQUEST
    );
    let closed = discount(&s, Some(1));
    s.service.set_status(&admin, closed, "closed").unwrap();
    assert_eq!(
        conflict(s.service.approve_discount(&admin, &with_code, closed)),
        discount_messages::CLOSED
    );
    assert!(s.rows.messages.lock().unwrap().is_empty(), "nothing is sent on a refusal");
}

//! A request sent from a priority quick-access link is marked for staff (`crate::priority`).

use super::*;

#[test]
fn a_request_is_priority_only_when_sent_with_the_flag() {
    let s = setup();
    let plain = s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[]).unwrap();
    assert!(!plain.summary.priority);
    let unmarked = s
        .service
        .submit_marked(&actor(&s.ana), &citizenship("em-andamento"), &[], Some(false))
        .unwrap();
    assert!(!unmarked.summary.priority);
    let marked = s
        .service
        .submit_marked(&actor(&s.bia), &citizenship("menores-urgente"), &[], Some(true))
        .unwrap();
    assert!(marked.summary.priority);
    assert!(s.service.get(&actor(&s.bia), marked.summary.id).unwrap().summary.priority);
}

#[test]
fn staff_filter_the_inbox_by_priority_and_a_client_cannot_narrow_by_it() {
    let s = setup();
    s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[]).unwrap();
    s.service
        .submit_marked(&actor(&s.ana), &RequestForm::Contact(contact()), &[], Some(true))
        .unwrap();
    let only = RequestQuery { priority: Some(true), ..RequestQuery::default() };
    let inbox = s.service.list(&actor(&s.admin), &only).unwrap();
    assert_eq!(inbox.items.len(), 1);
    assert!(inbox.items[0].priority);
    assert_eq!(inbox.items[0].kind, RequestKind::Contact);
    // A client's list is their own, all of it.
    assert_eq!(s.service.list(&actor(&s.ana), &only).unwrap().items.len(), 2);
}

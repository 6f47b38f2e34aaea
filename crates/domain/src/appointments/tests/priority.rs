//! The priority flag of a booking (`crate::priority`): set by the quick-access link when
//! booking, kept by the client's changes, marked and unmarked by staff.

use super::*;

fn priority_form() -> AppointmentForm {
    AppointmentForm { priority: Some(true), status: None, ..portuguese_form() }
}

#[test]
fn a_booking_is_priority_only_when_its_form_says_so() {
    let s = setup();
    let plain = s.service.book(&ANA, portuguese_form()).unwrap();
    assert!(!plain.summary.priority);
    let marked =
        s.service.book(&BIA, AppointmentForm { time: Some("11:00".into()), ..priority_form() });
    assert!(marked.unwrap().summary.priority);
}

#[test]
fn a_client_change_keeps_the_flag_and_a_client_cannot_mark_it_later() {
    let s = setup();
    let marked = s.service.book(&ANA, priority_form()).unwrap().summary.id;
    let unmark = AppointmentForm {
        priority: Some(false),
        notes: Some("Levo fotos".into()),
        ..priority_form()
    };
    let changed = s.service.update(&ANA, marked, unmark).unwrap();
    assert!(changed.summary.priority);
    assert_eq!(changed.notes.as_deref(), Some("Levo fotos"));

    let plain = s
        .service
        .book(&BIA, AppointmentForm { time: Some("11:00".into()), ..portuguese_form() })
        .unwrap()
        .summary
        .id;
    let mark = AppointmentForm { time: Some("11:00".into()), ..priority_form() };
    let unchanged = s.service.update(&BIA, plain, mark).unwrap();
    assert!(!unchanged.summary.priority);
    assert_eq!(unchanged.sequence, 0, "nothing changed, nothing stored");
}

#[test]
fn staff_mark_and_unmark_it_and_a_silent_form_keeps_it() {
    let s = setup();
    let id = s.service.book(&ANA, portuguese_form()).unwrap().summary.id;
    let marked = AppointmentForm { priority: Some(true), ..portuguese_form() };
    assert!(s.service.update(&ADMIN, id, marked).unwrap().summary.priority);
    let silent =
        AppointmentForm { priority: None, notes: Some("Sala 2".into()), ..portuguese_form() };
    assert!(s.service.update(&ADMIN, id, silent).unwrap().summary.priority);
    let unmarked = AppointmentForm { priority: Some(false), ..portuguese_form() };
    assert!(!s.service.update(&ADMIN, id, unmarked).unwrap().summary.priority);
}

#[test]
fn the_list_filter_keeps_only_the_priority_ones() {
    let s = setup();
    s.service.book(&ANA, priority_form()).unwrap();
    s.service
        .book(&BIA, AppointmentForm { time: Some("11:00".into()), ..portuguese_form() })
        .unwrap();
    let only = AppointmentFilter { only_priority: true, ..AppointmentFilter::default() };
    let listed = s.service.list(&ADMIN, only).unwrap();
    assert_eq!(listed.items.len(), 1);
    assert!(listed.items[0].priority);
    assert_eq!(s.service.list(&ADMIN, AppointmentFilter::default()).unwrap().items.len(), 2);
}

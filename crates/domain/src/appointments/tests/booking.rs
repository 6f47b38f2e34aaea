//! Who books what, and when.

use super::*;

#[test]
fn a_clients_booking_is_theirs_and_pending_whatever_they_send() {
    let s = setup();
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    assert_eq!(booked.summary.status, Status::Pending);
    assert_eq!(booked.user_id, Some(ANA.user_id));
    assert!(matches!(s.service.get(&BIA, booked.summary.id), Err(DomainError::NotFound(_))));
    assert_eq!(s.service.list(&BIA, AppointmentFilter::default()).unwrap().total, 0);
    assert_eq!(s.service.list(&ADMIN, AppointmentFilter::default()).unwrap().total, 1);
}

#[test]
fn clients_book_future_weekdays_and_staff_any_day() {
    let s = setup();
    let saturday = AppointmentForm { date: Some("2026-11-28".into()), ..portuguese_form() };
    assert_eq!(
        errors_of(s.service.book(&ANA, saturday.clone())).get("date"),
        Some(messages::WEEKDAYS_ONLY)
    );
    let earlier_today = AppointmentForm {
        date: Some("2026-11-23".into()),
        time: Some("09:30".into()),
        ..portuguese_form()
    };
    assert_eq!(
        errors_of(s.service.book(&ANA, earlier_today.clone())).get("date"),
        Some(messages::FUTURE_ONLY)
    );
    assert!(s.service.book(&ADMIN, saturday).is_ok());
    assert!(s.service.book(&ADMIN, earlier_today).is_ok());
}

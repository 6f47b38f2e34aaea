//! Slots: one active appointment each, and which are free.

use super::*;

#[test]
fn a_slot_holds_one_active_appointment_except_at_other() {
    let s = setup();
    s.service.book(&ANA, portuguese_form()).unwrap();
    let again = s.service.book(&BIA, portuguese_form()).unwrap_err();
    assert!(matches!(again, DomainError::Conflict { ref message, .. } if message == SLOT_TAKEN));
    let elsewhere = AppointmentForm { location: OTHER_LOCATION.into(), ..portuguese_form() };
    s.service.book(&ANA, elsewhere.clone()).unwrap();
    s.service.book(&BIA, elsewhere).unwrap();
}

#[test]
fn availability_marks_taken_and_past_slots() {
    let s = setup();
    s.service.book(&ANA, portuguese_form()).unwrap();
    let place = "Consulado Geral de Portugal em São Paulo";
    let tomorrow = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    let slots = s.service.availability(&BIA, ServiceId(2), place, tomorrow).unwrap();
    assert_eq!(slots.len(), 18);
    let taken: Vec<_> =
        slots.iter().filter(|s| !s.available).map(|s| s.time.format("%H:%M").to_string()).collect();
    assert_eq!(taken, ["10:30"]);
    let today = s
        .service
        .availability(&BIA, ServiceId(2), place, NaiveDate::from_ymd_opt(2026, 11, 23).unwrap())
        .unwrap();
    assert_eq!(
        today.iter().filter(|s| s.available).count(),
        18 - 3,
        "09:00, 09:30 and 10:00 are past"
    );
    let staff_today = s
        .service
        .availability(&ADMIN, ServiceId(2), place, NaiveDate::from_ymd_opt(2026, 11, 23).unwrap())
        .unwrap();
    assert!(staff_today.iter().all(|s| s.available));
    let passed = |slots: &[SlotAvailability]| {
        slots
            .iter()
            .filter(|s| s.passed)
            .map(|s| s.time.format("%H:%M").to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(passed(&today), ["09:00", "09:30", "10:00"]);
    assert_eq!(
        passed(&staff_today),
        ["09:00", "09:30", "10:00"],
        "staff may book them, yet they passed"
    );
    assert!(passed(&slots).is_empty(), "a taken slot of tomorrow has not passed");
    assert!(matches!(
        s.service.availability(&BIA, ServiceId(2), "Sede Principal - Roma", tomorrow),
        Err(DomainError::Validation(_))
    ));
}

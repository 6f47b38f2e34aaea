//! Holidays and closures: no free slot, and no booking or move onto them.

use super::*;
use crate::closures::NewClosure;

const PLACE: &str = "Consulado Geral de Portugal em São Paulo";

fn close(s: &Setup, location: Option<&str>, date: NaiveDate, reason: &str) {
    s.closures.given(&NewClosure {
        location: location.map(str::to_owned),
        first_day: date,
        last_day: date,
        reason: reason.into(),
        created_by: UserId(1),
    });
}

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

#[test]
fn a_closed_day_has_no_free_slot_for_anyone() {
    let s = setup();
    close(&s, Some(PLACE), day(2026, 11, 24), "Reforma");
    for actor in [&BIA, &ADMIN] {
        let slots = s.service.availability(actor, ServiceId(2), PLACE, day(2026, 11, 24)).unwrap();
        assert_eq!(slots.len(), 18);
        assert!(slots.iter().all(|slot| !slot.available));
    }
    let elsewhere = s
        .service
        .availability(&BIA, ServiceId(2), "Consulado de Portugal em Santos", day(2026, 11, 24))
        .unwrap();
    assert!(elsewhere.iter().any(|slot| slot.available), "another place stays open");
    let christmas = s.service.availability(&ADMIN, ServiceId(2), PLACE, day(2026, 12, 25)).unwrap();
    assert!(christmas.iter().all(|slot| !slot.available), "a holiday closes every place");
}

#[test]
fn booking_a_closed_day_is_refused_with_the_reason() {
    let s = setup();
    let christmas = AppointmentForm { date: Some("2026-12-25".into()), ..portuguese_form() };
    let errors = errors_of(s.service.book(&ANA, christmas.clone()));
    assert_eq!(errors.get("date"), Some("Fechado em 25/12/2026: Natal."));
    let errors = errors_of(s.service.book(&ADMIN, christmas));
    assert_eq!(errors.get("date"), Some("Fechado em 25/12/2026: Natal."), "staff too");

    close(&s, None, day(2026, 11, 24), "Greve dos servidores");
    let errors = errors_of(s.service.book(&ANA, portuguese_form()));
    assert_eq!(errors.get("date"), Some("Fechado em 24/11/2026: Greve dos servidores."));
    assert!(s.store.rows.lock().unwrap().is_empty(), "nothing was stored");
}

#[test]
fn moving_onto_a_closed_day_is_refused_but_the_day_s_appointments_still_change() {
    let s = setup();
    let pending = AppointmentForm { status: Some("pending".into()), ..portuguese_form() };
    let booked = s.service.book(&ADMIN, pending.clone()).unwrap();
    let id = booked.summary.id;
    // Closed after it was booked: staff can still annotate or cancel it, not confirm it.
    close(&s, Some(PLACE), day(2026, 11, 24), "Reforma");
    let confirmed = AppointmentForm { status: Some("confirmed".into()), ..portuguese_form() };
    let errors = errors_of(s.service.update(&ADMIN, id, confirmed));
    assert_eq!(errors.get("date"), Some("Fechado em 24/11/2026: Reforma."));
    let later = AppointmentForm { time: Some("11:00".into()), ..pending.clone() };
    let errors = errors_of(s.service.update(&ADMIN, id, later));
    assert_eq!(errors.get("date"), Some("Fechado em 24/11/2026: Reforma."), "nor move it that day");
    let noted = AppointmentForm { notes: Some("Cliente avisada".into()), ..pending.clone() };
    let saved = s.service.update(&ADMIN, id, noted).unwrap();
    assert_eq!(saved.summary.closed_notice.as_deref(), Some("Fechado em 24/11/2026: Reforma."));
    let again = AppointmentForm { notes: Some("Cliente avisada".into()), ..pending };
    let unchanged = s.service.update(&ADMIN, id, again).unwrap();
    assert!(unchanged.summary.closed_notice.is_some(), "a save that changes nothing says it too");
    let cancelled = AppointmentForm { status: Some("cancelled".into()), ..portuguese_form() };
    s.service.update(&ADMIN, id, cancelled).unwrap();
    let revived = AppointmentForm { status: Some("pending".into()), ..portuguese_form() };
    let errors = errors_of(s.service.update(&ADMIN, id, revived));
    assert_eq!(errors.get("date"), Some("Fechado em 24/11/2026: Reforma."), "nor revive it");

    let moved = AppointmentForm { date: Some("2026-12-25".into()), ..portuguese_form() };
    let errors = errors_of(s.service.update(&ADMIN, id, moved));
    assert_eq!(errors.get("date"), Some("Fechado em 25/12/2026: Natal."));
}

#[test]
fn lists_tell_which_appointments_fall_on_a_day_closed_since_the_booking() {
    let s = setup();
    let kept = s.service.book(&ANA, portuguese_form()).unwrap().summary.id;
    let next_day = AppointmentForm { date: Some("2026-11-25".into()), ..portuguese_form() };
    let other_day = s.service.book(&ANA, next_day).unwrap().summary.id;
    close(&s, Some(PLACE), day(2026, 11, 24), "Reforma");

    let notice_of = |id| {
        let page = s.service.list(&ANA, AppointmentFilter::default()).unwrap();
        page.items.into_iter().find(|a| a.id == id).unwrap().closed_notice
    };
    assert_eq!(notice_of(kept).as_deref(), Some("Fechado em 24/11/2026: Reforma."));
    assert_eq!(notice_of(other_day), None);
    let detail = s.service.get(&ADMIN, kept).unwrap();
    assert_eq!(detail.summary.closed_notice.as_deref(), Some("Fechado em 24/11/2026: Reforma."));

    let cancelled = AppointmentForm { status: Some("cancelled".into()), ..portuguese_form() };
    s.service.update(&ANA, kept, cancelled).unwrap();
    assert_eq!(notice_of(kept), None, "a cancelled appointment needs nothing more");
}

#[test]
fn a_reopened_day_gives_its_appointments_their_reminders_back_and_tells_their_clients() {
    use crate::closures::{ClosedAppointment, ReopenedDays};
    use crate::notifications::BookedSlot;
    let s = setup();
    let kept = s.service.book(&ANA, portuguese_form()).unwrap();
    let closed = |a: &Appointment, account_email: Option<&str>| ClosedAppointment {
        summary: a.summary.clone(),
        account_email: account_email.map(str::to_owned),
    };
    let open = |_: &str, _: NaiveDate| false;

    let given = s.service.reopened(&closed(&kept, Some("ana@conta.exemplo")), &kept, &open);
    let ReminderPlan::Replace(reminders) = &given.reminders else { panic!("{given:?}") };
    let offsets: Vec<_> = reminders.iter().map(|r| r.offset_minutes).collect();
    assert_eq!(offsets, [24 * 60, 2 * 60], "a day and two hours before, as when it was booked");
    assert_eq!(
        given.mails,
        [Notification::AppointmentDayReopened {
            to: "ana@conta.exemplo".into(),
            name: "Ana Rossi".into(),
            appointment: BookedSlot::from(&kept.summary),
            appointment_url: "https://portal.exemplo/appointments".into(),
        }]
    );
    assert_eq!(given.tokens.len(), 6, "each reminder carries its own three links");
    let without_account = s.service.reopened(&closed(&kept, None), &kept, &open);
    assert!(matches!(&without_account.mails[..], [Notification::AppointmentDayReopened { to, .. }]
        if to == "ana@exemplo.com"));

    let nothing = |given: crate::appointments::Outgoing| {
        given.mails.is_empty() && given.reminders == ReminderPlan::Keep && given.tokens.is_empty()
    };
    let stays_closed = |_: &str, _: NaiveDate| true;
    assert!(nothing(s.service.reopened(&closed(&kept, None), &kept, &stays_closed)));
    let mut moved = kept.clone();
    moved.summary.date = day(2026, 11, 25);
    assert!(nothing(s.service.reopened(&closed(&kept, None), &moved, &open)), "moved meanwhile");
    let mut cancelled = kept.clone();
    cancelled.summary.status = Status::Cancelled;
    assert!(nothing(s.service.reopened(&closed(&kept, None), &cancelled, &open)));
    let mut begun = kept.clone();
    begun.summary.date = day(2026, 11, 23);
    begun.summary.time = NaiveTime::from_hms_opt(9, 0, 0).unwrap();
    assert!(nothing(s.service.reopened(&closed(&begun, None), &begun, &open)), "09:00 today");
}

//! Reminders: when they are due, and what moving, cancelling or completing does to them.

use chrono::{DateTime, Duration};

use super::*;

/// The offsets (in minutes) and due times of the reminders waiting for `id`.
fn waiting(s: &Setup, id: AppointmentId) -> Vec<(i32, DateTime<Utc>)> {
    s.store
        .reminders
        .lock()
        .unwrap()
        .get(&id)
        .map(|list| list.iter().map(|r| (r.offset_minutes, r.due_at)).collect())
        .unwrap_or_default()
}

fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
}

fn with(change: impl FnOnce(&mut AppointmentForm)) -> AppointmentForm {
    let mut form = portuguese_form();
    change(&mut form);
    form
}

#[test]
fn a_booking_is_reminded_a_day_and_two_hours_before_with_a_link_to_the_portal() {
    let s = setup();
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    // 24 November 10:30 in São Paulo is 13:30 UTC.
    assert_eq!(
        waiting(&s, booked.summary.id),
        [(1440, utc(2026, 11, 23, 13, 30)), (120, utc(2026, 11, 24, 11, 30))]
    );
    let reminders = s.store.reminders.lock().unwrap()[&booked.summary.id].clone();
    let Notification::AppointmentReminder { to, appointment, appointment_url, .. } =
        &reminders[0].mail
    else {
        panic!("{reminders:?}")
    };
    assert_eq!(to, "ana@exemplo.com");
    assert_eq!(appointment_url, "https://portal.exemplo/appointments");
    assert_eq!(appointment.location, "Consulado Geral de Portugal em São Paulo");
    let mails = s.store.mails.lock().unwrap().clone();
    assert!(
        matches!(&mails[0], Notification::AppointmentToClient { appointment_url, .. }
            if appointment_url == "https://portal.exemplo/appointments"),
        "{mails:?}"
    );
}

#[test]
fn a_reminder_whose_time_has_passed_is_never_queued() {
    let s = setup();
    // It is 10:00 in São Paulo: 11:30 is less than two hours ahead.
    let soon = with(|f| {
        f.user_id = Some(2);
        f.date = Some("2026-11-23".into());
        f.time = Some("11:30".into());
    });
    let booked = s.service.book(&ADMIN, soon).unwrap();
    assert_eq!(waiting(&s, booked.summary.id), []);
    let later = with(|f| {
        f.user_id = Some(2);
        f.date = Some("2026-11-23".into());
        f.time = Some("12:30".into());
    });
    let booked = s.service.book(&ADMIN, later).unwrap();
    assert_eq!(
        waiting(&s, booked.summary.id),
        [(120, utc(2026, 11, 23, 13, 30))],
        "only the two-hour reminder is still ahead"
    );
}

#[test]
fn moving_an_appointment_moves_its_reminders_and_other_edits_keep_them() {
    let s = setup();
    let id = s.service.book(&ANA, portuguese_form()).unwrap().summary.id;
    let moved = with(|f| {
        f.date = Some("2026-11-25".into());
        f.time = Some("15:00".into());
        f.status = None;
    });
    s.service.update(&ANA, id, moved.clone()).unwrap();
    assert_eq!(
        waiting(&s, id),
        [(1440, utc(2026, 11, 24, 18, 0)), (120, utc(2026, 11, 25, 16, 0))]
    );
    s.store.reminders.lock().unwrap().clear();
    let confirmed = AppointmentForm {
        status: Some("confirmed".into()),
        notes: Some("Levar fotos".into()),
        ..moved
    };
    s.service.update(&ADMIN, id, confirmed).unwrap();
    assert!(
        !s.store.reminders.lock().unwrap().contains_key(&id),
        "a change that moves nothing leaves the waiting reminders alone"
    );
}

#[test]
fn cancelling_or_completing_drops_the_reminders_and_reopening_brings_them_back() {
    let s = setup();
    let id = s.service.book(&ANA, portuguese_form()).unwrap().summary.id;
    let cancel = with(|f| f.status = Some("cancelled".into()));
    s.service.update(&ANA, id, cancel).unwrap();
    assert_eq!(waiting(&s, id), []);
    s.service.update(&ADMIN, id, with(|f| f.status = Some("pending".into()))).unwrap();
    assert_eq!(waiting(&s, id).len(), 2, "back in the agenda, reminded again");
    s.service.update(&ADMIN, id, with(|f| f.status = Some("completed".into()))).unwrap();
    assert_eq!(waiting(&s, id), []);
}

#[test]
fn without_a_staff_address_every_active_administrator_hears_of_a_booking() {
    let s = setup_with(|rules| rules.staff_email = None);
    s.service.book(&ANA, portuguese_form()).unwrap();
    let staff: Vec<String> = s
        .store
        .mails
        .lock()
        .unwrap()
        .iter()
        .filter_map(|mail| match mail {
            Notification::AppointmentToStaff { to, .. } => Some(to.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(staff, ["admin@exemplo.com"]);
}

#[test]
fn each_change_raises_the_invite_sequence() {
    let s = setup();
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    assert_eq!(booked.sequence, 0);
    let moved = s
        .service
        .update(
            &ANA,
            booked.summary.id,
            with(|f| {
                f.time = Some("15:00".into());
                f.status = None;
            }),
        )
        .unwrap();
    assert_eq!(moved.sequence, 1);
    let mails = s.store.mails.lock().unwrap().clone();
    assert!(
        matches!(mails.last(), Some(Notification::AppointmentToStaff { appointment, .. }) if appointment.sequence == 1)
    );
}

#[test]
fn offsets_are_read_from_the_setting_and_refused_with_a_reason() {
    let parsed = ReminderOffsets::parse("2h, 24h").unwrap();
    assert_eq!(parsed.iter().collect::<Vec<_>>(), [Duration::hours(24), Duration::hours(2)]);
    assert_eq!(parsed, ReminderOffsets::default());
    let mixed = ReminderOffsets::parse("90m,1d").unwrap();
    assert_eq!(mixed.iter().collect::<Vec<_>>(), [Duration::days(1), Duration::minutes(90)]);
    assert_eq!(ReminderOffsets::parse("none").unwrap().iter().count(), 0);
    for bad in ["", "2", "2x", "h", "0h", "-1h", "31d", "2h,120m", "1h,2h,3h,4h,5h,6h", "２h"] {
        assert!(ReminderOffsets::parse(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn a_reminder_of_an_appointment_that_has_started_is_stale() {
    let s = setup();
    let id = s.service.book(&ANA, portuguese_form()).unwrap().summary.id;
    let reminder = s.store.reminders.lock().unwrap()[&id][1].mail.clone();
    assert!(!reminder.is_stale(utc(2026, 11, 24, 13, 29)));
    assert!(reminder.is_stale(utc(2026, 11, 24, 13, 30)));
}

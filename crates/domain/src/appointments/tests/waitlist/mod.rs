//! The waitlist's rules: who may join which day, which changes free a slot and for how long it is
//! held, that a held slot is nobody else's, and what a hold link allows.

use chrono::Duration;

use crate::clock::Clock;
use crate::closures::NewClosure;

use super::*;

mod fake;
mod holds;

use fake::InMemoryWaitlist;

fn waitlist(s: &Setup) -> (WaitlistService, Arc<InMemoryWaitlist>) {
    let store = Arc::new(InMemoryWaitlist::default());
    (WaitlistService::new(s.service.clone(), store.clone()), store)
}

const PORTO: &str = "Consulado Geral de Portugal em São Paulo";

fn tuesday() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
}

fn at(hour: u32, minute: u32) -> NaiveTime {
    NaiveTime::from_hms_opt(hour, minute, 0).unwrap()
}

/// Staff fill Tuesday at Porto.
fn fill_tuesday(s: &Setup) -> Vec<Appointment> {
    slots::slots()
        .into_iter()
        .map(|time| {
            let form = AppointmentForm {
                time: Some(time.format("%H:%M").to_string()),
                ..portuguese_form()
            };
            s.service.book(&ADMIN, form).unwrap()
        })
        .collect()
}

fn message_of<T: std::fmt::Debug>(result: Result<T, DomainError>) -> String {
    match result {
        Err(DomainError::Conflict { message, .. }) | Err(DomainError::NotFound(message)) => message,
        Err(DomainError::Validation(errors)) => format!("{errors:?}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_client_joins_only_a_full_weekday_ahead_and_only_once() {
    let s = setup();
    let (waitlist, _) = waitlist(&s);
    let join = |date: NaiveDate, location: &str| waitlist.join(&ANA, ServiceId(2), location, date);
    assert_eq!(message_of(join(tuesday(), PORTO)), WAITLIST_SLOTS_FREE);
    fill_tuesday(&s);
    let saturday = NaiveDate::from_ymd_opt(2026, 11, 28).unwrap();
    assert!(message_of(join(saturday, PORTO)).contains(WAITLIST_DAY_INVALID));
    let yesterday = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    assert!(message_of(join(yesterday, PORTO)).contains(WAITLIST_DAY_INVALID));
    assert!(message_of(join(tuesday(), OTHER_LOCATION)).contains(WAITLIST_OTHER_PLACE));
    let entry = join(tuesday(), PORTO).unwrap();
    assert_eq!(entry.status, WaitlistStatus::Waiting);
    assert_eq!(message_of(join(tuesday(), PORTO)), WAITLIST_ALREADY);
    // Bia does not see Ana's entry nor may remove it; staff see it.
    assert!(waitlist.list(&BIA, WaitlistFilter::default()).unwrap().is_empty());
    assert_eq!(waitlist.list(&ADMIN, WaitlistFilter::default()).unwrap().len(), 1);
    assert_eq!(message_of(waitlist.leave(&BIA, entry.id)), WAITLIST_ENTRY_NOT_FOUND);
    waitlist.leave(&ANA, entry.id).unwrap();
    assert!(waitlist.list(&ANA, WaitlistFilter::default()).unwrap().is_empty());
}

#[test]
fn a_closed_day_has_no_waitlist_and_the_refusal_says_why() {
    let s = setup();
    let (waitlist, _) = waitlist(&s);
    s.closures.given(&NewClosure {
        location: Some(PORTO.to_owned()),
        first_day: tuesday(),
        last_day: tuesday(),
        reason: "Reforma".into(),
        created_by: UserId(1),
    });
    let refusal = message_of(waitlist.join(&ANA, ServiceId(2), PORTO, tuesday()));
    assert!(refusal.contains("Fechado em 24/11/2026: Reforma."), "{refusal}");
    let christmas = NaiveDate::from_ymd_opt(2026, 12, 25).unwrap();
    let refusal = message_of(waitlist.join(&ANA, ServiceId(2), PORTO, christmas));
    assert!(refusal.contains("Fechado em 25/12/2026"), "{refusal}");
    assert!(waitlist.list(&ADMIN, WaitlistFilter::default()).unwrap().is_empty());
}

#[test]
fn today_has_no_waitlist_once_its_last_time_has_passed() {
    let s = setup();
    let (waitlist, _) = waitlist(&s);
    let today = s.clock.today();
    let here = |s: &Setup| s.clock.now().with_timezone(&TIME_ZONE).naive_local();
    let last = today.and_time(*slots::slots().last().unwrap());
    // A minute before the last time, that time is still ahead and nobody has it: no line.
    s.clock.advance(last - Duration::minutes(1) - here(&s));
    assert_eq!(message_of(waitlist.join(&ANA, ServiceId(2), PORTO, today)), WAITLIST_SLOTS_FREE);
    s.clock.advance(last - here(&s));
    let refusal = message_of(waitlist.join(&ANA, ServiceId(2), PORTO, today));
    assert!(refusal.contains(WAITLIST_DAY_OVER), "{refusal}");
}

#[test]
fn a_cancellation_or_a_move_away_frees_its_slot_for_thirty_minutes() {
    let s = setup();
    let booked = s.service.book(&ADMIN, portuguese_form()).unwrap();
    let id = booked.summary.id;
    // Moving to another time frees the old one.
    let moved = AppointmentForm { time: Some("11:00".into()), ..portuguese_form() };
    s.service.update(&ADMIN, id, moved).unwrap();
    let cancelled = AppointmentForm {
        time: Some("11:00".into()),
        status: Some("cancelled".into()),
        ..portuguese_form()
    };
    s.service.update(&ADMIN, id, cancelled).unwrap();
    let freed = s.store.freed.lock().unwrap().clone();
    let times: Vec<_> = freed.iter().map(|offer| offer.slot.time).collect();
    assert_eq!(times, [at(10, 30), at(11, 0)]);
    let now = s.clock.now();
    assert!(freed.iter().all(|offer| offer.expires_at == now + Duration::minutes(HOLD_MINUTES)));
    // The link holds a token of its own; only its digest is kept.
    assert!(freed[0].link.contains("/lista-de-espera/reserva?token="));
    assert_ne!(freed[0].digest, freed[1].digest);
    // Notes changed, or a cancelled one cancelled again: nothing freed.
    let noted = AppointmentForm {
        time: Some("11:00".into()),
        status: Some("cancelled".into()),
        notes: Some("ligou".into()),
        ..portuguese_form()
    };
    s.service.update(&ADMIN, id, noted).unwrap();
    assert_eq!(s.store.freed.lock().unwrap().len(), 2);
}

#[test]
fn a_slot_freed_on_a_closed_day_is_offered_to_nobody() {
    let s = setup();
    let booked = s.service.book(&ADMIN, portuguese_form()).unwrap();
    s.closures.given(&NewClosure {
        location: None,
        first_day: tuesday(),
        last_day: tuesday(),
        reason: "Greve".into(),
        created_by: ADMIN.user_id,
    });
    let cancelled = AppointmentForm { status: Some("cancelled".into()), ..portuguese_form() };
    s.service.update(&ADMIN, booked.summary.id, cancelled).unwrap();
    assert!(s.store.freed.lock().unwrap().is_empty(), "its booking would be refused");
}

#[test]
fn a_hold_never_outlasts_its_slot_and_a_started_slot_is_not_offered() {
    let slot = Slot { location: PORTO.into(), date: tuesday(), time: at(9, 0) };
    // 08:50 in São Paulo: the slot starts in ten minutes.
    let ten_before = Utc.with_ymd_and_hms(2026, 11, 24, 11, 50, 0).unwrap();
    assert_eq!(hold_until(ten_before, &slot), Some(ten_before + Duration::minutes(10)));
    let early = Utc.with_ymd_and_hms(2026, 11, 24, 10, 0, 0).unwrap();
    assert_eq!(hold_until(early, &slot), Some(early + Duration::minutes(30)));
    let started = Utc.with_ymd_and_hms(2026, 11, 24, 12, 0, 0).unwrap();
    assert_eq!(hold_until(started, &slot), None);
}

#[test]
fn a_held_slot_is_not_free_nor_bookable_by_a_client_until_its_hold_expires() {
    let s = setup();
    let until = s.clock.now() + Duration::minutes(30);
    s.store.holds.lock().unwrap().push((PORTO.into(), tuesday(), at(10, 30), until));
    let free = |s: &Setup| {
        s.service
            .availability(&BIA, ServiceId(2), PORTO, tuesday())
            .unwrap()
            .into_iter()
            .find(|slot| slot.time == at(10, 30))
            .unwrap()
            .available
    };
    assert!(!free(&s));
    assert_eq!(message_of(s.service.book(&BIA, portuguese_form())), SLOT_TAKEN);
    s.clock.advance(Duration::minutes(31));
    assert!(free(&s));
    assert!(s.service.book(&BIA, portuguese_form()).is_ok());
}

//! The waitlist's rules: who may join which day, which changes free a slot and for how long it is
//! held, that a held slot is nobody else's, and what a hold link allows.

use chrono::{DateTime, Duration};

use crate::clock::Clock;
use crate::closures::NewClosure;

use super::*;

/// A day's line in memory: entries in join order, and the digests of their holds.
#[derive(Default)]
struct InMemoryWaitlist {
    entries: Mutex<Vec<(WaitlistEntry, Option<String>)>>,
}

impl WaitlistRepository for InMemoryWaitlist {
    fn join(&self, new: &NewWaitlistEntry) -> Result<WaitlistEntry, RepositoryError> {
        let mut entries = self.entries.lock().unwrap();
        let same = |e: &WaitlistEntry| {
            (e.user_id, e.service_id, e.location.as_str(), e.date)
                == (new.user_id, new.service_id, new.location.as_str(), new.date)
        };
        if entries.iter().any(|(e, _)| same(e)) {
            return Err(RepositoryError::Duplicate(Conflict::WaitlistEntry));
        }
        let entry = WaitlistEntry {
            id: WaitlistEntryId(entries.len() as i64 + 1),
            user_id: new.user_id,
            client_name: format!("Cliente {}", new.user_id.0),
            client_email: format!("cliente{}@exemplo.com", new.user_id.0),
            service_id: new.service_id,
            service_name: service_name(new.service_id).into(),
            location: new.location.clone(),
            date: new.date,
            status: WaitlistStatus::Waiting,
            created_at: Utc::now(),
            hold: None,
        };
        entries.push((entry.clone(), None));
        Ok(entry)
    }

    fn find(&self, id: WaitlistEntryId) -> Result<Option<WaitlistEntry>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries.iter().map(|(e, _)| e).find(|e| e.id == id).cloned())
    }

    fn list(&self, filter: &WaitlistFilter) -> Result<Vec<WaitlistEntry>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries
            .iter()
            .map(|(e, _)| e)
            .filter(|e| filter.owner.is_none_or(|owner| e.user_id == owner))
            .filter(|e| filter.from.is_none_or(|from| e.date >= from))
            .cloned()
            .collect())
    }

    fn leave(&self, id: WaitlistEntryId, _: OfferFor<'_>) -> Result<bool, RepositoryError> {
        let mut entries = self.entries.lock().unwrap();
        let before = entries.len();
        entries.retain(|(e, _)| e.id != id);
        Ok(entries.len() < before)
    }

    fn hold(&self, digest: &str) -> Result<Option<WaitlistEntry>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries.iter().find(|(_, d)| d.as_deref() == Some(digest)).map(|(e, _)| e.clone()))
    }

    fn hold_digest(&self, id: WaitlistEntryId) -> Result<Option<String>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries.iter().find(|(e, _)| e.id == id).and_then(|(_, d)| d.clone()))
    }

    fn book_hold(
        &self,
        digest: &str,
        now: DateTime<Utc>,
        draft: &AppointmentDraft,
        _: Option<ActiveLimit>,
        _: Option<MailQuota>,
        _: MailsFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError> {
        let mut entries = self.entries.lock().unwrap();
        let Some((entry, _)) = entries.iter_mut().find(|(e, d)| {
            d.as_deref() == Some(digest)
                && e.status == WaitlistStatus::Offered
                && e.hold.is_some_and(|(_, until)| until > now)
        }) else {
            return Ok(None);
        };
        entry.status = WaitlistStatus::Booked;
        Ok(Some(InMemoryAppointments::stored(AppointmentId(99), draft, 0)))
    }

    fn pass_on_expired(&self, _: DateTime<Utc>, _: OfferFor<'_>) -> Result<usize, RepositoryError> {
        Ok(0)
    }
}

/// The seeded catalogue's names of services 1 and 2.
fn service_name(id: ServiceId) -> &'static str {
    if id == ServiceId(1) {
        "Agendamento de Passaporte Italiano"
    } else {
        "Renovação de Passaporte"
    }
}

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

fn offered(status: WaitlistStatus, until: DateTime<Utc>) -> WaitlistEntry {
    WaitlistEntry {
        id: WaitlistEntryId(1),
        user_id: ANA.user_id,
        client_name: "Ana".into(),
        client_email: "ana@exemplo.com".into(),
        service_id: ServiceId(2),
        service_name: "Renovação de Passaporte".into(),
        location: PORTO.into(),
        date: tuesday(),
        status,
        created_at: until,
        hold: Some((at(10, 30), until)),
    }
}

#[test]
fn a_hold_link_works_while_the_hold_is_on_and_never_after() {
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap();
    let later = now + Duration::minutes(30);
    assert_eq!(holding(&offered(WaitlistStatus::Offered, later), now).unwrap().0, at(10, 30));
    assert_eq!(message_of(holding(&offered(WaitlistStatus::Offered, now), now)), HOLD_EXPIRED);
    assert_eq!(message_of(holding(&offered(WaitlistStatus::Lapsed, later), now)), HOLD_EXPIRED);
    assert_eq!(message_of(holding(&offered(WaitlistStatus::Booked, later), now)), HOLD_USED);
}

#[test]
fn booking_a_hold_books_the_slot_as_the_accounts_client_once() {
    let s = setup();
    let (waitlist, store) = waitlist(&s);
    fill_tuesday(&s);
    let entry = waitlist.join(&ANA, ServiceId(2), PORTO, tuesday()).unwrap();
    assert_eq!(message_of(waitlist.hold("desconhecido")), HOLD_INVALID);
    offer_first(&s, &store);
    let hold = waitlist.hold("segredo").unwrap();
    assert_eq!(hold.entry.id, entry.id);
    assert!(!hold.passport_required);
    let booked = waitlist.book_hold("segredo", &HoldDetailsForm::default()).unwrap();
    assert_eq!(booked.summary.client_email, "ana@exemplo.com");
    assert_eq!(booked.summary.status, Status::Pending);
    assert_eq!(booked.summary.time, at(10, 30));
    assert_eq!(message_of(waitlist.book_hold("segredo", &HoldDetailsForm::default())), HOLD_USED);
}

#[test]
fn a_client_books_their_own_held_slot_from_the_portal_and_nobody_else_can() {
    let s = setup();
    let (waitlist, store) = waitlist(&s);
    fill_tuesday(&s);
    let entry = waitlist.join(&ANA, ServiceId(2), PORTO, tuesday()).unwrap();
    // Not offered yet: there is no hold to book.
    assert_eq!(message_of(waitlist.own_hold(&ANA, entry.id)), WAITLIST_ENTRY_NOT_FOUND);
    offer_first(&s, &store);
    assert_eq!(message_of(waitlist.own_hold(&BIA, entry.id)), WAITLIST_ENTRY_NOT_FOUND);
    let details = HoldDetailsForm::default();
    assert_eq!(
        message_of(waitlist.book_own_hold(&BIA, entry.id, &details)),
        WAITLIST_ENTRY_NOT_FOUND
    );
    assert_eq!(waitlist.own_hold(&ANA, entry.id).unwrap().time, at(10, 30));
    let booked = waitlist.book_own_hold(&ANA, entry.id, &details).unwrap();
    assert_eq!(
        (booked.summary.client_email.as_str(), booked.summary.time),
        ("ana@exemplo.com", at(10, 30))
    );
    // The mail's link is the same hold: used once, by either way in.
    assert_eq!(message_of(waitlist.book_hold("segredo", &details)), HOLD_USED);
    assert_eq!(message_of(waitlist.book_own_hold(&ANA, entry.id, &details)), HOLD_USED);
}

#[test]
fn an_own_hold_expires_as_its_link_does() {
    let s = setup();
    let (waitlist, store) = waitlist(&s);
    fill_tuesday(&s);
    let entry = waitlist.join(&ANA, ServiceId(2), PORTO, tuesday()).unwrap();
    offer_first(&s, &store);
    s.clock.advance(Duration::minutes(31));
    assert_eq!(message_of(waitlist.own_hold(&ANA, entry.id)), HOLD_EXPIRED);
    let refused = waitlist.book_own_hold(&ANA, entry.id, &HoldDetailsForm::default());
    assert_eq!(message_of(refused), HOLD_EXPIRED);
}

/// Offers the first entry of the line 10:30 for thirty minutes, by the token `segredo`.
fn offer_first(s: &Setup, store: &InMemoryWaitlist) {
    let mut entries = store.entries.lock().unwrap();
    entries[0].0.status = WaitlistStatus::Offered;
    entries[0].0.hold = Some((at(10, 30), s.clock.now() + Duration::minutes(30)));
    entries[0].1 = Some(crate::secrets::digest("segredo"));
}

#[test]
fn booking_an_italian_hold_asks_for_the_phone_and_passport_data_as_the_booking_form_does() {
    let s = setup();
    let (waitlist, store) = waitlist(&s);
    let italy = italian_form().location;
    for time in slots::slots() {
        let form =
            AppointmentForm { time: Some(time.format("%H:%M").to_string()), ..italian_form() };
        s.service.book(&ADMIN, form).unwrap();
    }
    waitlist.join(&ANA, ServiceId(1), &italy, tuesday()).unwrap();
    offer_first(&s, &store);
    let hold = waitlist.hold("segredo").unwrap();
    assert!(hold.passport_required);
    assert_eq!(hold.client_phone, None);

    let refused = errors_of(waitlist.book_hold("segredo", &HoldDetailsForm::default()));
    assert_eq!(refused.get("clientPhone"), Some(messages::CLIENT_PHONE_REQUIRED));
    assert_eq!(refused.get("birthDate"), Some(messages::BIRTH_DATE_REQUIRED));
    assert_eq!(refused.get("aireRegistrationNumber"), Some(messages::AIRE_REQUIRED));
    let mut details = HoldDetailsForm {
        client_phone: italian_form().client_phone,
        italian: italian_form().italian,
    };
    details.italian.document_expiry_date = Some("2010-01-10".into());
    let refused = errors_of(waitlist.book_hold("segredo", &details));
    assert_eq!(refused.get("documentExpiryDate"), Some(messages::EXPIRY_BEFORE_ISSUE));

    // Refused, the hold still holds; complete, it books with the data.
    details.italian = italian_form().italian;
    let booked = waitlist.book_hold("segredo", &details).unwrap();
    assert_eq!(booked.client_phone.as_deref(), Some("11 98765-4321"));
    assert_eq!(booked.italian.aire_registration_number.as_deref(), Some("AIRE-123"));
    assert_eq!(booked.summary.time, at(10, 30));
}

#[test]
fn a_hold_booking_keeps_the_accounts_phone_unless_another_is_sent() {
    let s = setup();
    let (waitlist, store) = waitlist(&s);
    fill_tuesday(&s);
    waitlist.join(&ANA, ServiceId(2), PORTO, tuesday()).unwrap();
    offer_first(&s, &store);
    s.users.set_phone(ANA.user_id, "11 91111-2222");
    assert_eq!(waitlist.hold("segredo").unwrap().client_phone.as_deref(), Some("11 91111-2222"));
    let blank = HoldDetailsForm { client_phone: Some("  ".into()), ..HoldDetailsForm::default() };
    let booked = waitlist.book_hold("segredo", &blank).unwrap();
    assert_eq!(booked.client_phone.as_deref(), Some("11 91111-2222"));
}

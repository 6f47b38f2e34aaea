//! What a hold allows: its link while the hold is on, booking the held slot once, as the
//! account's client, with the booking form's data.

use chrono::{DateTime, Duration};

use super::*;

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

//! The links of client mails: what they carry, what they do, once, and when they refuse.

use chrono::Duration;
use strum::VariantArray;

use super::*;
use crate::notifications::ActionLinks;

/// The links of the mail at `index` in the queue, opened by the test sealer.
fn links_of(s: &Setup, index: usize) -> ActionLinks {
    match &s.store.mails.lock().unwrap()[index] {
        Notification::AppointmentToClient { actions: Some(links), .. }
        | Notification::AppointmentReminder { actions: Some(links), .. } => links.clone(),
        other => panic!("no links in {other:?}"),
    }
}

/// What the page of `url` sends back: the appointment, action and token of the link.
fn link(url: &str) -> ActionLinkRef {
    let url = url.strip_prefix("sealed:").expect("sealed while it waits");
    let query = url.split_once('?').expect("a query").1;
    let part = |name: &str| {
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
            .unwrap_or_default()
            .to_owned()
    };
    ActionLinkRef::read(part("id").parse().unwrap(), &part("acao"), part("token")).unwrap()
}

/// Ana's booking for Tuesday 24 November at 10:30, and its links.
fn booked(s: &Setup) -> (Appointment, ActionLinks) {
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    (booked, links_of(s, 0))
}

fn refusal(result: Result<impl std::fmt::Debug, DomainError>) -> String {
    match result {
        Err(DomainError::Conflict { message, .. }) | Err(DomainError::NotFound(message)) => message,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn client_mails_carry_three_sealed_links_each_with_a_token_of_its_own() {
    let s = setup();
    let (appointment, links) = booked(&s);
    let urls = [&links.confirm_url, &links.reschedule_url, &links.cancel_url];
    assert!(urls.iter().all(|u| u.starts_with("sealed:https://portal.exemplo/agendamento?id=1&")));
    let refs: Vec<_> = urls.iter().map(|u| link(u)).collect();
    assert_eq!(refs.iter().map(|r| r.action).collect::<Vec<_>>(), ClientAction::VARIANTS.to_vec());
    assert!(refs.iter().all(|r| r.appointment == appointment.summary.id));
    // Only digests are kept, one per link of the mail and of each of its two reminders.
    let tokens = s.store.tokens.lock().unwrap();
    assert_eq!(tokens.len(), 9);
    assert!(refs.iter().all(|r| !tokens.contains_key(&r.token)));
    assert!(refs.iter().all(|r| tokens.contains_key(&crate::secrets::digest(&r.token))));
    drop(tokens);
    let reminder = s.store.reminders.lock().unwrap()[&appointment.summary.id][0].mail.clone();
    let Notification::AppointmentReminder { actions: Some(theirs), .. } = reminder else {
        panic!("a reminder without links")
    };
    assert_ne!(theirs, links);
    // The staff's mail has none.
    assert!(matches!(&s.store.mails.lock().unwrap()[1], Notification::AppointmentToStaff { .. }));
}

#[test]
fn opening_a_link_changes_nothing_and_confirming_presence_is_audited_and_told_to_staff() {
    let s = setup();
    let (appointment, links) = booked(&s);
    let confirm = link(&links.confirm_url);
    let shown = s.service.linked(&confirm).unwrap();
    assert_eq!(shown.summary.presence_confirmed_at, None);
    assert_eq!(s.service.linked(&confirm).unwrap(), shown, "opening twice is harmless");
    let mails_before = s.store.mails.lock().unwrap().len();

    let done = s.service.act_by_link(&confirm, None, None).unwrap();
    assert!(done.summary.presence_confirmed_at.is_some());
    assert_eq!(done.summary.status, Status::Pending);
    let mails = s.store.mails.lock().unwrap()[mails_before..].to_vec();
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert!(matches!(&mails[0], Notification::AppointmentToStaff {
        to, event: AppointmentEvent::PresenceConfirmed, .. } if to == "equipe@exemplo.com"));
    let audits = s.store.audits.lock().unwrap().clone();
    assert_eq!(audits.len(), 1);
    assert_eq!(audits[0].action, "appointment.presence_confirmed_by_link");
    assert_eq!(audits[0].actor, Some(UserId(2)));
    assert_eq!(audits[0].appointment, appointment.summary.id);
    assert!(audits[0].before["presenceConfirmedAt"].is_null());
    assert!(audits[0].after["presenceConfirmedAt"].is_string());

    // Used, the link says what it did.
    assert_eq!(refusal(s.service.act_by_link(&confirm, None, None)), PRESENCE_ALREADY_CONFIRMED);
    assert_eq!(refusal(s.service.linked(&confirm)), PRESENCE_ALREADY_CONFIRMED);
}

#[test]
fn cancelling_by_link_frees_the_slot_and_mails_client_and_staff() {
    let s = setup();
    let (appointment, links) = booked(&s);
    let mails_before = s.store.mails.lock().unwrap().len();
    let done = s.service.act_by_link(&link(&links.cancel_url), None, None).unwrap();
    assert_eq!(done.summary.status, Status::Cancelled);
    let mails = s.store.mails.lock().unwrap()[mails_before..].to_vec();
    assert!(
        matches!(
            &mails[0],
            Notification::AppointmentToClient {
                event: AppointmentEvent::Cancelled,
                actions: None,
                ..
            }
        ),
        "{mails:?}"
    );
    assert!(matches!(
        &mails[1],
        Notification::AppointmentToStaff { event: AppointmentEvent::Cancelled, .. }
    ));
    assert!(s.store.reminders.lock().unwrap()[&appointment.summary.id].is_empty());
    let slots = s
        .service
        .availability(&BIA, ServiceId(2), &appointment.summary.location, appointment.summary.date)
        .unwrap();
    assert!(slots.iter().any(|slot| slot.time == appointment.summary.time && slot.available));
    assert_eq!(s.store.audits.lock().unwrap()[0].action, "appointment.cancelled_by_link");
    // Neither it nor the other links of the mail act on a cancelled appointment, and they say why.
    assert_eq!(refusal(s.service.linked(&link(&links.confirm_url))), LINK_CANCELLED);
    assert_eq!(refusal(s.service.linked(&link(&links.cancel_url))), LINK_CANCELLED);
}

#[test]
fn rescheduling_by_link_moves_to_a_free_slot_of_the_same_place_only() {
    let s = setup();
    let (appointment, links) = booked(&s);
    let reschedule = link(&links.reschedule_url);
    let wednesday = NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
    let slots = s.service.linked_slots(&reschedule, wednesday).unwrap();
    assert_eq!(slots.len(), SLOT_COUNT);
    assert!(slots.iter().all(|slot| slot.available));
    // Bia holds Wednesday 09:00 at the same place.
    let mut bias = portuguese_form();
    bias.date = Some("2026-11-25".into());
    bias.time = Some("09:00".into());
    s.service.book(&BIA, bias).unwrap();
    assert_eq!(
        refusal(s.service.act_by_link(&reschedule, Some("2026-11-25"), Some("09:00"))),
        NEW_SLOT_TAKEN
    );
    // Saturday is never free to a client.
    assert_eq!(
        refusal(s.service.act_by_link(&reschedule, Some("2026-11-28"), Some("10:00"))),
        NEW_SLOT_TAKEN
    );
    let missing = errors_of(s.service.act_by_link(&reschedule, None, Some("9h")));
    assert_eq!(
        (missing.get("date"), missing.get("time")),
        (Some("Escolha a nova data."), Some("Escolha um dos horários disponíveis"))
    );

    let moved = s.service.act_by_link(&reschedule, Some("2026-11-25"), Some("14:00")).unwrap();
    assert_eq!(
        (moved.summary.date, moved.summary.time.format("%H:%M").to_string()),
        (wednesday, "14:00".to_owned())
    );
    assert_eq!(moved.summary.location, appointment.summary.location);
    assert_eq!(moved.summary.service_id, appointment.summary.service_id);
    let reminders = s.store.reminders.lock().unwrap()[&moved.summary.id].clone();
    assert_eq!(reminders.len(), 2, "new reminders for the new time");
    assert_eq!(s.store.audits.lock().unwrap()[0].action, "appointment.rescheduled_by_link");
    assert_eq!(
        refusal(s.service.act_by_link(&reschedule, Some("2026-11-25"), Some("15:00"))),
        LINK_USED
    );
}

#[test]
fn a_link_refuses_another_action_another_appointment_and_an_unknown_token() {
    let s = setup();
    let (_, links) = booked(&s);
    let mut cancel_as_confirm = link(&links.cancel_url);
    cancel_as_confirm.action = ClientAction::Confirm;
    assert_eq!(refusal(s.service.act_by_link(&cancel_as_confirm, None, None)), LINK_WRONG_ACTION);
    let confirm = link(&links.confirm_url);
    let day = NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
    assert_eq!(refusal(s.service.linked_slots(&confirm, day)), LINK_WRONG_ACTION);

    let mut elsewhere = link(&links.cancel_url);
    elsewhere.appointment = AppointmentId(99);
    assert_eq!(refusal(s.service.act_by_link(&elsewhere, None, None)), LINK_INVALID);
    let mut guessed = link(&links.cancel_url);
    guessed.token = "token-999".into();
    assert_eq!(refusal(s.service.linked(&guessed)), LINK_INVALID);
    assert!(matches!(
        ActionLinkRef::read(1, "delete", "x".into()),
        Err(DomainError::NotFound(m)) if m == LINK_INVALID
    ));
    assert_eq!(s.store.rows.lock().unwrap()[0].summary.status, Status::Pending);
    assert!(s.store.audits.lock().unwrap().is_empty());
}

#[test]
fn a_link_expires_when_its_appointment_starts() {
    let s = setup();
    let (_, links) = booked(&s);
    let cancel = link(&links.cancel_url);
    // Tuesday 10:29 in São Paulo: still good.
    s.clock.advance(Duration::hours(24) + Duration::minutes(29));
    assert!(s.service.linked(&cancel).is_ok());
    s.clock.advance(Duration::minutes(1));
    assert_eq!(refusal(s.service.act_by_link(&cancel, None, None)), LINK_EXPIRED);
    assert_eq!(s.store.rows.lock().unwrap()[0].summary.status, Status::Pending);
}

#[test]
fn rescheduling_or_cancelling_by_link_keeps_a_priority_booking_priority() {
    let s = setup();
    let form = AppointmentForm { priority: Some(true), ..portuguese_form() };
    s.service.book(&ANA, form).unwrap();
    let links = links_of(&s, 0);
    let moved = s
        .service
        .act_by_link(&link(&links.reschedule_url), Some("2026-11-25"), Some("14:00"))
        .unwrap();
    assert!(moved.summary.priority);
    let cancelled = s.service.act_by_link(&link(&links.cancel_url), None, None).unwrap();
    assert!(cancelled.summary.priority);
}

#[test]
fn rescheduling_by_link_onto_a_closed_day_is_refused_with_the_reason() {
    let s = setup();
    let (_, links) = booked(&s);
    let reschedule = link(&links.reschedule_url);
    let errors = errors_of(s.service.act_by_link(&reschedule, Some("2026-12-25"), Some("10:00")));
    assert_eq!(errors.get("date"), Some("Fechado em 25/12/2026: Natal."));
    let christmas = NaiveDate::from_ymd_opt(2026, 12, 25).unwrap();
    let errors = errors_of(s.service.linked_slots(&reschedule, christmas));
    assert_eq!(errors.get("date"), Some("Fechado em 25/12/2026: Natal."));
}

#[test]
fn presence_cannot_be_confirmed_on_a_day_closed_after_the_booking() {
    let s = setup();
    let (appointment, links) = booked(&s);
    s.closures.given(&crate::closures::NewClosure {
        location: None,
        first_day: appointment.summary.date,
        last_day: appointment.summary.date,
        reason: "Greve dos servidores".into(),
        created_by: UserId(1),
    });
    // The link's page says why before anything is sent.
    let shown = s.service.linked(&link(&links.confirm_url)).unwrap();
    assert_eq!(
        shown.summary.closed_notice.as_deref(),
        Some("Fechado em 24/11/2026: Greve dos servidores.")
    );
    let message = refusal(s.service.act_by_link(&link(&links.confirm_url), None, None));
    assert!(message.starts_with("Fechado em 24/11/2026: Greve dos servidores. Não é possível"));
    let stored = s.service.get(&ANA, appointment.summary.id).unwrap();
    assert_eq!(stored.summary.presence_confirmed_at, None, "nothing was confirmed");
    // The link stays usable for a move to an open day.
    let moved = s
        .service
        .act_by_link(&link(&links.reschedule_url), Some("2026-11-25"), Some("14:00"))
        .unwrap();
    assert_eq!(moved.summary.date, NaiveDate::from_ymd_opt(2026, 11, 25).unwrap());
}

#[test]
fn a_link_of_a_completed_appointment_says_so() {
    let s = setup();
    let (appointment, links) = booked(&s);
    let done = AppointmentForm { status: Some("completed".into()), ..portuguese_form() };
    s.service.update(&ADMIN, appointment.summary.id, done).unwrap();
    assert_eq!(refusal(s.service.linked(&link(&links.reschedule_url))), LINK_COMPLETED);
}

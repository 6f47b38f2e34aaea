//! The closure rules, against the in-memory store.

use std::sync::Arc;

use chrono::{NaiveDate, NaiveTime, TimeZone, Utc};

use super::testing::InMemoryClosures;
use super::*;
use crate::appointments::{Appointment, AppointmentId, AppointmentSummary, Outgoing, Status};
use crate::catalog::ServiceId;
use crate::testing::{validation_errors, FixedClock, ADMIN, ANA};
use crate::DomainError;

const PLACE: &str = "Consulado Geral de Portugal em São Paulo";
const OTHER_PLACE: &str = "Consulado de Portugal em Santos";

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// Monday 23 November 2026, 10:00 in São Paulo.
fn setup() -> (ClosureService, Arc<InMemoryClosures>) {
    let store = Arc::new(InMemoryClosures::default());
    let clock = Arc::new(FixedClock::new(Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap()));
    (ClosureService::new(store.clone(), clock, "https://portal.exemplo/".into()), store)
}

fn form(location: &str, first: &str, last: &str, reason: &str) -> ClosureForm {
    ClosureForm {
        location: Some(location.into()),
        first_day: Some(first.into()),
        last_day: Some(last.into()),
        reason: Some(reason.into()),
    }
}

/// Ana's appointment: the form says one address, her account another, where her mails go.
fn booked(id: i64, location: &str, date: NaiveDate) -> ClosedAppointment {
    let summary = AppointmentSummary {
        id: AppointmentId(id),
        client_name: "Ana Rossi".into(),
        client_email: "ana@exemplo.com".into(),
        service_id: ServiceId(2),
        service_name: "Renovação de Passaporte".into(),
        location: location.into(),
        date,
        time: NaiveTime::from_hms_opt(10, 30, 0).unwrap(),
        status: Status::Confirmed,
        presence_confirmed_at: None,
        priority: false,
        closed_notice: None,
    };
    ClosedAppointment { summary, account_email: Some("ana@conta.exemplo".into()) }
}

#[test]
fn only_staff_manage_closures() {
    let (service, _) = setup();
    let refused = service.create(&ANA, &form(PLACE, "2026-12-01", "", "Reforma")).unwrap_err();
    assert!(matches!(refused, DomainError::Forbidden(_)));
    assert!(matches!(service.list(&ANA), Err(DomainError::Forbidden(_))));
    assert!(matches!(service.delete(&ANA, ClosureId(1)), Err(DomainError::Forbidden(_))));
}

#[test]
fn a_closure_needs_an_ordered_future_range_a_known_place_and_a_reason() {
    let (service, _) = setup();
    let errors =
        validation_errors(service.create(&ADMIN, &form("Lua", "2026-12-05", "2026-12-01", " ")));
    assert_eq!(errors.get("location"), Some(messages::LOCATION_UNKNOWN));
    assert_eq!(errors.get("lastDay"), Some(messages::RANGE_REVERSED));
    assert_eq!(errors.get("reason"), Some(messages::REASON_REQUIRED));

    let errors =
        validation_errors(service.create(&ADMIN, &form(PLACE, "2026-11-22", "", "Reforma")));
    assert_eq!(errors.get("firstDay"), Some(messages::IN_THE_PAST));
    let errors = validation_errors(service.create(&ADMIN, &ClosureForm::default()));
    assert_eq!(errors.get("firstDay"), Some(messages::FIRST_DAY_REQUIRED));
    let errors = validation_errors(service.create(&ADMIN, &form(PLACE, "01/12/2026", "", "x")));
    assert_eq!(errors.get("firstDay"), Some(messages::DAY_INVALID));
    let errors =
        validation_errors(service.create(&ADMIN, &form(PLACE, "2026-12-01", "2027-12-02", "Obra")));
    assert_eq!(errors.get("lastDay"), Some(messages::TOO_LONG));
    let long = "x".repeat(MAX_REASON_CHARS + 1);
    let errors = validation_errors(service.create(&ADMIN, &form(PLACE, "2026-12-01", "", &long)));
    assert_eq!(errors.get("reason"), Some(messages::REASON_TOO_LONG));
}

#[test]
fn today_one_day_and_every_place_are_accepted() {
    let (service, _) = setup();
    let today = service.create(&ADMIN, &form("", "2026-11-23", "", " Dedetização ")).unwrap();
    assert_eq!(today.closure.location, None, "blank is every place");
    assert_eq!(
        (today.closure.first_day, today.closure.last_day),
        (day(2026, 11, 23), day(2026, 11, 23))
    );
    assert_eq!(today.closure.reason, "Dedetização");
    assert_eq!(today.closure.created_by, Some(ADMIN.user_id));
}

#[test]
fn a_new_closure_lists_the_active_appointments_to_move() {
    let (service, store) = setup();
    *store.appointments.lock().unwrap() = vec![
        booked(1, PLACE, day(2026, 12, 1)),
        booked(2, OTHER_PLACE, day(2026, 12, 1)),
        booked(3, PLACE, day(2026, 12, 4)),
    ];
    let one_place =
        service.create(&ADMIN, &form(PLACE, "2026-12-01", "2026-12-02", "Reforma")).unwrap();
    let ids: Vec<_> = one_place.affected.iter().map(|a| a.id.0).collect();
    assert_eq!(ids, [1]);
    let everywhere =
        service.create(&ADMIN, &form("", "2026-12-01", "2026-12-04", "Greve")).unwrap();
    let ids: Vec<_> = everywhere.affected.iter().map(|a| a.id.0).collect();
    assert_eq!(ids, [1, 2, 3]);
    let listed = service.list(&ADMIN).unwrap();
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[1].affected.len(), 3, "the list shows them too");
}

#[test]
fn each_client_whose_appointment_a_closure_falls_on_is_mailed_once_at_their_own_address() {
    let (service, store) = setup();
    let at = |mut a: ClosedAppointment, hour: u32| {
        a.summary.time = NaiveTime::from_hms_opt(hour, 0, 0).unwrap();
        a
    };
    *store.appointments.lock().unwrap() = vec![
        booked(1, PLACE, day(2026, 12, 1)),
        at(booked(2, PLACE, day(2026, 11, 23)), 9),
        at(booked(3, PLACE, day(2026, 11, 23)), 15),
        booked(4, OTHER_PLACE, day(2026, 12, 1)),
    ];
    service.create(&ADMIN, &form(PLACE, "2026-11-23", "2026-12-01", "Reforma")).unwrap();
    let queued = std::mem::take(&mut *store.queued.lock().unwrap());
    let ids: Vec<_> = queued.iter().filter_map(|m| m.appointment_id()).collect();
    assert_eq!(ids, [1, 3], "not the one that has already begun, nor the other place's");
    assert_eq!(
        queued[0],
        crate::notifications::Notification::AppointmentDayClosed {
            to: "ana@conta.exemplo".into(),
            name: "Ana Rossi".into(),
            appointment: crate::notifications::BookedSlot {
                id: 1,
                service_name: "Renovação de Passaporte".into(),
                location: PLACE.into(),
                date: day(2026, 12, 1),
                time: NaiveTime::from_hms_opt(10, 30, 0).unwrap(),
            },
            notice: "Fechado em 01/12/2026: Reforma.".into(),
            appointment_url: "https://portal.exemplo/appointments".into(),
        }
    );

    service.create(&ADMIN, &form("", "2026-12-01", "", "Greve")).unwrap();
    let queued = store.queued.lock().unwrap();
    let ids: Vec<_> = queued.iter().filter_map(|m| m.appointment_id()).collect();
    assert_eq!(ids, [4], "the day of appointment 1 was already closed, and its client told");
}

#[test]
fn the_list_leaves_out_closures_that_are_over_and_delete_answers_not_found_twice() {
    let (service, store) = setup();
    store
        .insert(
            &NewClosure {
                location: None,
                first_day: day(2026, 11, 1),
                last_day: day(2026, 11, 22),
                reason: "Passado".into(),
                created_by: ADMIN.user_id,
            },
            &crate::audit::AuditEntry {
                actor: ADMIN.user_id,
                action: "closure_create",
                entity: "closure",
                entity_id: String::new(),
                before: None,
                after: None,
            },
            &|_, _| Vec::new(),
        )
        .unwrap();
    let kept = service.create(&ADMIN, &form(PLACE, "2026-12-01", "", "Reforma")).unwrap();
    let listed = service.list(&ADMIN).unwrap();
    assert_eq!(listed.iter().map(|c| c.closure.id).collect::<Vec<_>>(), [kept.closure.id]);
    service.delete(&ADMIN, kept.closure.id).unwrap();
    assert!(matches!(service.delete(&ADMIN, kept.closure.id), Err(DomainError::NotFound(_))));
}

#[test]
fn creating_and_deleting_a_closure_are_audited_with_what_it_closed() {
    let (service, store) = setup();
    let created =
        service.create(&ADMIN, &form(PLACE, "2026-12-01", "2026-12-02", "Reforma")).unwrap();
    service.delete(&ADMIN, created.closure.id).unwrap();
    let audit = store.audit.lock().unwrap();
    let id = created.closure.id.0.to_string();
    let snapshot = serde_json::json!({
        "location": PLACE, "firstDay": "2026-12-01", "lastDay": "2026-12-02", "reason": "Reforma",
    });
    assert_eq!(
        audit.iter().map(|a| (a.action, a.entity, a.entity_id.as_str())).collect::<Vec<_>>(),
        [("closure_create", "closure", id.as_str()), ("closure_delete", "closure", id.as_str())]
    );
    assert_eq!(audit[0].after.as_ref(), Some(&snapshot));
    assert_eq!(audit[1].before.as_ref(), Some(&snapshot));
    assert!(audit.iter().all(|a| a.actor == ADMIN.user_id));
}

#[test]
fn closed_days_join_holidays_and_the_place_s_closures() {
    let (service, _) = setup();
    service
        .create(&ADMIN, &form(PLACE, "2026-12-24", "2026-12-26", "Recesso de fim de ano"))
        .unwrap();
    service.create(&ADMIN, &form(OTHER_PLACE, "2026-12-28", "", "Reforma")).unwrap();
    let query = |location: Option<&str>| ClosedDaysQuery {
        location: location.map(str::to_owned),
        from: Some("2026-12-01".into()),
        to: Some("2026-12-31".into()),
    };
    let days = service.closed_days(&query(Some(PLACE))).unwrap();
    let got: Vec<_> = days.iter().map(|d| (d.date, d.reason.as_str())).collect();
    assert_eq!(
        got,
        [
            (day(2026, 12, 24), "Recesso de fim de ano"),
            (day(2026, 12, 25), "Natal"),
            (day(2026, 12, 26), "Recesso de fim de ano"),
        ],
        "the holiday names its own day; the other place's closure is not here"
    );
    let everywhere = service.closed_days(&query(None)).unwrap();
    assert_eq!(everywhere.len(), 1, "only the holiday is every place's");
}

#[test]
fn closed_days_want_a_readable_short_span() {
    let (service, _) = setup();
    let span = |from: &str, to: &str| ClosedDaysQuery {
        location: None,
        from: Some(from.into()),
        to: Some(to.into()),
    };
    let errors = validation_errors(service.closed_days(&ClosedDaysQuery::default()));
    assert_eq!(errors.get("from"), Some(messages::SPAN_REQUIRED));
    let errors = validation_errors(service.closed_days(&span("2026-12-01", "2027-06-01")));
    assert_eq!(errors.get("to"), Some(messages::SPAN_TOO_LONG));
    let errors = validation_errors(service.closed_days(&span("2026-12-02", "2026-12-01")));
    assert_eq!(errors.get("to"), Some(messages::RANGE_REVERSED));
    let errors = validation_errors(service.closed_days(&span("ontem", "2026-12-01")));
    assert_eq!(errors.get("from"), Some(messages::DAY_INVALID));
}

#[test]
fn the_refusal_names_the_day_and_the_reason() {
    let (service, _) = setup();
    let calendar = service.calendar();
    let refused = calendar.check_open(PLACE, day(2026, 12, 25)).unwrap_err();
    let errors = validation_errors::<()>(Err(refused));
    assert_eq!(errors.get("date"), Some("Fechado em 25/12/2026: Natal."));
    calendar.check_open(PLACE, day(2026, 12, 23)).unwrap();
    service.create(&ADMIN, &form(PLACE, "2026-12-23", "", "Inventário.")).unwrap();
    let refused = calendar.check_open(PLACE, day(2026, 12, 23)).unwrap_err();
    let errors = validation_errors::<()>(Err(refused));
    assert_eq!(errors.get("date"), Some("Fechado em 23/12/2026: Inventário."));
    calendar.check_open(OTHER_PLACE, day(2026, 12, 23)).unwrap();
}

#[test]
fn removing_a_closure_hands_the_appointments_on_its_days_to_be_reopened() {
    /// Gives back what it is asked for, and remembers what it was told stays closed.
    struct Reopened;
    impl ReopenedDays for Reopened {
        fn reopened(
            &self,
            closed: &ClosedAppointment,
            _stored: &Appointment,
            still_closed: &dyn Fn(&str, NaiveDate) -> bool,
        ) -> Outgoing {
            let a = &closed.summary;
            let mails = if still_closed(&a.location, a.date) {
                Vec::new()
            } else {
                vec![crate::notifications::Notification::AppointmentDayReopened {
                    to: closed.recipient().to_owned(),
                    name: a.client_name.clone(),
                    appointment: crate::notifications::BookedSlot::from(a),
                    appointment_url: String::new(),
                }]
            };
            Outgoing { mails, ..Outgoing::nothing() }
        }
    }
    let (service, store) = setup();
    let service = service.with_reopened_days(Arc::new(Reopened));
    *store.appointments.lock().unwrap() = vec![
        booked(1, PLACE, day(2026, 12, 1)),
        booked(2, OTHER_PLACE, day(2026, 12, 1)),
        booked(3, PLACE, day(2026, 12, 2)),
    ];
    let created =
        service.create(&ADMIN, &form(PLACE, "2026-12-01", "2026-12-02", "Reforma")).unwrap();
    service.create(&ADMIN, &form("", "2026-12-02", "", "Greve")).unwrap();
    service.delete(&ADMIN, created.closure.id).unwrap();
    let given = store.reopened.lock().unwrap();
    let told: Vec<_> = given.iter().map(|(id, out)| (*id, out.mails.len())).collect();
    assert_eq!(told, [(1, 1), (3, 0)], "only the closed place's; the strike still closes the 2nd");
    drop(given);
    assert!(service.delete(&ADMIN, created.closure.id).is_err());
    assert_eq!(store.reopened.lock().unwrap().len(), 2, "a closure not found reopens nothing");
}

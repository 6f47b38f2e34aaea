//! Reminders in the outbox against a real PostgreSQL: written and moved with the appointment,
//! claimed only once due, and sent once by two workers at once or across a worker's death.

use std::collections::HashMap;
use std::sync::{Arc, Barrier};

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use diesel::{Connection, PgConnection, RunQueryDsl};
use domain::appointments::{
    Appointment, AppointmentDraft, AppointmentId, AppointmentRepository, ItalianData, Outgoing,
    ReminderPlan, ScheduledReminder, Status,
};
use domain::catalog::ServiceId;
use domain::notifications::Notification;
use persistence::testing::TestDatabase;
use persistence::{PgAppointmentRepository, PgOutbox, WaitingReminder};

const LEASE: Duration = Duration::minutes(5);

fn at(hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 1, hour, 0, 0).unwrap()
}

fn setup(test: &TestDatabase) -> PgAppointmentRepository {
    test.with_service();
    PgAppointmentRepository::new(test.database(4))
}

fn draft(hour: u32) -> AppointmentDraft {
    AppointmentDraft {
        user_id: None,
        client_name: "Ana Rossi".into(),
        client_email: "ana@exemplo.com".into(),
        client_phone: None,
        service_id: ServiceId(1),
        location: "Outro".into(),
        date: NaiveDate::from_ymd_opt(2026, 12, 2).unwrap(),
        time: NaiveTime::from_hms_opt(hour, 0, 0).unwrap(),
        status: Status::Pending,
        notes: None,
        italian: ItalianData::default(),
        priority: false,
    }
}

fn reminder(offset_minutes: i32, due_at: DateTime<Utc>) -> ScheduledReminder {
    ScheduledReminder {
        offset_minutes,
        due_at,
        mail: Notification::NewMessage {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            messages_url: "http://x/appointments".into(),
        },
    }
}

/// Reminders due at `day_before` and `two_hours_before`.
fn two(
    day_before: DateTime<Utc>,
    two_hours_before: DateTime<Utc>,
) -> impl Fn(&Appointment) -> Outgoing {
    move |_| Outgoing {
        mails: Vec::new(),
        reminders: ReminderPlan::Replace(vec![
            reminder(1440, day_before),
            reminder(120, two_hours_before),
        ]),
        tokens: Vec::new(),
        freed: None,
    }
}

fn plan(reminders: ReminderPlan) -> impl Fn(&Appointment) -> Outgoing {
    move |_| Outgoing {
        mails: Vec::new(),
        reminders: reminders.clone(),
        tokens: Vec::new(),
        freed: None,
    }
}

fn waiting(id: AppointmentId, offset_minutes: i32, due_at: DateTime<Utc>) -> WaitingReminder {
    WaitingReminder { appointment_id: id.0, offset_minutes, due_at }
}

#[test]
fn reminders_are_written_moved_kept_and_dropped_with_their_appointment() {
    let test = TestDatabase::create();
    let appointments = setup(&test);
    let outbox = PgOutbox::new(test.database(1));
    let id = appointments.insert(&draft(10), None, None, &two(at(10), at(20))).unwrap().summary.id;
    assert_eq!(outbox.reminders().unwrap(), [waiting(id, 1440, at(10)), waiting(id, 120, at(20))]);
    appointments.update(id, &draft(11), None, &two(at(11), at(21))).unwrap();
    assert_eq!(
        outbox.reminders().unwrap(),
        [waiting(id, 1440, at(11)), waiting(id, 120, at(21))],
        "moved, not added"
    );
    let noted = AppointmentDraft { notes: Some("Levar fotos".into()), ..draft(11) };
    let kept = appointments.update(id, &noted, None, &plan(ReminderPlan::Keep)).unwrap();
    assert_eq!(kept.sequence, 2, "each change counts");
    assert_eq!(outbox.reminders().unwrap().len(), 2);
    appointments.update(id, &draft(11), None, &plan(ReminderPlan::Replace(Vec::new()))).unwrap();
    assert_eq!(outbox.reminders().unwrap(), []);
}

#[test]
fn a_reminder_is_claimed_only_once_its_due_time_has_passed() {
    let test = TestDatabase::create();
    let appointments = setup(&test);
    let outbox = PgOutbox::new(test.database(1));
    appointments.insert(&draft(10), None, None, &two(at(10), at(20))).unwrap();
    assert!(outbox.claim_due(at(9), 10, LEASE).unwrap().is_empty());
    let due = outbox.claim_due(at(10), 10, LEASE).unwrap();
    assert_eq!(due.len(), 1, "the day-before reminder only");
}

#[test]
fn two_workers_claiming_at_once_send_each_reminder_exactly_once() {
    let test = TestDatabase::create();
    let appointments = setup(&test);
    for hour in 8..18 {
        let mut day = draft(hour);
        day.date = NaiveDate::from_ymd_opt(2026, 12, 3).unwrap();
        appointments.insert(&day, None, None, &two(at(1), at(2))).unwrap();
        appointments.insert(&draft(hour), None, None, &two(at(1), at(2))).unwrap();
    }
    let start = Arc::new(Barrier::new(2));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (outbox, start) = (PgOutbox::new(test.database(2)), start.clone());
            std::thread::spawn(move || {
                start.wait();
                let mut sent = Vec::new();
                loop {
                    let claimed = outbox.claim_due(at(3), 3, LEASE).unwrap();
                    if claimed.is_empty() {
                        return sent;
                    }
                    for item in claimed {
                        outbox.mark_sent(item.id).unwrap();
                        sent.push(item.id);
                    }
                }
            })
        })
        .collect();
    let mut times_sent: HashMap<i64, usize> = HashMap::new();
    for worker in workers {
        for id in worker.join().unwrap() {
            *times_sent.entry(id).or_default() += 1;
        }
    }
    assert_eq!(times_sent.len(), 40, "every reminder went");
    assert!(times_sent.values().all(|n| *n == 1), "{times_sent:?}");
    assert_eq!(PgOutbox::new(test.database(1)).reminders().unwrap(), []);
}

#[test]
fn a_reminder_claimed_by_a_worker_that_died_is_sent_once_by_another_after_the_lease() {
    let test = TestDatabase::create();
    let appointments = setup(&test);
    appointments
        .insert(&draft(10), None, None, &plan(ReminderPlan::Replace(vec![reminder(120, at(8))])))
        .unwrap();
    let died = PgOutbox::new(test.database(1));
    let claimed = died.claim_due(at(8), 10, LEASE).unwrap();
    assert_eq!(claimed.len(), 1);
    drop(died);

    let restarted = PgOutbox::new(test.database(1));
    assert!(
        restarted.claim_due(at(8) + Duration::minutes(4), 10, LEASE).unwrap().is_empty(),
        "not while the lease holds"
    );
    let again = restarted.claim_due(at(8) + LEASE, 10, LEASE).unwrap();
    assert_eq!(again.iter().map(|i| i.id).collect::<Vec<_>>(), [claimed[0].id]);
    restarted.mark_sent(again[0].id).unwrap();
    assert!(restarted.claim_due(at(9) + LEASE * 4, 10, LEASE).unwrap().is_empty());
}

#[test]
fn the_database_keeps_one_reminder_per_appointment_and_offset_while_it_exists() {
    let test = TestDatabase::create();
    let appointments = setup(&test);
    let id = appointments.insert(&draft(10), None, None, &two(at(10), at(20))).unwrap().summary.id;
    let mut conn = PgConnection::establish(&test.url).unwrap();
    let duplicate = diesel::sql_query(format!(
        "INSERT INTO outbox (payload, appointment_id, reminder_offset_minutes) \
         VALUES ('{{}}', {}, 120)",
        id.0
    ))
    .execute(&mut conn);
    assert!(duplicate.is_err(), "a second two-hour reminder is refused");
    diesel::sql_query(format!("DELETE FROM appointments WHERE id = {}", id.0))
        .execute(&mut conn)
        .unwrap();
    let outbox = PgOutbox::new(test.database(1));
    assert_eq!(outbox.reminders().unwrap(), [], "gone with their appointment");
    appointments.insert(&draft(10), None, None, &two(at(10), at(20))).unwrap();
    diesel::sql_query("TRUNCATE appointments CASCADE").execute(&mut conn).unwrap();
    assert_eq!(outbox.reminders().unwrap(), []);
}

//! The appointment store's own refusals against a real PostgreSQL: an account that does not
//! exist, and the active-booking limit counted in the inserting transaction.

use std::sync::Arc;

use chrono::{NaiveDate, NaiveTime};
use diesel::{Connection, PgConnection, RunQueryDsl};
use domain::appointments::{
    ActiveLimit, Appointment, AppointmentDraft, AppointmentRepository, ItalianData, Outgoing,
    ReminderPlan, Status,
};
use domain::catalog::ServiceId;
use domain::notifications::{MailQuota, Notification};
use domain::users::{
    EmailAddress, FullName, NewUser, PasswordHash, Phone, Role, UserId, UserRepository, Username,
};
use domain::{Refusal, RepositoryError};
use persistence::testing::TestDatabase;
use persistence::{PgAppointmentRepository, PgOutbox, PgUserRepository};

fn setup(test: &TestDatabase) -> (PgAppointmentRepository, UserId) {
    test.with_service();
    let users = PgUserRepository::new(test.database(2));
    let ana = users
        .insert(&NewUser {
            username: Username::parse("ana").unwrap(),
            email: EmailAddress::parse("ana@exemplo.com").unwrap(),
            full_name: FullName::parse("Ana Rossi").unwrap(),
            phone: Phone::parse_optional(None).unwrap(),
            role: Role::User,
            password_hash: PasswordHash::new("$2b$04$hash".into()),
        })
        .unwrap();
    (PgAppointmentRepository::new(test.database(4)), ana.id)
}

fn draft(owner: Option<UserId>, day: u32, hour: u32) -> AppointmentDraft {
    AppointmentDraft {
        user_id: owner,
        client_name: "Ana Rossi".into(),
        client_email: "ana@exemplo.com".into(),
        client_phone: None,
        service_id: ServiceId(1),
        location: "São Paulo".into(),
        date: NaiveDate::from_ymd_opt(2026, 12, day).unwrap(),
        time: NaiveTime::from_hms_opt(hour, 0, 0).unwrap(),
        status: Status::Pending,
        notes: None,
        italian: ItalianData::default(),
        priority: false,
    }
}

fn no_mails(_: &Appointment) -> Outgoing {
    Outgoing { mails: Vec::new(), reminders: ReminderPlan::Keep, tokens: Vec::new(), freed: None }
}

#[test]
fn an_appointment_for_an_account_that_does_not_exist_is_refused_by_name() {
    let test = TestDatabase::create();
    let (appointments, _) = setup(&test);
    let refused = appointments.insert(&draft(Some(UserId(987_654)), 1, 10), None, None, &no_mails);
    assert!(matches!(refused, Err(RepositoryError::Refused(Refusal::UnknownUser))), "{refused:?}");
}

#[test]
fn the_limit_counts_pending_and_confirmed_from_its_day_even_when_bookings_race() {
    let test = TestDatabase::create();
    let (appointments, ana) = setup(&test);
    let limit = move |max| {
        Some(ActiveLimit { owner: ana, from: NaiveDate::from_ymd_opt(2026, 12, 2).unwrap(), max })
    };
    let none = &no_mails;
    // Before the limit's day: not counted.
    appointments.insert(&draft(Some(ana), 1, 10), None, None, none).unwrap();
    let cancelled = AppointmentDraft { status: Status::Cancelled, ..draft(Some(ana), 2, 9) };
    appointments.insert(&cancelled, None, None, none).unwrap();
    appointments.insert(&draft(Some(ana), 2, 10), limit(2), None, none).unwrap();

    let appointments = Arc::new(appointments);
    let racers: Vec<_> = (0..4)
        .map(|n| {
            let appointments = appointments.clone();
            std::thread::spawn(move || {
                appointments.insert(&draft(Some(ana), 3, 10 + n), limit(2), None, &no_mails)
            })
        })
        .collect();
    let outcomes: Vec<_> = racers.into_iter().map(|r| r.join().unwrap()).collect();
    assert_eq!(outcomes.iter().filter(|o| o.is_ok()).count(), 1, "{outcomes:?}");
    assert!(outcomes
        .iter()
        .filter_map(|o| o.as_ref().err())
        .all(|e| matches!(e, RepositoryError::Refused(Refusal::TooManyActive))));
}

#[test]
fn an_accounts_mails_of_the_last_hour_count_against_its_cap_even_once_sent() {
    let test = TestDatabase::create();
    let (appointments, ana) = setup(&test);
    let outbox = PgOutbox::new(test.database(1));
    let quota = Some(MailQuota { account: ana, per_hour: 3 });
    let two = &|_: &_| Outgoing {
        mails: vec![
            Notification::NewMessage {
                to: "ana@exemplo.com".into(),
                name: "Ana".into(),
                messages_url: "http://x/mensagens".into(),
            };
            2
        ],
        reminders: ReminderPlan::Keep,
        tokens: Vec::new(),
        freed: None,
    };
    appointments.insert(&draft(Some(ana), 1, 9), None, quota, two).unwrap();
    let now = chrono::Utc::now();
    for item in outbox.claim_due(now, 10, chrono::Duration::minutes(5)).unwrap() {
        outbox.mark_sent(item.id).unwrap();
    }
    assert!(outbox.pending().unwrap().is_empty());
    appointments.insert(&draft(Some(ana), 1, 10), None, quota, two).unwrap();
    assert_eq!(outbox.pending().unwrap().len(), 1, "room for one more");
    appointments.insert(&draft(Some(ana), 1, 11), None, quota, two).unwrap();
    assert_eq!(outbox.pending().unwrap().len(), 1, "none beyond the cap");
    appointments.insert(&draft(None, 1, 12), None, None, two).unwrap();
    assert_eq!(outbox.pending().unwrap().len(), 3, "staff are not counted");

    // The sent mails stay while they count; an hour later the purge takes them.
    let sent = || -> i64 {
        let mut conn = PgConnection::establish(&test.url).unwrap();
        diesel::sql_query("SELECT count(*) AS n FROM outbox WHERE sent_at IS NOT NULL")
            .get_result::<Counted>(&mut conn)
            .unwrap()
            .n
    };
    assert_eq!(outbox.forget_old_sent().unwrap(), 0);
    assert_eq!(sent(), 2, "the account's sent mails are kept for its cap");
    let mut conn = PgConnection::establish(&test.url).unwrap();
    diesel::sql_query(
        "UPDATE outbox SET sent_at = now() - interval '61 minutes' WHERE sent_at IS NOT NULL",
    )
    .execute(&mut conn)
    .unwrap();
    assert_eq!(outbox.forget_old_sent().unwrap(), 2);
    assert_eq!(sent(), 0);
}

#[derive(diesel::QueryableByName)]
struct Counted {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

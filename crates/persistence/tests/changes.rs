//! Reads served from memory against a real PostgreSQL: they hold until a change is heard, from
//! this instance or any other writer, and nothing is served from memory while changes could go
//! unheard.

use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use diesel::{Connection, PgConnection, RunQueryDsl};
use domain::appointments::{
    AppointmentDraft, AppointmentFilter, AppointmentRepository, ItalianData, Outgoing,
    ReminderPlan, Status,
};
use domain::audit::AuditEntry;
use domain::catalog::{CatalogRepository, ServiceId};
use domain::closures::{ClosureRepository, NewClosure};
use domain::messages::{Mailbox, MessageRepository};
use domain::paging::PageRequest;
use domain::users::{SessionRevoker, UserId};
use persistence::testing::TestDatabase;
use persistence::{
    Database, PgAppointmentRepository, PgCatalogRepository, PgClosureRepository,
    PgMessageRepository, PgSessions, SessionLifetimes,
};

fn execute(url: &str, sql: &str) {
    let mut conn = PgConnection::establish(url).unwrap();
    diesel::sql_query(sql).execute(&mut conn).unwrap_or_else(|e| panic!("{sql}: {e}"));
}

/// A write that fires no trigger, so nobody is told: what a cached read would miss.
fn execute_unheard(url: &str, sql: &str) {
    let mut conn = PgConnection::establish(url).unwrap();
    diesel::sql_query("SET session_replication_role = replica").execute(&mut conn).unwrap();
    diesel::sql_query(sql).execute(&mut conn).unwrap_or_else(|e| panic!("{sql}: {e}"));
}

fn eventually(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "never happened: {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn following(test: &TestDatabase) -> Database {
    let db = test.database(2);
    db.follow_changes().unwrap();
    eventually("listening for changes", || db.is_following_changes());
    db
}

fn service_name(catalog: &PgCatalogRepository, id: ServiceId) -> String {
    catalog.service(id).unwrap().unwrap().name
}

#[test]
fn a_read_is_kept_until_a_change_is_heard_from_any_writer() {
    let test = TestDatabase::create();
    let id = test.with_service();
    let catalog = PgCatalogRepository::new(following(&test));
    assert_eq!(service_name(&catalog, id), "Consulta Jurídica");

    execute_unheard(&test.url, "UPDATE services SET name = 'Não ouvido' WHERE id = 1");
    assert_eq!(
        service_name(&catalog, id),
        "Consulta Jurídica",
        "the second read comes from memory"
    );

    execute(&test.url, "UPDATE services SET name = 'Ouvido' WHERE id = 1");
    eventually("the change is heard", || service_name(&catalog, id) == "Ouvido");
}

#[test]
fn without_following_changes_every_read_goes_to_the_database() {
    let test = TestDatabase::create();
    let id = test.with_service();
    let catalog = PgCatalogRepository::new(test.database(2));
    assert_eq!(service_name(&catalog, id), "Consulta Jurídica");
    execute_unheard(&test.url, "UPDATE services SET name = 'Não ouvido' WHERE id = 1");
    assert_eq!(service_name(&catalog, id), "Não ouvido");
}

#[test]
fn a_lost_listener_serves_nothing_stale_and_listens_again() {
    let test = TestDatabase::create();
    let id = test.with_service();
    let db = following(&test);
    let catalog = PgCatalogRepository::new(db.clone());
    assert_eq!(service_name(&catalog, id), "Consulta Jurídica");

    execute(
        &test.url,
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND application_name = 'portal-changes'",
    );
    // Whatever changed while nobody listened is unknown: reads from before are dropped.
    execute_unheard(&test.url, "UPDATE services SET name = 'Sem ouvinte' WHERE id = 1");
    eventually("the change made without a listener is read", || {
        service_name(&catalog, id) == "Sem ouvinte"
    });
    eventually("listening again", || db.is_following_changes());

    execute(&test.url, "UPDATE services SET name = 'De novo' WHERE id = 1");
    eventually("changes are heard again", || service_name(&catalog, id) == "De novo");
}

#[test]
fn this_instances_own_writes_show_at_once() {
    let test = TestDatabase::create();
    let id = test.with_service();
    let appointments = PgAppointmentRepository::new(following(&test));
    let everyone = AppointmentFilter::default();
    assert_eq!(appointments.list(&everyone).unwrap().total, 0);
    assert_eq!(appointments.counts(None).unwrap().total, 0);
    let date = chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    assert!(appointments.taken_times("São Paulo", date).unwrap().is_empty());

    let draft = AppointmentDraft {
        user_id: None,
        client_name: "Ana Souza".into(),
        client_email: "ana@example.com".into(),
        client_phone: None,
        service_id: id,
        location: "São Paulo".into(),
        date,
        time: chrono::NaiveTime::from_hms_opt(10, 0, 0).unwrap(),
        status: Status::Pending,
        notes: None,
        italian: ItalianData::default(),
        priority: false,
    };
    appointments
        .insert(&draft, None, None, &|_| Outgoing {
            mails: Vec::new(),
            reminders: ReminderPlan::Keep,
            tokens: Vec::new(),
            freed: None,
        })
        .unwrap();

    // No waiting: the instance that wrote drops its own stale reads before answering.
    assert_eq!(appointments.list(&everyone).unwrap().total, 1);
    assert_eq!(appointments.counts(None).unwrap().total, 1);
    assert_eq!(appointments.taken_times("São Paulo", date).unwrap().len(), 1);
}

#[test]
fn a_session_ended_anywhere_is_forgotten() {
    let test = TestDatabase::create();
    let lifetimes = SessionLifetimes {
        idle: chrono::Duration::hours(2),
        absolute: chrono::Duration::hours(12),
    };
    let here = PgSessions::new(following(&test), lifetimes);
    let elsewhere = PgSessions::new(test.database(2), lifetimes);
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap();
    execute(
        &test.url,
        "INSERT INTO users (id, username, email, full_name, password_hash) OVERRIDING SYSTEM VALUE \
         VALUES (7, 'ana', 'ana@example.com', 'Ana Souza', 'x')",
    );
    let state = serde_json::json!({ "user_id": "7" });
    for key in ["sessao-1", "sessao-2", "sessao-3"] {
        elsewhere.insert(key, Some(UserId(7)), &state, now).unwrap();
        assert!(here.load(key, now).unwrap().is_some());
    }

    execute_unheard(&test.url, "DELETE FROM sessions");
    assert!(here.load("sessao-1", now).unwrap().is_some(), "the second load comes from memory");
    execute(&test.url, "TRUNCATE sessions");
    eventually("a truncation is heard", || here.load("sessao-1", now).unwrap().is_none());

    for key in ["sessao-1", "sessao-2", "sessao-3"] {
        elsewhere.insert(key, Some(UserId(7)), &state, now).unwrap();
        assert!(here.load(key, now).unwrap().is_some());
    }
    // Signing out in another instance.
    elsewhere.delete("sessao-1").unwrap();
    eventually("a sign-out elsewhere is heard", || here.load("sessao-1", now).unwrap().is_none());
    // Ending an account's sessions here: at once.
    assert!(here.load("sessao-2", now).unwrap().is_some());
    here.end_sessions_of(UserId(7)).unwrap();
    assert!(here.load("sessao-2", now).unwrap().is_none());
    assert!(here.load("sessao-3", now).unwrap().is_none());
}

fn with_person(test: &TestDatabase, id: i64, name: &str) {
    execute(
        &test.url,
        &format!(
            "INSERT INTO users (id, username, email, full_name, password_hash) \
             OVERRIDING SYSTEM VALUE VALUES ({id}, 'user{id}', 'user{id}@example.com', '{name}', 'x')"
        ),
    );
}

#[test]
fn a_mailbox_shows_names_changed_and_accounts_deleted_elsewhere() {
    let test = TestDatabase::create();
    with_person(&test, 1, "Ana Souza");
    with_person(&test, 2, "Bruno Lima");
    execute(
        &test.url,
        "INSERT INTO messages (sender_id, receiver_id, content) VALUES (1, 2, 'Olá')",
    );
    let messages = PgMessageRepository::new(following(&test));
    let sender_of_first = || {
        messages.mailbox(UserId(2), Mailbox::Inbox, PageRequest::new(None, None)).unwrap().items[0]
            .sender_name
            .clone()
    };
    assert_eq!(sender_of_first().as_deref(), Some("Ana Souza"));
    assert_eq!(messages.unread_count(UserId(2)).unwrap(), 1);

    execute(&test.url, "UPDATE users SET full_name = 'Ana Souza Lima' WHERE id = 1");
    eventually("the new name is shown", || sender_of_first().as_deref() == Some("Ana Souza Lima"));
    execute(&test.url, "UPDATE messages SET is_read = TRUE");
    eventually("the unread count follows", || messages.unread_count(UserId(2)).unwrap() == 0);
    // The database unlinks the messages (ON DELETE SET NULL), which tells of them too.
    execute(&test.url, "DELETE FROM users WHERE id = 1");
    eventually("the deleted account is unlinked", || sender_of_first().is_none());
}

#[test]
fn an_appointment_page_shows_a_service_renamed_elsewhere() {
    let test = TestDatabase::create();
    test.with_service();
    execute(
        &test.url,
        "INSERT INTO appointments (client_name, client_email, service_id, location, date, time, status) \
         VALUES ('Ana Souza', 'ana@example.com', 1, 'São Paulo', '2026-12-01', '10:00', 'pending')",
    );
    let appointments = PgAppointmentRepository::new(following(&test));
    let service_shown =
        || appointments.list(&AppointmentFilter::default()).unwrap().items[0].service_name.clone();
    assert_eq!(service_shown(), "Consulta Jurídica");
    execute(&test.url, "UPDATE services SET name = 'Consulta Jurídica Online' WHERE id = 1");
    eventually("the new name is shown", || service_shown() == "Consulta Jurídica Online");
}

#[test]
fn a_session_from_memory_keeps_its_deadlines() {
    let test = TestDatabase::create();
    let lifetimes =
        SessionLifetimes { idle: chrono::Duration::hours(2), absolute: chrono::Duration::hours(3) };
    let sessions = PgSessions::new(following(&test), lifetimes);
    let start = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    let at = |minutes: i64| start + chrono::Duration::minutes(minutes);
    let state = serde_json::json!({});
    sessions.insert("idle", None, &state, start).unwrap();
    assert!(sessions.load("idle", at(1)).unwrap().is_some());
    assert!(sessions.recall("idle", at(1)).is_some(), "served from memory");
    assert!(
        sessions.recall("idle", at(3)).is_none(),
        "a minute later its idle deadline is due to move: the database does that"
    );
    assert!(sessions.recall("idle", at(121)).is_none());
    assert!(sessions.load("idle", at(121)).unwrap().is_none(), "idle too long");

    sessions.insert("busy", None, &state, start).unwrap();
    // Used at 1h30: the idle deadline moves to the absolute one (3h), and cannot move further.
    assert!(sessions.load("busy", at(90)).unwrap().is_some());
    eventually("the session is remembered again", || {
        sessions.load("busy", at(91)).unwrap().is_some()
            && sessions.recall("busy", at(91)).is_some()
    });
    assert!(
        sessions.recall("busy", at(170)).is_some(),
        "near the absolute deadline, using it writes nothing"
    );
    assert!(sessions.recall("busy", at(181)).is_none());
    assert!(sessions.load("busy", at(181)).unwrap().is_none(), "past the absolute deadline");
}

#[test]
fn a_closure_added_here_or_elsewhere_closes_the_day_for_bookings() {
    let test = TestDatabase::create();
    with_person(&test, 1, "Equipe");
    let closures = PgClosureRepository::new(following(&test));
    let day = chrono::NaiveDate::from_ymd_opt(2027, 3, 10).unwrap();
    let closing = || closures.overlapping(Some("São Paulo"), day, day).unwrap().len();
    // What the appointment lists read: the closures not yet over.
    let current = || closures.list(day).unwrap().len();
    assert_eq!((closing(), current()), (0, 0));
    execute_unheard(
        &test.url,
        "INSERT INTO closures (location, first_day, last_day, reason) \
         VALUES ('São Paulo', '2027-03-10', '2027-03-10', 'Não ouvido')",
    );
    assert_eq!((closing(), current()), (0, 0), "the second read comes from memory");

    // Added through this instance: the next booking's question sees it at once.
    let audit = AuditEntry {
        actor: UserId(1),
        action: "closure_create",
        entity: "closure",
        entity_id: String::new(),
        before: None,
        after: None,
    };
    let added = NewClosure {
        location: Some("São Paulo".into()),
        first_day: day,
        last_day: day,
        reason: "Reforma".into(),
        created_by: UserId(1),
    };
    closures.insert(&added, &audit, &|_, _| Vec::new()).unwrap();
    assert_eq!((closing(), current()), (2, 2));

    // Added by another writer: heard.
    execute(
        &test.url,
        "INSERT INTO closures (location, first_day, last_day, reason) \
         VALUES (NULL, '2027-03-10', '2027-03-10', 'Greve')",
    );
    eventually("the other writer's closure is heard", || closing() == 3 && current() == 3);
}

#[test]
fn memory_is_not_trusted_without_the_notifications_installed() {
    let test = TestDatabase::create();
    execute(&test.url, "DROP TRIGGER users_notify ON users");
    let db = test.database(2);
    db.follow_changes().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    assert!(!db.is_following_changes());
    execute(
        &test.url,
        "CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users \
         FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed()",
    );
    eventually("listening once they are", || db.is_following_changes());
}

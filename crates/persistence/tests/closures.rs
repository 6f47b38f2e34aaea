//! Closures against a real PostgreSQL: they change one at a time, each reading the others on its
//! days inside its own transaction, so two at once cannot each miss the other.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use domain::audit::AuditEntry;
use domain::closures::{ClosureId, ClosureRepository, NewClosure};
use domain::users::UserId;
use persistence::testing::TestDatabase;
use persistence::PgClosureRepository;

const STAFF: UserId = UserId(1);

fn closing(first: u32, last: u32, reason: &str) -> NewClosure {
    let day = |d| NaiveDate::from_ymd_opt(2027, 3, d).unwrap();
    NewClosure {
        location: None,
        first_day: day(first),
        last_day: day(last),
        reason: reason.into(),
        created_by: STAFF,
    }
}

fn audit() -> AuditEntry {
    AuditEntry {
        actor: STAFF,
        action: "closure_create",
        entity: "closure",
        entity_id: String::new(),
        before: None,
        after: None,
    }
}

#[derive(QueryableByName)]
struct Waiting {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    count: i64,
}

/// Advisory locks some session is waiting for, as another connection sees them.
fn advisory_waits(url: &str) -> i64 {
    let mut conn = PgConnection::establish(url).unwrap();
    diesel::sql_query(
        "SELECT count(*) AS count FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
    )
    .get_result::<Waiting>(&mut conn)
    .unwrap()
    .count
}

#[test]
fn a_closure_made_while_another_is_being_made_waits_for_it_and_sees_it() {
    let test = TestDatabase::create();
    let mut conn = PgConnection::establish(&test.url).unwrap();
    diesel::sql_query(
        "INSERT INTO users (id, username, email, full_name, password_hash) \
         OVERRIDING SYSTEM VALUE VALUES (1, 'equipe', 'equipe@example.com', 'Equipe', 'x')",
    )
    .execute(&mut conn)
    .unwrap();
    let closures = PgClosureRepository::new(test.database(4));
    let seen_by_second: Mutex<Vec<ClosureId>> = Mutex::new(Vec::new());

    let first = std::thread::scope(|scope| {
        closures
            .insert(&closing(10, 12, "Reforma"), &audit(), &|earlier, _| {
                assert!(earlier.is_empty());
                // Inside the first one's transaction: a second closure on a shared day starts.
                scope.spawn(|| {
                    closures
                        .insert(&closing(12, 14, "Greve"), &audit(), &|earlier, _| {
                            let ids = earlier.iter().map(|c| c.id).collect();
                            *seen_by_second.lock().unwrap() = ids;
                            Vec::new()
                        })
                        .unwrap();
                });
                // It waits for this one to end, rather than read the days without it.
                let deadline = Instant::now() + Duration::from_secs(10);
                while advisory_waits(&test.url) == 0 {
                    assert!(Instant::now() < deadline, "the second closure never waited");
                    std::thread::sleep(Duration::from_millis(5));
                }
                Vec::new()
            })
            .unwrap()
    });

    assert_eq!(*seen_by_second.lock().unwrap(), [first.id]);
}

#[test]
fn a_closure_is_handed_the_others_on_its_days_of_any_place() {
    let test = TestDatabase::create();
    let mut conn = PgConnection::establish(&test.url).unwrap();
    diesel::sql_query(
        "INSERT INTO users (id, username, email, full_name, password_hash) \
         OVERRIDING SYSTEM VALUE VALUES (1, 'equipe', 'equipe@example.com', 'Equipe', 'x')",
    )
    .execute(&mut conn)
    .unwrap();
    let closures = PgClosureRepository::new(test.database(2));
    let none =
        |_: &[domain::closures::Closure], _: &[domain::closures::ClosedAppointment]| Vec::new();
    let removed = closures.insert(&closing(10, 12, "Reforma"), &audit(), &none).unwrap();
    let overlapping = closures.insert(&closing(12, 12, "Greve"), &audit(), &none).unwrap();
    closures.insert(&closing(20, 20, "Depois"), &audit(), &none).unwrap();
    let earlier: Mutex<Vec<ClosureId>> = Mutex::new(Vec::new());
    closures
        .insert(&closing(11, 12, "Visita"), &audit(), &|found, _| {
            *earlier.lock().unwrap() = found.iter().map(|c| c.id).collect();
            Vec::new()
        })
        .unwrap();
    assert_eq!(*earlier.lock().unwrap(), [removed.id, overlapping.id]);

    assert!(closures
        .delete(removed.id, &audit(), &|_, _, _| unreachable!("no appointment"))
        .unwrap());
    assert!(!closures.delete(removed.id, &audit(), &|_, _, _| unreachable!()).unwrap());
}

//! Closures against a real PostgreSQL: they change one at a time, each reading the others on its
//! days inside its own transaction, so two at once cannot each miss the other.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use chrono::{NaiveDate, NaiveTime};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use domain::appointments::{
    AppointmentDraft, AppointmentId, AppointmentRepository, ItalianData, Outgoing, Status,
};
use domain::audit::AuditEntry;
use domain::catalog::ServiceId;
use domain::closures::{ClosedAppointment, Closure, ClosureId, ClosureRepository, NewClosure};
use domain::users::UserId;
use persistence::testing::TestDatabase;
use persistence::{PgAppointmentRepository, PgClosureRepository};

const STAFF: UserId = UserId(1);

fn closing(location: Option<&str>, first: u32, last: u32, reason: &str) -> NewClosure {
    let day = |d| NaiveDate::from_ymd_opt(2027, 3, d).unwrap();
    NewClosure {
        location: location.map(str::to_owned),
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

/// Advisory locks some session of this test's database is waiting for (other tests, on other
/// databases, wait for theirs), as another connection sees them.
fn advisory_waits(url: &str) -> i64 {
    let mut conn = PgConnection::establish(url).unwrap();
    diesel::sql_query(
        "SELECT count(*) AS count FROM pg_locks WHERE locktype = 'advisory' AND NOT granted \
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    )
    .get_result::<Waiting>(&mut conn)
    .unwrap()
    .count
}

#[test]
fn a_closure_made_while_another_is_being_made_waits_for_it_and_sees_it() {
    let test = TestDatabase::create();
    with_staff(&test);
    let closures = PgClosureRepository::new(test.database(4));
    let seen_by_second: Mutex<Vec<ClosureId>> = Mutex::new(Vec::new());

    let first = std::thread::scope(|scope| {
        closures
            .insert(&closing(None, 10, 12, "Reforma"), &audit(), &|earlier, _| {
                assert!(earlier.is_empty());
                // Inside the first one's transaction: a second closure on a shared day starts.
                scope.spawn(|| {
                    closures
                        .insert(&closing(None, 12, 14, "Greve"), &audit(), &|earlier, _| {
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
fn a_change_is_handed_the_other_closures_on_its_days_of_any_place() {
    let test = TestDatabase::create();
    with_staff(&test);
    let appointment = with_appointment(&test, "Santos", 12);
    let closures = PgClosureRepository::new(test.database(2));
    let none = |_: &[Closure], _: &[ClosedAppointment]| Vec::new();
    let everywhere = closures.insert(&closing(None, 10, 12, "Reforma"), &audit(), &none).unwrap();
    let santos =
        closures.insert(&closing(Some("Santos"), 12, 12, "Greve"), &audit(), &none).unwrap();
    let curitiba =
        closures.insert(&closing(Some("Curitiba"), 11, 11, "Visita"), &audit(), &none).unwrap();
    closures.insert(&closing(None, 20, 20, "Depois"), &audit(), &none).unwrap();

    let earlier: Mutex<Vec<ClosureId>> = Mutex::new(Vec::new());
    let recife = closures
        .insert(&closing(Some("Recife"), 11, 12, "Mudança"), &audit(), &|found, _| {
            *earlier.lock().unwrap() = ids(found);
            Vec::new()
        })
        .unwrap();
    assert_eq!(*earlier.lock().unwrap(), [everywhere.id, santos.id, curitiba.id]);

    // Removed, the closure everywhere hands the Santos appointment over with what is left.
    let handed = Mutex::new(Vec::new());
    let removed = closures
        .delete(everywhere.id, &audit(), &|left, closed, _| {
            handed.lock().unwrap().push((closed.summary.id, ids(left)));
            Outgoing::nothing()
        })
        .unwrap();
    assert!(removed);
    assert_eq!(*handed.lock().unwrap(), [(appointment, vec![santos.id, curitiba.id, recife.id])]);
    assert!(!closures.delete(everywhere.id, &audit(), &|_, _, _| Outgoing::nothing()).unwrap());
}

fn ids(closures: &[Closure]) -> Vec<ClosureId> {
    closures.iter().map(|c| c.id).collect()
}

fn with_staff(test: &TestDatabase) {
    test.execute(
        "INSERT INTO users (id, username, email, full_name, password_hash) \
         OVERRIDING SYSTEM VALUE VALUES (1, 'equipe', 'equipe@example.com', 'Equipe', 'x')",
    );
}

/// An active appointment at `location` on March `day`, 2027.
fn with_appointment(test: &TestDatabase, location: &str, day: u32) -> AppointmentId {
    test.with_service();
    let draft = AppointmentDraft {
        user_id: None,
        client_name: "Ana Souza".into(),
        client_email: "ana@example.com".into(),
        client_phone: None,
        service_id: ServiceId(1),
        location: location.into(),
        date: NaiveDate::from_ymd_opt(2027, 3, day).unwrap(),
        time: NaiveTime::from_hms_opt(10, 0, 0).unwrap(),
        status: Status::Pending,
        notes: None,
        italian: ItalianData::default(),
        priority: false,
    };
    let appointments = PgAppointmentRepository::new(test.database(1));
    appointments.insert(&draft, None, None, &|_| Outgoing::nothing()).unwrap().summary.id
}

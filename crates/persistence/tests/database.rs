//! The pool and the schema's own bookkeeping against a real PostgreSQL: a pool
//! that outlives dropped connections, and the appointment counters that the
//! staff list and the dashboard read instead of counting rows.

use diesel::sql_types::{BigInt, Date, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use domain::users::{UserId, UserRepository};
use persistence::testing::TestDatabase;
use persistence::PgUserRepository;

fn execute(conn: &mut PgConnection, sql: &str) {
    diesel::sql_query(sql)
        .execute(conn)
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
}

fn drop_every_other_connection(url: &str) {
    // What a PostgreSQL restart does to every open connection.
    let mut admin = PgConnection::establish(url).unwrap();
    execute(
        &mut admin,
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
}

#[test]
fn the_pool_replaces_a_connection_that_postgresql_dropped() {
    let test = TestDatabase::create();
    let db = test.database(1);
    let users = PgUserRepository::new(db.clone());

    // Twice: once when the dead connection's next statement is a plain one, once when it is
    // one it has never prepared (diesel fails those before it looks at the connection).
    for round in 1..=2 {
        db.ping().expect("a round trip before the drop");
        drop_every_other_connection(&test.url);
        // The request that finds the connection dead fails; the pool then drops it, and the
        // next ones get a fresh connection. With one connection in the pool, a dead one kept
        // would fail every request from here on.
        let _ = if round == 1 {
            db.ping()
        } else {
            users.find_by_username("ninguem").map(|_| ())
        };
        for attempt in 1..=3 {
            users
                .find_by_id(UserId(attempt))
                .unwrap_or_else(|e| panic!("round {round}, request {attempt} after the drop: {e}"));
            db.ping()
                .unwrap_or_else(|e| panic!("round {round}, ping {attempt} after the drop: {e}"));
        }
    }
}

#[derive(QueryableByName, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct DayCount {
    #[diesel(sql_type = Date)]
    date: chrono::NaiveDate,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn counters_and_rows(conn: &mut PgConnection) -> (Vec<DayCount>, Vec<DayCount>) {
    let counters = diesel::sql_query(
        "SELECT date, status, n FROM appointment_day_counts WHERE n > 0 ORDER BY date, status",
    )
    .load(conn)
    .unwrap();
    let rows = diesel::sql_query(
        "SELECT date, status, count(*) AS n FROM appointments \
         GROUP BY date, status ORDER BY date, status",
    )
    .load(conn)
    .unwrap();
    (counters, rows)
}

#[test]
fn appointment_counters_follow_every_insert_change_delete_and_truncate() {
    let test = TestDatabase::create();
    let mut conn = PgConnection::establish(&test.url).unwrap();
    execute(
        &mut conn,
        "INSERT INTO services (name, duration_minutes) VALUES ('Consulta Jurídica', 60)",
    );
    let book = |conn: &mut PgConnection, day: &str, time: &str, status: &str| {
        execute(
            conn,
            &format!(
                "INSERT INTO appointments (client_name, client_email, service_id, location, date, time, status) \
                 SELECT 'Ana', 'ana@exemplo.com', id, 'Outro', '{day}', '{time}', '{status}' FROM services"
            ),
        );
    };
    book(&mut conn, "2031-03-12", "09:00", "pending");
    book(&mut conn, "2031-03-12", "09:30", "pending");
    book(&mut conn, "2031-03-12", "10:00", "confirmed");
    book(&mut conn, "2031-03-13", "10:00", "pending");
    let (counters, rows) = counters_and_rows(&mut conn);
    assert_eq!(counters, rows);
    assert_eq!(counters.len(), 3);

    execute(
        &mut conn,
        "UPDATE appointments SET status = 'cancelled' WHERE time = '09:00'",
    );
    execute(
        &mut conn,
        "UPDATE appointments SET date = '2031-03-14', status = 'completed' WHERE time = '09:30'",
    );
    // Changing other columns, or writing the same date and status, changes no count.
    execute(
        &mut conn,
        "UPDATE appointments SET notes = 'x', status = status, date = date",
    );
    execute(
        &mut conn,
        "DELETE FROM appointments WHERE date = '2031-03-13'",
    );
    let (counters, rows) = counters_and_rows(&mut conn);
    assert_eq!(counters, rows);
    assert_eq!(
        counters.iter().map(|c| c.n).sum::<i64>(),
        3,
        "three appointments are left: {counters:?}"
    );

    execute(&mut conn, "TRUNCATE appointments");
    let (counters, rows) = counters_and_rows(&mut conn);
    assert!(counters.is_empty() && rows.is_empty(), "{counters:?}");
}

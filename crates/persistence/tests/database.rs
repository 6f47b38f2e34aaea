//! The pool and the schema's own bookkeeping against a real PostgreSQL: a pool
//! that outlives dropped connections, and the appointment counters that the
//! staff list and the dashboard read instead of counting rows.

use chrono::NaiveDate;
use diesel::sql_types::{BigInt, Date, Nullable, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use domain::appointments::{AppointmentFilter, AppointmentRepository, Status};
use domain::paging::PageRequest;
use domain::users::{UserId, UserRepository};
use persistence::testing::TestDatabase;
use persistence::{PgAppointmentRepository, PgUserRepository};

fn execute(conn: &mut PgConnection, sql: &str) {
    diesel::sql_query(sql).execute(conn).unwrap_or_else(|e| panic!("{sql}: {e}"));
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
        let _ = if round == 1 { db.ping() } else { users.find_by_username("ninguem").map(|_| ()) };
        for attempt in 1..=3 {
            users
                .find_by_id(UserId(attempt))
                .unwrap_or_else(|e| panic!("round {round}, request {attempt} after the drop: {e}"));
            db.ping()
                .unwrap_or_else(|e| panic!("round {round}, ping {attempt} after the drop: {e}"));
        }
    }
}

#[test]
fn pooled_connections_keep_generic_plans_for_prepared_statements() {
    let test = TestDatabase::create();
    let db = test.database(2);
    assert_eq!(TestDatabase::pooled_setting(&db, "plan_cache_mode"), "force_generic_plan");
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

/// The day counters and the rows they count, after checking that the month counters agree.
fn counters_and_rows(conn: &mut PgConnection) -> (Vec<DayCount>, Vec<DayCount>) {
    let load = |conn: &mut PgConnection, sql: &str| -> Vec<DayCount> {
        diesel::sql_query(sql).load(conn).unwrap_or_else(|e| panic!("{sql}: {e}"))
    };
    let months = load(
        conn,
        "SELECT month AS date, status, n::BIGINT AS n FROM appointment_month_counts \
         WHERE n > 0 ORDER BY month, status",
    );
    let rows_by_month = load(
        conn,
        "SELECT date_trunc('month', date)::date AS date, status, count(*) AS n FROM appointments \
         GROUP BY 1, 2 ORDER BY 1, 2",
    );
    assert_eq!(months, rows_by_month, "the month counters");
    let days = load(
        conn,
        "SELECT date, status, n::BIGINT AS n FROM appointment_day_counts \
         WHERE n > 0 ORDER BY date, status",
    );
    let rows = load(
        conn,
        "SELECT date, status, count(*) AS n FROM appointments \
         GROUP BY date, status ORDER BY date, status",
    );
    (days, rows)
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

    execute(&mut conn, "UPDATE appointments SET status = 'cancelled' WHERE time = '09:00'");
    execute(
        &mut conn,
        "UPDATE appointments SET date = '2031-03-14', status = 'completed' WHERE time = '09:30'",
    );
    // Into another month, and back into an earlier one.
    execute(
        &mut conn,
        "UPDATE appointments SET date = '2031-04-02' WHERE time = '10:00' AND date = '2031-03-12'",
    );
    execute(
        &mut conn,
        "UPDATE appointments SET date = '2031-02-27', status = 'completed' WHERE date = '2031-04-02'",
    );
    // Changing other columns, or writing the same date and status, changes no count.
    execute(&mut conn, "UPDATE appointments SET notes = 'x', status = status, date = date");
    execute(&mut conn, "DELETE FROM appointments WHERE date = '2031-03-13'");
    let (counters, rows) = counters_and_rows(&mut conn);
    assert_eq!(counters, rows);
    assert_eq!(
        counters.iter().map(|c| c.n).sum::<i64>(),
        3,
        "three appointments are left: {counters:?}"
    );

    execute(&mut conn, "TRUNCATE appointments CASCADE");
    let (counters, rows) = counters_and_rows(&mut conn);
    assert!(counters.is_empty() && rows.is_empty(), "{counters:?}");
}

#[test]
fn the_staff_list_total_matches_the_rows_for_any_range_of_days() {
    let test = TestDatabase::create();
    let mut conn = PgConnection::establish(&test.url).unwrap();
    execute(
        &mut conn,
        "INSERT INTO services (name, duration_minutes) VALUES ('Consulta Jurídica', 60)",
    );
    // Every day from mid-January to mid-June 2031, one to three appointments in varied states.
    execute(
        &mut conn,
        "INSERT INTO appointments (client_name, client_email, service_id, location, date, time, status) \
         SELECT 'Ana', 'ana@exemplo.com', (SELECT id FROM services), 'Outro', day, slot, \
                (ARRAY['pending', 'confirmed', 'cancelled', 'completed'])[1 + (extract(doy FROM day)::int + n) % 4] \
         FROM generate_series('2031-01-15'::date, '2031-06-14'::date, '1 day') AS day, \
              generate_series(1, 3) AS n, \
              LATERAL (SELECT ('08:00'::time + n * interval '30 minutes')::time AS slot) s \
         WHERE n <= 1 + extract(day FROM day)::int % 3",
    );
    let repository = PgAppointmentRepository::new(test.database(1));
    let day = |text: &str| Some(NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap());
    let ranges = [
        (None, None),
        (day("2031-01-01"), None),
        (day("2031-02-01"), None),
        (day("2031-02-17"), None),
        (None, day("2031-04-30")),
        (None, day("2031-04-29")),
        (day("2031-02-17"), day("2031-05-03")),
        (day("2031-03-01"), day("2031-04-30")),
        (day("2031-03-02"), day("2031-03-30")),
        (day("2031-03-20"), day("2031-04-10")),
        (day("2031-04-10"), day("2031-03-20")),
        (day("2031-07-01"), None),
    ];
    for (from, to) in ranges {
        for status in [None, Some(Status::Pending), Some(Status::Cancelled)] {
            let listed = repository
                .list(&AppointmentFilter {
                    owner: None,
                    from,
                    to,
                    status,
                    query: None,
                    only_priority: false,
                    only_active: false,
                    page: PageRequest::new(Some(1), Some(1)),
                })
                .unwrap()
                .total;
            let counted: CountRow = diesel::sql_query(
                "SELECT count(*) AS n FROM appointments \
                 WHERE ($1::date IS NULL OR date >= $1) AND ($2::date IS NULL OR date <= $2) \
                   AND ($3::text IS NULL OR status = $3)",
            )
            .bind::<Nullable<Date>, _>(from)
            .bind::<Nullable<Date>, _>(to)
            .bind::<Nullable<Text>, _>(status.map(Status::as_str))
            .get_result(&mut conn)
            .unwrap();
            assert_eq!(listed, counted.n, "from {from:?} to {to:?}, {status:?}");
        }
        // Those still to take place: counted from their rows, and only theirs listed.
        let active = repository
            .list(&AppointmentFilter {
                from,
                to,
                only_active: true,
                page: PageRequest::new(Some(1), Some(200)),
                ..AppointmentFilter::default()
            })
            .unwrap();
        let counted: CountRow = diesel::sql_query(
            "SELECT count(*) AS n FROM appointments \
             WHERE ($1::date IS NULL OR date >= $1) AND ($2::date IS NULL OR date <= $2) \
               AND status IN ('pending', 'confirmed')",
        )
        .bind::<Nullable<Date>, _>(from)
        .bind::<Nullable<Date>, _>(to)
        .get_result(&mut conn)
        .unwrap();
        assert_eq!(active.total, counted.n, "active from {from:?} to {to:?}");
        assert!(active.items.iter().all(|a| a.status.is_upcoming()), "from {from:?} to {to:?}");
    }
}

#[derive(QueryableByName)]
struct CountRow {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

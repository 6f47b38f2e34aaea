//! What the staff lists of cases, service requests and documents read instead of counting and
//! joining rows, against a real PostgreSQL: the counters (migration list_counters), which after
//! every kind of write, including the deletes an account's removal cascades into and a TRUNCATE,
//! equal a count of the rows they stand for; and the names each case and request keeps of its
//! people (migration list_names), which follow every renaming, reassignment and removal.

use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use persistence::testing::TestDatabase;

fn execute(conn: &mut PgConnection, sql: &str) {
    diesel::sql_query(sql).execute(conn).unwrap_or_else(|e| panic!("{sql}: {e}"));
}

#[derive(QueryableByName, Debug, PartialEq, Eq)]
struct Counted {
    #[diesel(sql_type = Text)]
    key: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn load(conn: &mut PgConnection, sql: &str) -> Vec<Counted> {
    diesel::sql_query(sql).load(conn).unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Each counter against its rows: (what the counters say, what the rows say), every key in order.
const CHECKS: [(&str, &str, &str); 5] = [
    (
        "cases by type and status",
        "SELECT case_type || '/' || status AS key, n::BIGINT AS n FROM case_counts WHERE n <> 0 ORDER BY 1",
        "SELECT case_type || '/' || status AS key, count(*) AS n FROM cases GROUP BY 1 ORDER BY 1",
    ),
    (
        "requests by kind, status, assignment and priority",
        "SELECT concat_ws('/', kind, status, unassigned, priority) AS key, n::BIGINT AS n \
         FROM service_request_counts WHERE n <> 0 ORDER BY 1",
        "SELECT concat_ws('/', kind, status, assigned_to IS NULL, priority) AS key, count(*) AS n \
         FROM service_requests GROUP BY 1 ORDER BY 1",
    ),
    (
        "documents by kind",
        "SELECT kind AS key, sum(n)::BIGINT AS n FROM document_counts GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1",
        "SELECT kind AS key, count(*) AS n FROM documents GROUP BY 1 ORDER BY 1",
    ),
    (
        "each case's documents",
        "SELECT id::TEXT AS key, document_count::BIGINT AS n FROM cases WHERE document_count <> 0 ORDER BY 1",
        "SELECT case_id::TEXT AS key, count(*) AS n FROM documents WHERE case_id IS NOT NULL GROUP BY 1 ORDER BY 1",
    ),
    (
        "each case's history",
        "SELECT id::TEXT AS key, update_count::BIGINT AS n FROM cases WHERE update_count <> 0 ORDER BY 1",
        "SELECT case_id::TEXT AS key, count(*) AS n FROM case_updates GROUP BY 1 ORDER BY 1",
    ),
];

/// Asserts every counter matches its rows; returns how many rows each check counted.
fn assert_counters_match(conn: &mut PgConnection, after: &str) -> Vec<i64> {
    CHECKS
        .iter()
        .map(|(what, counters, rows)| {
            let (counters, rows) = (load(conn, counters), load(conn, rows));
            assert_eq!(counters, rows, "{what}, after {after}");
            rows.iter().map(|r| r.n).sum()
        })
        .collect()
}

fn add_user(conn: &mut PgConnection, name: &str) {
    execute(
        conn,
        &format!(
            "INSERT INTO users (username, email, full_name, password_hash) \
             VALUES ('{name}', '{name}@exemplo.com', '{name}', 'x')"
        ),
    );
}

fn add_case(conn: &mut PgConnection, client: &str, case_type: &str, status: &str) {
    execute(
        conn,
        &format!(
            "INSERT INTO cases (client_id, case_type, country, status, start_date) \
             SELECT id, '{case_type}', 'Itália', '{status}', '2026-01-10' FROM users WHERE username = '{client}'"
        ),
    );
}

fn add_document(conn: &mut PgConnection, owner: &str, kind: &str, case_status: Option<&str>) {
    let case = case_status.map_or("NULL".to_owned(), |status| {
        format!(
            "(SELECT min(c.id) FROM cases c WHERE c.client_id = u.id AND c.status = '{status}')"
        )
    });
    execute(
        conn,
        &format!(
            "INSERT INTO documents (owner_id, object_key, original_name, kind, content_type, size_bytes, sha256, case_id) \
             SELECT u.id, gen_random_uuid()::TEXT, 'certidao.pdf', '{kind}', 'application/pdf', 10, repeat('a', 64), {case} \
             FROM users u WHERE username = '{owner}'"
        ),
    );
}

fn add_request(conn: &mut PgConnection, client: &str, kind: &str, priority: bool) {
    execute(
        conn,
        &format!(
            "INSERT INTO service_requests (client_id, kind, title, form, priority) \
             SELECT id, '{kind}', 'Pedido', '{{}}', {priority} FROM users WHERE username = '{client}'"
        ),
    );
}

#[test]
fn list_counters_follow_every_insert_change_delete_and_truncate() {
    let test = TestDatabase::create();
    let mut conn = PgConnection::establish(&test.url).unwrap();
    for name in ["ana", "bruno", "equipe"] {
        add_user(&mut conn, name);
    }
    add_case(&mut conn, "ana", "italian_citizenship", "in_progress");
    add_case(&mut conn, "ana", "passport", "pending");
    add_case(&mut conn, "bruno", "italian_citizenship", "in_progress");
    add_document(&mut conn, "ana", "pdf", Some("in_progress"));
    add_document(&mut conn, "ana", "image", Some("in_progress"));
    add_document(&mut conn, "ana", "pdf", None);
    add_document(&mut conn, "bruno", "pdf", Some("in_progress"));
    add_request(&mut conn, "ana", "citizenship", false);
    add_request(&mut conn, "ana", "contact", true);
    add_request(&mut conn, "bruno", "citizenship", false);
    execute(
        &mut conn,
        "INSERT INTO case_updates (case_id, author_name, content) \
         SELECT id, 'Equipe', 'Certidão recebida.' FROM cases",
    );
    assert_eq!(assert_counters_match(&mut conn, "the first rows"), vec![3, 3, 4, 3, 3]);

    // Within one transaction, as the portal writes: the counters move at the commit.
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        execute(conn, "UPDATE cases SET status = 'completed' WHERE case_type = 'passport'");
        execute(conn, "UPDATE cases SET status = 'approved', case_type = 'other' WHERE status = 'in_progress' AND client_id = (SELECT id FROM users WHERE username = 'bruno')");
        execute(conn, "UPDATE service_requests SET status = 'in_progress', assigned_to = (SELECT id FROM users WHERE username = 'equipe') WHERE kind = 'citizenship'");
        execute(conn, "UPDATE service_requests SET priority = false WHERE kind = 'contact'");
        Ok(())
    })
    .unwrap();
    // A document moved to another case, and one taken out of its case.
    execute(
        &mut conn,
        "UPDATE documents SET case_id = (SELECT id FROM cases WHERE case_type = 'passport') \
         WHERE kind = 'image'",
    );
    execute(
        &mut conn,
        "UPDATE documents SET case_id = NULL WHERE owner_id = (SELECT id FROM users WHERE username = 'bruno')",
    );
    // Writing other columns, or the same values, changes no count.
    execute(&mut conn, "UPDATE cases SET notes = 'x', status = status, case_type = case_type");
    execute(
        &mut conn,
        "UPDATE service_requests SET title = 'y', status = status, priority = priority",
    );
    execute(&mut conn, "UPDATE documents SET original_name = 'z', case_id = case_id");
    assert_eq!(assert_counters_match(&mut conn, "the changes"), vec![3, 3, 4, 2, 3]);

    // A case deleted leaves its documents (their case emptied) and takes its history.
    execute(&mut conn, "DELETE FROM cases WHERE case_type = 'passport'");
    execute(&mut conn, "DELETE FROM service_requests WHERE kind = 'contact'");
    execute(&mut conn, "DELETE FROM case_updates WHERE case_id = (SELECT min(id) FROM cases)");
    assert_counters_match(&mut conn, "the deletes");

    // An account deleted takes its cases, documents and requests with it.
    execute(&mut conn, "DELETE FROM users WHERE username = 'ana'");
    assert_eq!(assert_counters_match(&mut conn, "an account's removal"), vec![1, 1, 1, 0, 1]);

    execute(&mut conn, "TRUNCATE users CASCADE");
    assert_eq!(assert_counters_match(&mut conn, "a TRUNCATE"), vec![0, 0, 0, 0, 0]);
}

#[derive(QueryableByName, Debug, PartialEq, Eq)]
struct Named {
    #[diesel(sql_type = Text)]
    names: String,
}

/// Every case's and request's copies of names, against the names in users, one line a row.
fn assert_names_match(conn: &mut PgConnection, after: &str) -> Vec<String> {
    let copies = "SELECT 'case ' || id || ': ' || client_full_name AS names FROM cases \
        UNION ALL SELECT 'request ' || id || ': ' || concat_ws(' / ', client_full_name, client_username, \
            coalesce(assignee_full_name, '-'), coalesce(assignee_username, '-')) FROM service_requests \
        ORDER BY 1";
    let people = "SELECT 'case ' || c.id || ': ' || u.full_name AS names FROM cases c JOIN users u ON u.id = c.client_id \
        UNION ALL SELECT 'request ' || r.id || ': ' || concat_ws(' / ', u.full_name, u.username, \
            coalesce(a.full_name, '-'), coalesce(a.username, '-')) \
        FROM service_requests r JOIN users u ON u.id = r.client_id LEFT JOIN users a ON a.id = r.assigned_to \
        ORDER BY 1";
    let load = |conn: &mut PgConnection, sql: &str| -> Vec<String> {
        let rows: Vec<Named> =
            diesel::sql_query(sql).load(conn).unwrap_or_else(|e| panic!("{sql}: {e}"));
        rows.into_iter().map(|r| r.names).collect()
    };
    let (copies, people) = (load(conn, copies), load(conn, people));
    assert_eq!(copies, people, "after {after}");
    copies
}

#[test]
fn the_names_each_row_keeps_follow_its_people() {
    let test = TestDatabase::create();
    let mut conn = PgConnection::establish(&test.url).unwrap();
    for name in ["ana", "bruno", "equipe", "gerente"] {
        add_user(&mut conn, name);
    }
    add_case(&mut conn, "ana", "italian_citizenship", "in_progress");
    add_request(&mut conn, "ana", "citizenship", false);
    add_request(&mut conn, "bruno", "contact", false);
    assert_names_match(&mut conn, "the first rows");

    let assign = |conn: &mut PgConnection, who: &str, kind: &str| {
        execute(
            conn,
            &format!(
                "UPDATE service_requests SET assigned_to = (SELECT id FROM users WHERE username = '{who}') \
                 WHERE kind = '{kind}'"
            ),
        )
    };
    assign(&mut conn, "equipe", "citizenship");
    assign(&mut conn, "equipe", "contact");
    assign(&mut conn, "gerente", "contact");
    assert_names_match(&mut conn, "assignments");

    execute(&mut conn, "UPDATE users SET full_name = 'Ana Maria Souza' WHERE username = 'ana'");
    execute(
        &mut conn,
        "UPDATE users SET username = 'equipe.sp', full_name = '' WHERE username = 'equipe'",
    );
    let names = assert_names_match(&mut conn, "renamings");
    assert!(names.iter().any(|n| n.contains("Ana Maria Souza / ana / ")), "{names:?}");
    assert!(names.iter().any(|n| n.contains(" /  / equipe.sp")), "{names:?}");

    // A request handed back, and one whose assignee's account is removed.
    execute(&mut conn, "UPDATE service_requests SET assigned_to = NULL WHERE kind = 'citizenship'");
    execute(&mut conn, "DELETE FROM users WHERE username = 'gerente'");
    let names = assert_names_match(&mut conn, "unassignments");
    assert!(
        names.iter().all(|n| !n.starts_with("request") || n.ends_with(" / - / -")),
        "{names:?}"
    );
}

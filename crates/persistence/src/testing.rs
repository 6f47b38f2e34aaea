//! Each test gets its own database on the server named by `PORTAL_TEST_DATABASE_URL` (`make
//! test` points it at the private cluster), dropped when the test ends. Tests stay isolated and
//! run in parallel.
//!
//! Migrating a database per test cost more than the tests themselves, so the migrations run once
//! per server, into a template named after them (`portal_template_<hash of migrations/>`), and
//! each test's database is a copy of it. A changed migration makes a new template; test processes
//! starting together build it once, in turn under an advisory lock.

use std::path::Path;
use std::sync::OnceLock;

use diesel::sql_types::{BigInt, Bool, Text};
use diesel::{Connection, OptionalExtension, PgConnection, QueryableByName, RunQueryDsl};

use crate::{Database, PoolOptions};

pub const TEST_SERVER_VARIABLE: &str = "PORTAL_TEST_DATABASE_URL";

/// Any constant no other user of the server takes: serialises building the templates.
const TEMPLATE_LOCK_KEY: i64 = 0x706f_7274_616c_7454;

pub struct TestDatabase {
    name: String,
    server_url: String,
    pub url: String,
}

impl TestDatabase {
    /// Panics with instructions when no test server is configured: a test
    /// without its database cannot say anything useful.
    pub fn create() -> Self {
        let server_url = std::env::var(TEST_SERVER_VARIABLE).unwrap_or_else(|_| {
            panic!("{TEST_SERVER_VARIABLE} is not set: run `make test`, or point it at a PostgreSQL server where this user may create databases")
        });
        let template = template(&server_url);
        let name = format!("portal_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::establish(&server_url)
            .unwrap_or_else(|e| panic!("cannot connect to {server_url}: {e}"));
        diesel::sql_query(format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\""))
            .execute(&mut admin)
            .unwrap_or_else(|e| panic!("create the test database from {template}: {e}"));
        let url = with_database(&server_url, &name);
        Self { name, server_url, url }
    }

    pub fn database(&self, max_size: u32) -> Database {
        Database::connect(&self.url, PoolOptions { max_size, ..PoolOptions::default() })
    }

    /// A run-time setting as a connection of `db`'s pool has it (`current_setting`).
    pub fn pooled_setting(db: &Database, name: &str) -> String {
        #[derive(QueryableByName)]
        struct Setting {
            #[diesel(sql_type = Text)]
            value: String,
        }
        let mut conn = db.connection().expect("a pooled connection");
        diesel::sql_query("SELECT current_setting($1) AS value")
            .bind::<Text, _>(name)
            .get_result::<Setting>(&mut conn)
            .expect("read the setting")
            .value
    }

    /// Runs `sql` (one statement or more) on this database, past every store: a test's starting
    /// rows, or a change made by another writer.
    pub fn execute(&self, sql: &str) {
        let mut conn = PgConnection::establish(&self.url).expect("connect to the test database");
        diesel::connection::SimpleConnection::batch_execute(&mut conn, sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// The service every test appointment books: 'Consulta Jurídica', id 1.
    pub fn with_service(&self) -> domain::catalog::ServiceId {
        self.execute(
            "INSERT INTO services (id, name, duration_minutes) OVERRIDING SYSTEM VALUE \
             VALUES (1, 'Consulta Jurídica', 60)",
        );
        domain::catalog::ServiceId(1)
    }

    /// Ends every connection and removes the database, to see how callers
    /// behave when it is gone.
    pub fn destroy(&self) {
        let mut admin =
            PgConnection::establish(&self.server_url).expect("connect to the test server");
        diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name))
            .execute(&mut admin)
            .expect("drop the test database");
    }
}

impl TestDatabase {
    /// Refuses new connections and ends the open ones, as PostgreSQL going down looks to the
    /// server; [`TestDatabase::bring_back`] undoes it.
    pub fn take_down(&self) {
        self.admin_sql(&format!(
            "ALTER DATABASE \"{0}\" ALLOW_CONNECTIONS false; \
             SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{0}'",
            self.name
        ));
    }

    pub fn bring_back(&self) {
        self.admin_sql(&format!("ALTER DATABASE \"{}\" ALLOW_CONNECTIONS true", self.name));
    }

    fn admin_sql(&self, sql: &str) {
        let mut admin =
            PgConnection::establish(&self.server_url).expect("connect to the test server");
        diesel::connection::SimpleConnection::batch_execute(&mut admin, sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Ok(mut admin) = PgConnection::establish(&self.server_url) {
            let _ = diesel::sql_query(format!(
                "DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)",
                self.name
            ))
            .execute(&mut admin);
        }
    }
}

/// The name of the migrated template on this server, built by the first test of the process
/// that finds it missing.
fn template(server_url: &str) -> &'static str {
    static TEMPLATE: OnceLock<String> = OnceLock::new();
    TEMPLATE.get_or_init(|| {
        let name = format!("portal_template_{:016x}", migrations_hash());
        let mut admin = PgConnection::establish(server_url)
            .unwrap_or_else(|e| panic!("cannot connect to {server_url}: {e}"));
        // Held until unlocked or this connection ends, whichever comes first: a process that
        // dies while building leaves no lock behind.
        diesel::sql_query("SELECT pg_advisory_lock($1)")
            .bind::<BigInt, _>(TEMPLATE_LOCK_KEY)
            .execute(&mut admin)
            .expect("take the template lock");
        if !is_template(&mut admin, &name) {
            build_template(&mut admin, server_url, &name);
        }
        diesel::sql_query("SELECT pg_advisory_unlock($1)")
            .bind::<BigInt, _>(TEMPLATE_LOCK_KEY)
            .execute(&mut admin)
            .expect("release the template lock");
        name
    })
}

fn is_template(admin: &mut PgConnection, name: &str) -> bool {
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Bool)]
        datistemplate: bool,
    }
    diesel::sql_query("SELECT datistemplate FROM pg_database WHERE datname = $1")
        .bind::<Text, _>(name)
        .get_result::<Found>(admin)
        .optional()
        .expect("look the template up")
        .is_some_and(|found| found.datistemplate)
}

/// Migrates a new database and makes it a template. One left half-built by a process that died
/// is not marked a template yet, so it is built again.
fn build_template(admin: &mut PgConnection, server_url: &str, name: &str) {
    let execute = |admin: &mut PgConnection, sql: String| {
        diesel::sql_query(&sql).execute(admin).unwrap_or_else(|e| panic!("{sql}: {e}"));
    };
    execute(admin, format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"));
    execute(admin, format!("CREATE DATABASE \"{name}\""));
    let url = with_database(server_url, name);
    let migrated =
        Database::connect(&url, PoolOptions { max_size: 1, ..PoolOptions::default() }).migrate();
    // The pool, and its connection to the template, end here: a database being copied may
    // have no one connected to it.
    migrated.unwrap_or_else(|e| panic!("migrate the template {name}: {e}"));
    execute(
        admin,
        format!("ALTER DATABASE \"{name}\" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false"),
    );
}

/// FNV-1a of every file under migrations/ with its path: stable across processes and builds.
fn migrations_hash() -> u64 {
    fn add(hash: &mut u64, bytes: &[u8]) {
        for byte in bytes {
            *hash ^= u64::from(*byte);
            *hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn walk(dir: &Path, root: &Path, hash: &mut u64) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, root, hash);
            } else {
                let relative = path.strip_prefix(root).unwrap_or(&path);
                add(hash, relative.to_string_lossy().as_bytes());
                add(
                    hash,
                    &std::fs::read(&path)
                        .unwrap_or_else(|e| panic!("read {}: {e}", path.display())),
                );
            }
        }
    }
    // The directory `database.rs` embeds.
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../migrations"));
    let mut hash = 0xcbf2_9ce4_8422_2325;
    walk(root, root, &mut hash);
    hash
}

/// The same server URL with another database name.
pub fn with_database(server_url: &str, database: &str) -> String {
    let (base, query) = match server_url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (server_url, None),
    };
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let host_part = match base[scheme_end..].find('/') {
        Some(slash) => &base[..scheme_end + slash],
        None => base,
    };
    match query {
        Some(query) => format!("{host_part}/{database}?{query}"),
        None => format!("{host_part}/{database}"),
    }
}

/// What every document store must do, whatever keeps the bytes: an object put is read back and
/// listed, a missing one reads as none, and removing one (even twice) leaves nothing behind.
/// Starts and ends with the store empty.
pub fn check_document_store(store: &dyn domain::documents::DocumentStore) {
    assert!(store.list().unwrap().is_empty(), "the store should start empty");
    store.put("abc123", b"%PDF-1.4 bytes").unwrap();
    assert_eq!(store.get("abc123").unwrap().as_deref(), Some(&b"%PDF-1.4 bytes"[..]));
    assert_eq!(store.get("missing").unwrap(), None);
    let listed = store.list().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].key, "abc123");
    store.delete("abc123").unwrap();
    store.delete("abc123").unwrap();
    assert!(store.list().unwrap().is_empty());
    assert_eq!(store.get("abc123").unwrap(), None);
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn replaces_or_adds_the_database_name() {
        assert_eq!(
            with_database("postgres://u@127.0.0.1:5432/postgres", "t1"),
            "postgres://u@127.0.0.1:5432/t1"
        );
        assert_eq!(
            with_database("postgres://u@localhost:5432", "t1"),
            "postgres://u@localhost:5432/t1"
        );
        assert_eq!(
            with_database("postgres://u@h/db?sslmode=disable", "t1"),
            "postgres://u@h/t1?sslmode=disable"
        );
    }
}

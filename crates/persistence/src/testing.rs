//! Each test gets its own freshly migrated database on the server named by
//! `PORTAL_TEST_DATABASE_URL` (`make test` points it at the private cluster),
//! dropped when the test ends. Tests stay isolated and run in parallel.

use diesel::{Connection, PgConnection, RunQueryDsl};

use crate::{Database, PoolOptions};

pub const TEST_SERVER_VARIABLE: &str = "PORTAL_TEST_DATABASE_URL";

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
        let name = format!("portal_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::establish(&server_url)
            .unwrap_or_else(|e| panic!("cannot connect to {server_url}: {e}"));
        diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
            .execute(&mut admin)
            .expect("create the test database");
        let url = with_database(&server_url, &name);
        Database::connect(
            &url,
            PoolOptions {
                max_size: 4,
                ..PoolOptions::default()
            },
        )
        .migrate()
        .expect("migrate the test database");
        Self {
            name,
            server_url,
            url,
        }
    }

    pub fn database(&self, max_size: u32) -> Database {
        Database::connect(
            &self.url,
            PoolOptions {
                max_size,
                ..PoolOptions::default()
            },
        )
    }

    /// Ends every connection and removes the database, to see how callers
    /// behave when it is gone.
    pub fn destroy(&self) {
        let mut admin =
            PgConnection::establish(&self.server_url).expect("connect to the test server");
        diesel::sql_query(format!(
            "DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)",
            self.name
        ))
        .execute(&mut admin)
        .expect("drop the test database");
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

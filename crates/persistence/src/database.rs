use std::time::Duration;

use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, Pool, PooledConnection};
use diesel::{sql_query, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};
use domain::RepositoryError;

use crate::error::{from_diesel, from_pool};

const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");
/// Any constant shared by every instance: serialises concurrent `migrate` runs.
const MIGRATION_LOCK_KEY: i64 = 0x706f_7274_616c;

pub(crate) type PgPool = Pool<ConnectionManager<PgConnection>>;
pub(crate) type PgPooled = PooledConnection<ConnectionManager<PgConnection>>;

#[derive(Debug, thiserror::Error)]
pub enum DatabaseError {
    #[error("cannot reach the database: {0}")]
    Connect(String),
    #[error("migration failed: {0}")]
    Migration(String),
}

#[derive(Debug, Clone, Copy)]
pub struct PoolOptions {
    pub max_size: u32,
    pub connection_timeout: Duration,
}

impl Default for PoolOptions {
    fn default() -> Self {
        Self {
            max_size: 16,
            connection_timeout: Duration::from_secs(5),
        }
    }
}

/// The pool, shared by every repository.
#[derive(Clone)]
pub struct Database {
    pool: PgPool,
}

impl Database {
    /// Builds the pool lazily: the server can start while PostgreSQL is still
    /// coming up, and `/api/ready` tells when it is reachable.
    pub fn connect(url: &str, options: PoolOptions) -> Self {
        let pool = Pool::builder()
            .max_size(options.max_size)
            .min_idle(Some(0))
            // No `SELECT 1` before every checkout: it doubled the round trips of each request.
            // A connection PostgreSQL dropped fails its one query, which leaves libpq's
            // transaction status unknown; diesel then reports it broken and r2d2 discards it
            // (tests/database.rs checks this).
            .test_on_check_out(false)
            .connection_timeout(options.connection_timeout)
            .build_unchecked(ConnectionManager::new(url));
        Self { pool }
    }

    pub(crate) fn connection(&self) -> Result<PgPooled, RepositoryError> {
        self.pool.get().map_err(from_pool)
    }

    /// One round trip to the server.
    pub fn ping(&self) -> Result<(), RepositoryError> {
        let mut conn = self.connection()?;
        sql_query("SELECT 1")
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(())
    }

    /// Applies the pending migrations; safe when several instances start at once.
    /// Answers the versions it applied.
    pub fn migrate(&self) -> Result<Vec<String>, DatabaseError> {
        let mut conn = self
            .pool
            .get()
            .map_err(|e| DatabaseError::Connect(e.to_string()))?;
        let lock = |conn: &mut PgPooled, sql: &str| {
            sql_query(sql)
                .bind::<diesel::sql_types::BigInt, _>(MIGRATION_LOCK_KEY)
                .execute(conn)
                .map_err(|e| DatabaseError::Migration(e.to_string()))
        };
        lock(&mut conn, "SELECT pg_advisory_lock($1)")?;
        let applied = conn
            .run_pending_migrations(MIGRATIONS)
            .map(|versions| versions.iter().map(ToString::to_string).collect())
            .map_err(|e| DatabaseError::Migration(e.to_string()));
        lock(&mut conn, "SELECT pg_advisory_unlock($1)")?;
        applied
    }
}

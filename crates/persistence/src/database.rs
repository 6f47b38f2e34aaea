use std::sync::Arc;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::connection::{Instrumentation, InstrumentationEvent};
use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, ManageConnection, Pool, PooledConnection};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::{sql_query, Connection, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};
use domain::RepositoryError;

use crate::changes::{follow_changes, Freshness};
use crate::error::{from_diesel, from_pool};

const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");
/// Any constant shared by every instance: serialises concurrent `migrate` runs.
const MIGRATION_LOCK_KEY: i64 = 0x706f_7274_616c;

pub(crate) type PgPool = Pool<TrackedManager>;
pub(crate) type PgPooled = PooledConnection<TrackedManager>;

/// Every statement is prepared once per connection (diesel's cache), but by default PostgreSQL
/// still plans a paged query anew on each execution: its generic plan, which does not know the
/// `LIMIT` and `OFFSET`, looks costlier than one made for the values, so the custom plan wins
/// every time. Planning then costs more than running the query (a page of cases: 9 200 against
/// 18 900 executions per second in `pgbench`). Our queries' plans do not turn on their values
/// (keys, indexed ranges and orders; the text searches are led by their trigram indexes either
/// way), so each connection keeps the first plan. See docs/performance.md.
const GENERIC_PLANS: &str = "SET plan_cache_mode = force_generic_plan";

/// Diesel's r2d2 manager, told which connections PostgreSQL has dropped.
///
/// The pool does not send `SELECT 1` before handing out each connection: that doubled the round
/// trips of every request. Diesel notices a dropped connection after most failed statements, but
/// not when the statement failed while being prepared; then the dead connection would go back
/// to the pool and fail again. So each connection carries a [`ConnectionHealth`] that watches
/// its statements, and the pool discards it on return once one found it closed.
#[derive(Debug)]
pub(crate) struct TrackedManager(ConnectionManager<PgConnection>);

impl ManageConnection for TrackedManager {
    type Connection = PgConnection;
    type Error = diesel::r2d2::Error;

    fn connect(&self) -> Result<PgConnection, Self::Error> {
        let mut conn = self.0.connect()?;
        conn.batch_execute(GENERIC_PLANS).map_err(diesel::r2d2::Error::QueryError)?;
        conn.set_instrumentation(ConnectionHealth::default());
        Ok(conn)
    }

    fn is_valid(&self, conn: &mut PgConnection) -> Result<(), Self::Error> {
        self.0.is_valid(conn)
    }

    fn has_broken(&self, conn: &mut PgConnection) -> bool {
        self.0.has_broken(conn) || ConnectionHealth::lost(conn)
    }
}

/// Remembers whether a statement found its connection closed.
#[derive(Debug, Default)]
struct ConnectionHealth {
    lost: bool,
}

impl ConnectionHealth {
    fn lost(conn: &mut PgConnection) -> bool {
        conn.instrumentation().downcast_ref::<Self>().is_some_and(|health| health.lost)
    }
}

impl Instrumentation for ConnectionHealth {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        if let InstrumentationEvent::FinishQuery {
            error: Some(DieselError::DatabaseError(kind, _)),
            ..
        } = event
        {
            if matches!(
                kind,
                DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand
            ) {
                self.lost = true;
            }
        }
    }
}

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
            // With the database down, a request answers 503 within a second instead of
            // waiting; with it up, a connection is free within milliseconds.
            connection_timeout: Duration::from_millis(800),
        }
    }
}

/// The pool, shared by every repository.
#[derive(Clone)]
pub struct Database {
    pool: PgPool,
    url: Arc<str>,
    freshness: Arc<Freshness>,
}

impl Database {
    /// Builds the pool lazily: the server can start while PostgreSQL is still
    /// coming up, and `/api/ready` tells when it is reachable.
    pub fn connect(url: &str, options: PoolOptions) -> Self {
        let pool = Pool::builder()
            .max_size(options.max_size)
            .min_idle(Some(0))
            // See `TrackedManager`.
            .test_on_check_out(false)
            .connection_timeout(options.connection_timeout)
            .build_unchecked(TrackedManager(ConnectionManager::new(url)));
        Self { pool, url: url.into(), freshness: Arc::new(Freshness::new()) }
    }

    /// Serves repeated reads (sessions, the agenda, the catalogue) from memory from now on,
    /// kept fresh by the database's change notifications (see `changes`). Until the
    /// notifications are heard, and whenever they are not, every read goes to the database.
    pub fn follow_changes(&self) -> std::io::Result<()> {
        follow_changes(self.url.to_string(), &self.freshness)
    }

    /// Whether change notifications are heard now, so that reads may come from memory.
    pub fn is_following_changes(&self) -> bool {
        self.freshness.is_listening()
    }

    pub(crate) fn freshness(&self) -> &Freshness {
        &self.freshness
    }

    pub(crate) fn connection(&self) -> Result<PgPooled, RepositoryError> {
        self.pool.get().map_err(from_pool)
    }

    /// One round trip to the server.
    pub fn ping(&self) -> Result<(), RepositoryError> {
        let mut conn = self.connection()?;
        sql_query("SELECT 1").execute(&mut conn).map_err(from_diesel)?;
        Ok(())
    }

    /// Applies the pending migrations; safe when several instances start at once.
    /// Answers the versions it applied.
    pub fn migrate(&self) -> Result<Vec<String>, DatabaseError> {
        let mut conn = self.pool.get().map_err(|e| DatabaseError::Connect(e.to_string()))?;
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

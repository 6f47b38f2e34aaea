//! Server-side sessions. The cookie carries a random key; only its digest is
//! stored, with the session's state and two deadlines: an idle one that slides
//! while the session is used, and an absolute one that never moves.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::query_builder::QueryFragment;
use diesel::sql_types::Timestamptz;
use domain::secrets::digest;
use domain::users::{SessionRevoker, UserId};
use domain::RepositoryError;
use serde_json::Value;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::sessions;

/// How long sessions last.
#[derive(Debug, Clone, Copy)]
pub struct SessionLifetimes {
    pub idle: Duration,
    pub absolute: Duration,
}

/// The idle deadline is pushed back on use only once this much of it is
/// spent, so that a busy session costs one write a minute, not one a request.
const RENEWAL_GRANULARITY: Duration = Duration::minutes(1);

#[derive(Clone)]
pub struct PgSessions {
    db: Database,
    lifetimes: SessionLifetimes,
}

impl PgSessions {
    pub fn new(db: Database, lifetimes: SessionLifetimes) -> Self {
        Self { db, lifetimes }
    }

    pub fn lifetimes(&self) -> SessionLifetimes {
        self.lifetimes
    }

    /// The state of a live session, sliding its idle deadline: one prepared query, and a second
    /// one only when the deadline is due to move (once a minute at most).
    pub fn load(&self, key: &str, now: DateTime<Utc>) -> Result<Option<Value>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let key_hash = digest(key);
        let live: Option<(Value, DateTime<Utc>)> = sessions::table
            .find(&key_hash)
            .filter(sessions::expires_at.gt(now))
            .filter(sessions::absolute_expires_at.gt(now))
            .select((sessions::state, sessions::expires_at))
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        let Some((state, expires_at)) = live else {
            return Ok(None);
        };
        if expires_at < now + self.lifetimes.idle - RENEWAL_GRANULARITY {
            // A session that ended meanwhile (signed out, expired) is not brought back.
            diesel::update(
                sessions::table
                    .find(&key_hash)
                    .filter(sessions::expires_at.gt(now)),
            )
            .set(sessions::expires_at.eq(self.idle_deadline(now)))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        }
        Ok(Some(state))
    }

    /// The idle deadline of a session used at `now`, never past its absolute one.
    fn idle_deadline(
        &self,
        now: DateTime<Utc>,
    ) -> diesel::expression::SqlLiteral<Timestamptz, impl QueryFragment<diesel::pg::Pg>> {
        diesel::dsl::sql::<Timestamptz>("LEAST(")
            .bind::<Timestamptz, _>(now + self.lifetimes.idle)
            .sql(", absolute_expires_at)")
    }

    /// Stores a new session under `key`.
    pub fn insert(
        &self,
        key: &str,
        user: Option<UserId>,
        state: &Value,
        now: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::insert_into(sessions::table)
            .values((
                sessions::key_hash.eq(digest(key)),
                sessions::user_id.eq(user.map(|id| id.0)),
                sessions::state.eq(state),
                sessions::created_at.eq(now),
                sessions::expires_at.eq(now + self.lifetimes.idle),
                sessions::absolute_expires_at.eq(now + self.lifetimes.absolute),
            ))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(())
    }

    /// Replaces the state of a live session; answers false when it is gone.
    pub fn update(
        &self,
        key: &str,
        user: Option<UserId>,
        state: &Value,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        let live = sessions::table
            .find(digest(key))
            .filter(sessions::expires_at.gt(now))
            .filter(sessions::absolute_expires_at.gt(now));
        let updated = diesel::update(live)
            .set((
                sessions::user_id.eq(user.map(|id| id.0)),
                sessions::state.eq(state),
                sessions::expires_at.eq(self.idle_deadline(now)),
            ))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(updated > 0)
    }

    pub fn delete(&self, key: &str) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(sessions::table.find(digest(key)))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(())
    }

    /// Removes sessions past either deadline; answers how many.
    pub fn purge_expired(&self, now: DateTime<Utc>) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(
            sessions::table.filter(
                sessions::expires_at
                    .le(now)
                    .or(sessions::absolute_expires_at.le(now)),
            ),
        )
        .execute(&mut conn)
        .map_err(from_diesel)
    }

    /// How many sessions a user holds now (for tests and operators).
    pub fn count_for(&self, user: UserId) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        sessions::table
            .filter(sessions::user_id.eq(user.0))
            .count()
            .get_result(&mut conn)
            .map_err(from_diesel)
    }
}

impl SessionRevoker for PgSessions {
    fn end_sessions_of(&self, user: UserId) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(sessions::table.filter(sessions::user_id.eq(user.0)))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(())
    }
}

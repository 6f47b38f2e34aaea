//! Server-side sessions. The cookie carries a random key; only its digest is
//! stored, with the session's state and two deadlines: an idle one that slides
//! while the session is used, and an absolute one that never moves.
//!
//! Every request loads its session, so a live one is also remembered in memory
//! and forgotten as soon as it changes or ends, here or in another instance
//! (see `changes`).

mod owner;
mod remembered;

pub(crate) use owner::{end_all_of, forget_sessions_of};
pub(crate) use remembered::RememberedSessions;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::query_builder::QueryFragment;
use diesel::sql_types::Timestamptz;
use domain::secrets::digest;
use domain::users::UserId;
use domain::RepositoryError;
use serde_json::Value;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::sessions;
use remembered::RememberedSession;

/// How long sessions last.
#[derive(Debug, Clone, Copy)]
pub struct SessionLifetimes {
    pub idle: Duration,
    pub absolute: Duration,
}

/// Where a session was started from, as its owner will see it.
#[derive(Debug, Clone, Default)]
pub struct SessionOrigin {
    /// The opaque id shown to the owner; a random one when none is given.
    pub public_id: Option<String>,
    pub device: Option<String>,
    pub address: Option<String>,
}

/// The idle deadline is pushed back on use only once this much of it is
/// spent, so that a busy session costs one write a minute, not one a request.
const RENEWAL_GRANULARITY: Duration = Duration::minutes(1);

#[derive(Clone)]
pub struct PgSessions {
    db: Database,
    lifetimes: SessionLifetimes,
    /// Shared by every `PgSessions` of the same `Database`.
    remembered: Arc<RememberedSessions>,
}

impl PgSessions {
    pub fn new(db: Database, lifetimes: SessionLifetimes) -> Self {
        let remembered = db.freshness().listener::<RememberedSessions>();
        Self { db, lifetimes, remembered }
    }

    pub fn lifetimes(&self) -> SessionLifetimes {
        self.lifetimes
    }

    /// The state of a live session, sliding its idle deadline: from memory when it is
    /// remembered, else one prepared query; a second one only when the deadline is due to move
    /// (once a minute at most).
    pub fn load(&self, key: &str, now: DateTime<Utc>) -> Result<Option<Value>, RepositoryError> {
        if let Some(state) = self.recall(key, now) {
            return Ok(Some(state));
        }
        let key_hash = digest(key);
        let remembered = &self.remembered;
        let forgotten_before = remembered.forgotten();
        let mut conn = self.db.connection()?;
        let live: Option<RememberedSession> = sessions::table
            .find(&key_hash)
            .filter(sessions::expires_at.gt(now))
            .filter(sessions::absolute_expires_at.gt(now))
            .select(RememberedSession::as_select())
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        let Some(mut session) = live else {
            return Ok(None);
        };
        if self.renewal_due(&session, now) {
            // A session that ended meanwhile (signed out, expired) is not brought back.
            diesel::update(sessions::table.find(&key_hash).filter(sessions::expires_at.gt(now)))
                .set((
                    sessions::expires_at.eq(self.idle_deadline(now)),
                    sessions::last_seen_at.eq(now),
                ))
                .execute(&mut conn)
                .map_err(from_diesel)?;
            session.expires_at = (now + self.lifetimes.idle).min(session.absolute_expires_at);
        }
        if self.db.freshness().is_listening() {
            remembered.remember(key_hash, session.clone(), forgotten_before);
        }
        Ok(Some(session.state))
    }

    /// The state of a live session if it is remembered and its idle deadline need not move yet:
    /// memory only, so it may run on a request's own thread.
    pub fn recall(&self, key: &str, now: DateTime<Utc>) -> Option<Value> {
        if !self.db.freshness().is_listening() {
            return None;
        }
        let session = self.remembered.recall(&digest(key))?;
        (session.is_live(now) && !self.renewal_due(&session, now)).then_some(session.state)
    }

    /// Whether using the session at `now` would move its idle deadline by more than the
    /// granularity; near the absolute deadline it cannot move any more.
    fn renewal_due(&self, session: &RememberedSession, now: DateTime<Utc>) -> bool {
        let renewed = (now + self.lifetimes.idle).min(session.absolute_expires_at);
        session.expires_at < renewed - RENEWAL_GRANULARITY
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
        self.insert_from(key, user, &SessionOrigin::default(), state, now)
    }

    /// Stores a new session under `key`, with where it was started from.
    pub fn insert_from(
        &self,
        key: &str,
        user: Option<UserId>,
        origin: &SessionOrigin,
        state: &Value,
        now: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        let public_id = origin.public_id.clone().unwrap_or_else(|| derived_public_id(key, now));
        diesel::insert_into(sessions::table)
            .values((
                sessions::key_hash.eq(digest(key)),
                sessions::user_id.eq(user.map(|id| id.0)),
                sessions::state.eq(state),
                sessions::created_at.eq(now),
                sessions::expires_at.eq(now + self.lifetimes.idle),
                sessions::absolute_expires_at.eq(now + self.lifetimes.absolute),
                sessions::public_id.eq(public_id),
                sessions::device.eq(&origin.device),
                sessions::address.eq(&origin.address),
                sessions::last_seen_at.eq(now),
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
                sessions::last_seen_at.eq(now),
            ))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        self.remembered.forget(&digest(key));
        Ok(updated > 0)
    }

    pub fn delete(&self, key: &str) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        let key_hash = digest(key);
        diesel::delete(sessions::table.find(&key_hash)).execute(&mut conn).map_err(from_diesel)?;
        self.remembered.forget(&key_hash);
        Ok(())
    }

    /// Removes sessions past either deadline; answers how many.
    pub fn purge_expired(&self, now: DateTime<Utc>) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(
            sessions::table
                .filter(sessions::expires_at.le(now).or(sessions::absolute_expires_at.le(now))),
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

/// A public id for a session started without one: derived from the key's digest, which it
/// cannot be turned back into.
fn derived_public_id(key: &str, now: DateTime<Utc>) -> String {
    digest(&format!("public id of {}:{}", digest(key), now.timestamp_nanos_opt().unwrap_or(0)))
        [..32]
        .to_owned()
}

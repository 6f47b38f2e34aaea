//! Server-side sessions. The cookie carries a random key; only its digest is
//! stored, with the session's state and two deadlines: an idle one that slides
//! while the session is used, and an absolute one that never moves.
//!
//! Every request loads its session, so a live one is also remembered in memory
//! and forgotten as soon as it changes or ends, here or in another instance
//! (see `changes`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::query_builder::QueryFragment;
use diesel::sql_types::Timestamptz;
use domain::secrets::digest;
use domain::sessions::{AccountSessions, SessionSummary};
use domain::users::{SessionRevoker, UserId};
use domain::RepositoryError;
use serde_json::Value;

use crate::changes::ChangeListener;
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::sessions;

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
        Self {
            db,
            lifetimes,
            remembered,
        }
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
            diesel::update(
                sessions::table
                    .find(&key_hash)
                    .filter(sessions::expires_at.gt(now)),
            )
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
        let public_id = origin
            .public_id
            .clone()
            .unwrap_or_else(|| derived_public_id(key, now));
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
        diesel::delete(sessions::table.find(&key_hash))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        self.remembered.forget(&key_hash);
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
        end_all_of(&mut conn, user).map_err(from_diesel)?;
        self.remembered.forget_owner(user);
        Ok(())
    }
}

/// Deletes every session of an account on `conn`, so that it can join the transaction of an
/// access change; the caller then calls `forget_sessions_of` once it committed.
pub(crate) fn end_all_of(conn: &mut PgConnection, user: UserId) -> QueryResult<usize> {
    diesel::delete(sessions::table.filter(sessions::user_id.eq(user.0))).execute(conn)
}

/// Drops this instance's memory of an account's sessions (other instances hear of it).
pub(crate) fn forget_sessions_of(db: &Database, user: UserId) {
    db.freshness()
        .listener::<RememberedSessions>()
        .forget_owner(user);
}

impl AccountSessions for PgSessions {
    fn live_of(
        &self,
        user: UserId,
        now: DateTime<Utc>,
    ) -> Result<Vec<SessionSummary>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let rows: Vec<ListedSession> = sessions::table
            .filter(sessions::user_id.eq(user.0))
            .filter(sessions::expires_at.gt(now))
            .filter(sessions::absolute_expires_at.gt(now))
            .order((sessions::last_seen_at.desc(), sessions::created_at.desc()))
            .select(ListedSession::as_select())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .map(|row| SessionSummary {
                id: row.public_id,
                device: row.device,
                address: row.address,
                signed_in_at: row.created_at,
                last_seen_at: row.last_seen_at,
            })
            .collect())
    }

    fn end(&self, user: UserId, id: &str) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        let ended: Vec<String> = diesel::delete(
            sessions::table
                .filter(sessions::user_id.eq(user.0))
                .filter(sessions::public_id.eq(id)),
        )
        .returning(sessions::key_hash)
        .get_results(&mut conn)
        .map_err(from_diesel)?;
        for key_hash in &ended {
            self.remembered.forget(key_hash);
        }
        Ok(!ended.is_empty())
    }

    fn end_others(&self, user: UserId, keep: Option<&str>) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mine = sessions::table.filter(sessions::user_id.eq(user.0));
        let ended: Vec<String> = match keep {
            Some(keep) => diesel::delete(mine.filter(sessions::public_id.ne(keep)))
                .returning(sessions::key_hash)
                .get_results(&mut conn),
            None => diesel::delete(mine)
                .returning(sessions::key_hash)
                .get_results(&mut conn),
        }
        .map_err(from_diesel)?;
        for key_hash in &ended {
            self.remembered.forget(key_hash);
        }
        Ok(ended.len())
    }
}

/// A public id for a session started without one: derived from the key's digest, which it
/// cannot be turned back into.
fn derived_public_id(key: &str, now: DateTime<Utc>) -> String {
    digest(&format!(
        "public id of {}:{}",
        digest(key),
        now.timestamp_nanos_opt().unwrap_or(0)
    ))[..32]
        .to_owned()
}

/// A session as its owner sees it listed.
#[derive(Queryable, Selectable)]
#[diesel(table_name = sessions, check_for_backend(diesel::pg::Pg))]
struct ListedSession {
    public_id: String,
    device: Option<String>,
    address: Option<String>,
    created_at: DateTime<Utc>,
    last_seen_at: DateTime<Utc>,
}

/// A live session as last read.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sessions, check_for_backend(diesel::pg::Pg))]
struct RememberedSession {
    state: Value,
    user_id: Option<i64>,
    expires_at: DateTime<Utc>,
    absolute_expires_at: DateTime<Utc>,
}

impl RememberedSession {
    fn is_live(&self, now: DateTime<Utc>) -> bool {
        self.expires_at > now && self.absolute_expires_at > now
    }
}

/// Live sessions by key digest. A read from the database may race with the session's end: it
/// is kept only if nothing was forgotten between the read's start and its keeping, and whatever
/// is forgotten after that is removed by the forgetting itself.
pub(crate) struct RememberedSessions {
    entries: quick_cache::sync::Cache<String, RememberedSession>,
    forgotten: AtomicU64,
}

/// Sessions remembered at once; the least used beyond it are read from the database again.
const REMEMBERED_SESSIONS: usize = 10_000;

/// The sessions' trigger (migration 000008) tells of one session by its key digest, and of a
/// truncation as a whole.
impl ChangeListener for RememberedSessions {
    fn hear(&self, payload: &str) -> bool {
        if let Some(key_hash) = payload.strip_prefix("session ") {
            self.forget(key_hash);
            true
        } else if payload == "sessions" {
            self.forget_all();
            true
        } else {
            false
        }
    }

    fn forget_everything(&self) {
        self.forget_all();
    }
}

impl Default for RememberedSessions {
    fn default() -> Self {
        Self {
            entries: quick_cache::sync::Cache::new(REMEMBERED_SESSIONS),
            forgotten: AtomicU64::new(0),
        }
    }
}

impl RememberedSessions {
    fn recall(&self, key_hash: &str) -> Option<RememberedSession> {
        self.entries.get(key_hash)
    }

    /// How many times something was forgotten so far; taken before reading a session.
    fn forgotten(&self) -> u64 {
        self.forgotten.load(Ordering::SeqCst)
    }

    fn remember(&self, key_hash: String, session: RememberedSession, forgotten_before: u64) {
        self.entries.insert(key_hash.clone(), session);
        if self.forgotten() != forgotten_before {
            self.entries.remove(&key_hash);
        }
    }

    fn forget(&self, key_hash: &str) {
        self.forgotten.fetch_add(1, Ordering::SeqCst);
        self.entries.remove(key_hash);
    }

    fn forget_owner(&self, user: UserId) {
        self.forgotten.fetch_add(1, Ordering::SeqCst);
        self.entries
            .retain(|_, session| session.user_id != Some(user.0));
    }

    fn forget_all(&self) {
        self.forgotten.fetch_add(1, Ordering::SeqCst);
        self.entries.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(user: i64) -> RememberedSession {
        let at = DateTime::<Utc>::MAX_UTC;
        RememberedSession {
            state: Value::Null,
            user_id: Some(user),
            expires_at: at,
            absolute_expires_at: at,
        }
    }

    #[test]
    fn a_read_that_raced_with_a_forgetting_is_not_kept() {
        let remembered = RememberedSessions::default();
        let before = remembered.forgotten();
        remembered.forget("another session");
        remembered.remember("a".into(), session(1), before);
        assert!(remembered.recall("a").is_none());

        let before = remembered.forgotten();
        remembered.remember("a".into(), session(1), before);
        assert!(remembered.recall("a").is_some());
    }

    #[test]
    fn an_accounts_sessions_are_forgotten_together() {
        let remembered = RememberedSessions::default();
        for (key, user) in [("a", 1), ("b", 1), ("c", 2)] {
            remembered.remember(key.into(), session(user), remembered.forgotten());
        }
        remembered.forget_owner(UserId(1));
        assert!(remembered.recall("a").is_none());
        assert!(remembered.recall("b").is_none());
        assert!(remembered.recall("c").is_some());
    }
}

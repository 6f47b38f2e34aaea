//! The memory of live sessions, kept in step with the database through `changes`.

use std::sync::atomic::{AtomicU64, Ordering};

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::users::UserId;
use serde_json::Value;

use crate::changes::ChangeListener;
use crate::schema::sessions;

/// A live session as last read.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sessions, check_for_backend(diesel::pg::Pg))]
pub(super) struct RememberedSession {
    pub(super) state: Value,
    user_id: Option<i64>,
    pub(super) expires_at: DateTime<Utc>,
    pub(super) absolute_expires_at: DateTime<Utc>,
}

impl RememberedSession {
    pub(super) fn is_live(&self, now: DateTime<Utc>) -> bool {
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
    pub(super) fn recall(&self, key_hash: &str) -> Option<RememberedSession> {
        self.entries.get(key_hash)
    }

    /// How many times something was forgotten so far; taken before reading a session.
    pub(super) fn forgotten(&self) -> u64 {
        self.forgotten.load(Ordering::SeqCst)
    }

    pub(super) fn remember(
        &self,
        key_hash: String,
        session: RememberedSession,
        forgotten_before: u64,
    ) {
        self.entries.insert(key_hash.clone(), session);
        if self.forgotten() != forgotten_before {
            self.entries.remove(&key_hash);
        }
    }

    pub(super) fn forget(&self, key_hash: &str) {
        self.forgotten.fetch_add(1, Ordering::SeqCst);
        self.entries.remove(key_hash);
    }

    pub(super) fn forget_owner(&self, user: UserId) {
        self.forgotten.fetch_add(1, Ordering::SeqCst);
        self.entries.retain(|_, session| session.user_id != Some(user.0));
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

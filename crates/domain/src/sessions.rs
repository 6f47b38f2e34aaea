//! An account's sign-ins as its owner sees them: listed, and ended one by one or all but the
//! current one. Sessions are identified here by an opaque public id, never by their key.

use std::sync::Arc;

use chrono::{DateTime, Utc};

use crate::clock::Clock;
use crate::users::UserId;
use crate::{Actor, DomainError, RepositoryError};

/// One live session of an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionSummary {
    /// Opaque; neither the cookie's key nor its digest.
    pub id: String,
    /// A short description of the browser and system at sign-in, when known.
    pub device: Option<String>,
    /// The client's address at sign-in, when known.
    pub address: Option<String>,
    pub signed_in_at: DateTime<Utc>,
    /// When it was last used, to within a minute.
    pub last_seen_at: DateTime<Utc>,
}

/// Storage of an account's sessions. Ending one takes effect at once for every instance.
pub trait AccountSessions: Send + Sync {
    /// The account's live sessions, the most recently used first.
    fn live_of(
        &self,
        user: UserId,
        now: DateTime<Utc>,
    ) -> Result<Vec<SessionSummary>, RepositoryError>;
    /// Ends the account's session with this id; false when it has none such.
    fn end(&self, user: UserId, id: &str) -> Result<bool, RepositoryError>;
    /// Ends every session of the account but the one with id `keep`; answers how many.
    fn end_others(&self, user: UserId, keep: Option<&str>) -> Result<usize, RepositoryError>;
}

/// The signed-in person's use of their own sessions.
#[derive(Clone, derive_new::new)]
pub struct SessionService {
    sessions: Arc<dyn AccountSessions>,
    clock: Arc<dyn Clock>,
}

impl SessionService {
    /// The actor's live sessions.
    pub fn list(&self, actor: &Actor) -> Result<Vec<SessionSummary>, DomainError> {
        Ok(self.sessions.live_of(actor.user_id, self.clock.now())?)
    }

    /// Ends one of the actor's sessions; someone else's is not found.
    pub fn end(&self, actor: &Actor, id: &str) -> Result<(), DomainError> {
        if self.sessions.end(actor.user_id, id)? {
            Ok(())
        } else {
            Err(DomainError::NotFound(SESSION_NOT_FOUND.into()))
        }
    }

    /// Ends every session of the actor but `current` (every one when it is unknown).
    pub fn end_others(&self, actor: &Actor, current: Option<&str>) -> Result<usize, DomainError> {
        Ok(self.sessions.end_others(actor.user_id, current)?)
    }
}

pub const SESSION_NOT_FOUND: &str = "Sessão não encontrada.";

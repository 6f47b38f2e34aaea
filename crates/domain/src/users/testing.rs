//! In-memory fakes of the users ports, for unit tests of the core.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{DateTime, TimeZone, Utc};

use super::model::{User, UserId};
use super::ports::{IssuedResetToken, PasswordHasher, ResetTokens, SessionRevoker, UserRepository};
use super::service::{UserPorts, UserService};
use super::values::{Password, PasswordHash};
use crate::notifications::Notification;
use crate::secrets::SecretGenerator;
use crate::testing::actor_of;
pub use crate::testing::FixedClock;
use crate::{Actor, DomainError, RepositoryError};

mod users;

pub use users::InMemoryUsers;

/// A `UserService` wired to fakes the test can look into.
pub struct Harness {
    pub service: UserService,
    pub users: Arc<InMemoryUsers>,
    pub sessions: Arc<RecordedSessions>,
    pub reset_tokens: Arc<InMemoryResetTokens>,
    pub clock: Arc<FixedClock>,
}

impl Harness {
    pub fn new() -> Self {
        let users = Arc::new(InMemoryUsers::default());
        let sessions = Arc::new(RecordedSessions::default());
        let clock = Arc::new(FixedClock::new(
            Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap(),
        ));
        let reset_tokens = Arc::new(InMemoryResetTokens {
            users: users.clone(),
            issued: Mutex::default(),
        });
        let service = UserService::new(
            UserPorts {
                users: users.clone(),
                hasher: Arc::new(FakeHasher),
                sessions: sessions.clone(),
                reset_tokens: reset_tokens.clone(),
                clock: clock.clone(),
                secrets: Arc::new(CountingSecrets::default()),
            },
            "http://portal.test/",
        );
        Self {
            service,
            users,
            sessions,
            reset_tokens,
            clock,
        }
    }

    pub fn actor(user: &User) -> Actor {
        actor_of(user)
    }
}

/// Hashing that is instant and visible, so tests can see what was stored.
pub struct FakeHasher;

impl PasswordHasher for FakeHasher {
    fn hash(&self, password: &Password) -> Result<PasswordHash, DomainError> {
        Ok(PasswordHash::new(format!("hashed:{}", password.expose())))
    }

    fn verify(&self, password: &str, hash: &PasswordHash) -> bool {
        hash.as_str() == format!("hashed:{password}")
    }
}

/// Remembers whose sessions were ended.
#[derive(Default)]
pub struct RecordedSessions {
    ended: Mutex<Vec<UserId>>,
}

impl RecordedSessions {
    pub fn ended(&self) -> Vec<UserId> {
        self.ended.lock().unwrap().clone()
    }
}

impl SessionRevoker for RecordedSessions {
    fn end_sessions_of(&self, user: UserId) -> Result<(), RepositoryError> {
        self.ended.lock().unwrap().push(user);
        Ok(())
    }
}

/// Reset tokens kept in memory; redeeming sets the password in `users`.
pub struct InMemoryResetTokens {
    users: Arc<InMemoryUsers>,
    issued: Mutex<Vec<(IssuedResetToken, Notification, bool)>>,
}

impl InMemoryResetTokens {
    pub fn issued(&self) -> Vec<(IssuedResetToken, Notification)> {
        let issued = self.issued.lock().unwrap();
        issued
            .iter()
            .map(|(t, n, _)| (t.clone(), n.clone()))
            .collect()
    }
}

impl ResetTokens for InMemoryResetTokens {
    fn issue(&self, token: &IssuedResetToken, mail: &Notification) -> Result<(), RepositoryError> {
        self.issued
            .lock()
            .unwrap()
            .push((token.clone(), mail.clone(), false));
        Ok(())
    }

    fn holder(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<UserId>, RepositoryError> {
        let issued = self.issued.lock().unwrap();
        Ok(issued
            .iter()
            .find(|(t, _, used)| t.token_digest == token_digest && !*used && t.expires_at > now)
            .map(|(t, _, _)| t.user))
    }

    fn redeem(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
        new_hash: &PasswordHash,
        mail: &Notification,
    ) -> Result<Option<UserId>, RepositoryError> {
        let mut issued = self.issued.lock().unwrap();
        let Some((token, _, used)) = issued
            .iter_mut()
            .find(|(t, _, used)| t.token_digest == token_digest && !*used && t.expires_at > now)
        else {
            return Ok(None);
        };
        *used = true;
        self.users.set_password(token.user, new_hash, Some(mail))?;
        Ok(Some(token.user))
    }
}

/// Distinct, predictable tokens.
#[derive(Default)]
pub struct CountingSecrets {
    issued: AtomicU64,
}

impl SecretGenerator for CountingSecrets {
    fn token(&self) -> String {
        format!("token-{}", self.issued.fetch_add(1, Ordering::SeqCst))
    }
}

//! In-memory fakes of the users ports, for unit tests of the core.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{DateTime, TimeZone, Utc};

use super::model::{Role, User, UserId};
use super::ports::{IssuedResetToken, PasswordHasher, ResetTokens, SessionRevoker, UserRepository};
use super::service::{UserPorts, UserService};
use super::values::{Password, PasswordHash};
use crate::notifications::Notification;
use crate::secrets::{Sealer, SecretGenerator};
use crate::testing::actor_of;
pub use crate::testing::FixedClock;
use crate::{Actor, DomainError, RepositoryError};

mod second_factor;
mod users;

pub use second_factor::InMemorySecondFactors;
pub use users::InMemoryUsers;

/// A `UserService` wired to fakes the test can look into.
pub struct Harness {
    pub service: UserService,
    pub users: Arc<InMemoryUsers>,
    pub sessions: Arc<RecordedSessions>,
    pub reset_tokens: Arc<InMemoryResetTokens>,
    pub clock: Arc<FixedClock>,
    pub hasher: Arc<FakeHasher>,
    pub second_factor: Arc<InMemorySecondFactors>,
}

impl Harness {
    pub fn new() -> Self {
        let users = Arc::new(InMemoryUsers::default());
        let sessions = Arc::new(RecordedSessions::default());
        let clock =
            Arc::new(FixedClock::new(Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap()));
        let reset_tokens =
            Arc::new(InMemoryResetTokens { users: users.clone(), issued: Mutex::default() });
        let hasher = Arc::new(FakeHasher::default());
        let second_factor = Arc::new(InMemorySecondFactors::new(users.clone()));
        let service = UserService::new(
            UserPorts {
                users: users.clone(),
                hasher: hasher.clone(),
                sessions: sessions.clone(),
                reset_tokens: reset_tokens.clone(),
                clock: clock.clone(),
                secrets: Arc::new(CountingSecrets::default()),
                sealer: Arc::new(VisibleSealer),
                second_factor: second_factor.clone(),
            },
            "http://portal.test/",
        );
        Self { service, users, sessions, reset_tokens, clock, hasher, second_factor }
    }

    pub fn actor(user: &User) -> Actor {
        actor_of(user)
    }

    /// An active account `name`, with the address `name@exemplo.com`.
    pub fn account(&self, name: &str, role: Role) -> User {
        self.users.add_user(name, &format!("{name}@exemplo.com"), role, true)
    }

    /// An active client account (see `account`).
    pub fn client(&self, name: &str) -> User {
        self.account(name, Role::User)
    }

    /// An active admin account (see `account`).
    pub fn admin(&self, name: &str) -> User {
        self.account(name, Role::Admin)
    }

    /// An active account whose password is `password`, and the actor it signs in as.
    pub fn signed_in(&self, name: &str, role: Role, password: &str) -> (User, Actor) {
        let user = self.account(name, role);
        self.users.set_hash(user.id, &format!("hashed:{password}"));
        let actor = Self::actor(&user);
        (user, actor)
    }

    /// Asserts that the stored password of `user` is `password` (hashed by the fake hasher).
    #[track_caller]
    pub fn assert_password(&self, user: UserId, password: &str) {
        assert_eq!(
            self.users.password_of(user).as_deref(),
            Some(format!("hashed:{password}").as_str())
        );
    }
}

/// Hashing that is instant and visible, so tests can see what was stored;
/// it counts the hashes it made.
#[derive(Default)]
pub struct FakeHasher {
    hashes: AtomicU64,
}

impl FakeHasher {
    pub fn hashes(&self) -> u64 {
        self.hashes.load(Ordering::SeqCst)
    }
}

impl PasswordHasher for FakeHasher {
    fn hash(&self, password: &Password) -> Result<PasswordHash, DomainError> {
        self.hashes.fetch_add(1, Ordering::SeqCst);
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
    /// Stores a token as an older version of the portal might have left it.
    pub fn issued_without_revoking(&self, token: &IssuedResetToken, mail: &Notification) {
        self.issued.lock().unwrap().push((token.clone(), mail.clone(), false));
    }

    /// How many links of `user` could still be used (ignoring expiry).
    pub fn live_links_of(&self, user: UserId) -> usize {
        let issued = self.issued.lock().unwrap();
        issued.iter().filter(|(t, _, used)| t.user == user && !*used).count()
    }

    pub fn issued(&self) -> Vec<(IssuedResetToken, Notification)> {
        let issued = self.issued.lock().unwrap();
        issued.iter().map(|(t, n, _)| (t.clone(), n.clone())).collect()
    }
}

impl ResetTokens for InMemoryResetTokens {
    fn issue(&self, token: &IssuedResetToken, mail: &Notification) -> Result<(), RepositoryError> {
        self.revoke_all_of(token.user)?;
        self.issued.lock().unwrap().push((token.clone(), mail.clone(), false));
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

    fn revoke_all_of(&self, user: UserId) -> Result<(), RepositoryError> {
        for (token, _, used) in self.issued.lock().unwrap().iter_mut() {
            if token.user == user {
                *used = true;
            }
        }
        Ok(())
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
        let user = token.user;
        for (other, _, used) in issued.iter_mut() {
            if other.user == user {
                *used = true;
            }
        }
        self.users.set_password(user, new_hash, Some(mail))?;
        Ok(Some(user))
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

/// Sealing the tests can see through: `sealed:` before the plain text.
pub struct VisibleSealer;

impl Sealer for VisibleSealer {
    fn seal(&self, plain: &str) -> String {
        format!("sealed:{plain}")
    }

    fn open(&self, sealed: &str) -> Option<String> {
        sealed.strip_prefix("sealed:").map(str::to_owned)
    }
}

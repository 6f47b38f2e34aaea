//! In-memory fakes of the users ports, for unit tests of the core.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, TimeZone, Utc};

use super::model::{NewUser, ProfileChange, Role, User, UserFilter, UserId};
use super::ports::{IssuedResetToken, PasswordHasher, ResetTokens, SessionRevoker, UserRepository};
use super::service::{UserPorts, UserService};
use super::values::{Password, PasswordHash};
use crate::audit::AuditEntry;
use crate::clock::Clock;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::secrets::SecretGenerator;
use crate::{Actor, Conflict, DomainError, RepositoryError};

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
        Actor {
            user_id: user.id,
            role: user.role,
        }
    }
}

fn epoch() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap()
}

#[derive(Default)]
pub struct InMemoryUsers {
    rows: Mutex<Vec<(User, PasswordHash)>>,
    next_id: AtomicU64,
    audit: Mutex<Vec<AuditEntry>>,
}

impl InMemoryUsers {
    pub fn add_user(&self, username: &str, email: &str, role: Role, active: bool) -> User {
        let user = User {
            id: self.fresh_id(),
            username: username.into(),
            email: email.into(),
            full_name: username.into(),
            phone: None,
            role,
            active,
            created_at: epoch(),
            updated_at: epoch(),
        };
        let hash = PasswordHash::new("hashed:inicial".into());
        self.rows.lock().unwrap().push((user.clone(), hash));
        user
    }

    pub fn set_hash(&self, id: UserId, hash: &str) {
        self.set_password(id, &PasswordHash::new(hash.into()))
            .unwrap();
    }

    pub fn password_of(&self, id: UserId) -> Option<String> {
        let rows = self.rows.lock().unwrap();
        rows.iter()
            .find(|(user, _)| user.id == id)
            .map(|(_, hash)| hash.as_str().to_owned())
    }

    pub fn audit_entries(&self) -> Vec<AuditEntry> {
        self.audit.lock().unwrap().clone()
    }

    pub fn count_admins(&self) -> usize {
        let rows = self.rows.lock().unwrap();
        rows.iter()
            .filter(|(u, _)| u.role == Role::Admin && u.active)
            .count()
    }

    pub fn find_by_id_now(&self, id: UserId) -> Option<User> {
        self.find_by_id(id).unwrap()
    }

    fn fresh_id(&self) -> UserId {
        UserId(self.next_id.fetch_add(1, Ordering::SeqCst) as i64 + 1)
    }

    fn record(&self, audit: Option<&AuditEntry>) {
        if let Some(entry) = audit {
            self.audit.lock().unwrap().push(entry.clone());
        }
    }

    fn with_user<T>(
        &self,
        id: UserId,
        change: impl FnOnce(&mut User, &mut PasswordHash) -> T,
    ) -> Result<T, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let (user, hash) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or(RepositoryError::NotFound)?;
        Ok(change(user, hash))
    }

    fn taken(
        rows: &[(User, PasswordHash)],
        except: Option<UserId>,
        username: &str,
        email: &str,
    ) -> Option<RepositoryError> {
        let others = || rows.iter().filter(|(u, _)| Some(u.id) != except);
        if others().any(|(u, _)| u.username.eq_ignore_ascii_case(username)) {
            return Some(RepositoryError::Duplicate(Conflict::UsernameTaken));
        }
        if others().any(|(u, _)| u.email.eq_ignore_ascii_case(email)) {
            return Some(RepositoryError::Duplicate(Conflict::EmailTaken));
        }
        None
    }
}

impl UserRepository for InMemoryUsers {
    fn insert(&self, new: &NewUser) -> Result<User, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        if let Some(error) = Self::taken(&rows, None, new.username.as_str(), new.email.as_str()) {
            return Err(error);
        }
        let user = User {
            id: self.fresh_id(),
            username: new.username.as_str().into(),
            email: new.email.as_str().into(),
            full_name: new.full_name.as_str().into(),
            phone: new.phone.as_ref().map(|p| p.as_str().to_owned()),
            role: new.role,
            active: true,
            created_at: epoch(),
            updated_at: epoch(),
        };
        rows.push((user.clone(), new.password_hash.clone()));
        Ok(user)
    }

    fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .find(|(u, _)| u.id == id)
            .map(|(u, _)| u.clone()))
    }

    fn find_by_username(&self, username: &str) -> Result<Option<User>, RepositoryError> {
        Ok(self.find_credentials(username)?.map(|(user, _)| user))
    }

    fn find_by_email(&self, email: &str) -> Result<Option<User>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .find(|(u, _)| u.email.eq_ignore_ascii_case(email))
            .map(|(u, _)| u.clone()))
    }

    fn find_credentials(
        &self,
        username: &str,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .find(|(u, _)| u.username.eq_ignore_ascii_case(username))
            .cloned())
    }

    fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError> {
        Ok(self.with_user(id, |_, hash| hash.clone()).ok())
    }

    fn list(&self, filter: &UserFilter) -> Result<Page<User>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let matching: Vec<User> = rows
            .iter()
            .map(|(u, _)| u.clone())
            .filter(|u| filter.role.is_none_or(|role| u.role == role))
            .filter(|u| {
                filter.query.as_deref().is_none_or(|q| {
                    let q = q.to_lowercase();
                    [&u.full_name, &u.username, &u.email]
                        .iter()
                        .any(|field| field.to_lowercase().contains(&q))
                })
            })
            .collect();
        let total = matching.len() as i64;
        let items = matching
            .into_iter()
            .skip(filter.page.offset() as usize)
            .take(filter.page.limit() as usize)
            .collect();
        Ok(Page {
            items,
            total,
            page: filter.page.page,
            page_size: filter.page.page_size,
        })
    }

    fn count_active_admins(&self) -> Result<i64, RepositoryError> {
        Ok(self.count_admins() as i64)
    }

    fn update_profile(
        &self,
        id: UserId,
        profile: &ProfileChange,
        audit: Option<&AuditEntry>,
    ) -> Result<User, RepositoryError> {
        {
            let rows = self.rows.lock().unwrap();
            if let Some(error) = Self::taken(
                &rows,
                Some(id),
                profile.username.as_str(),
                profile.email.as_str(),
            ) {
                return Err(error);
            }
        }
        let user = self.with_user(id, |user, _| {
            user.username = profile.username.as_str().into();
            user.email = profile.email.as_str().into();
            user.full_name = profile.full_name.as_str().into();
            user.clone()
        })?;
        self.record(audit);
        Ok(user)
    }

    fn update_access(
        &self,
        id: UserId,
        role: Role,
        active: bool,
        audit: Option<&AuditEntry>,
    ) -> Result<User, RepositoryError> {
        let user = self.with_user(id, |user, _| {
            user.role = role;
            user.active = active;
            user.clone()
        })?;
        self.record(audit);
        Ok(user)
    }

    fn delete(&self, id: UserId, audit: &AuditEntry) -> Result<(), RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let before = rows.len();
        rows.retain(|(u, _)| u.id != id);
        if rows.len() == before {
            return Err(RepositoryError::NotFound);
        }
        drop(rows);
        self.record(Some(audit));
        Ok(())
    }

    fn set_password(&self, id: UserId, hash: &PasswordHash) -> Result<(), RepositoryError> {
        self.with_user(id, |_, stored| *stored = hash.clone())
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

    fn redeem(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
        new_hash: &PasswordHash,
    ) -> Result<Option<UserId>, RepositoryError> {
        let mut issued = self.issued.lock().unwrap();
        let Some((token, _, used)) = issued
            .iter_mut()
            .find(|(t, _, used)| t.token_digest == token_digest && !*used && t.expires_at > now)
        else {
            return Ok(None);
        };
        *used = true;
        self.users.set_password(token.user, new_hash)?;
        Ok(Some(token.user))
    }
}

pub struct FixedClock {
    now: Mutex<DateTime<Utc>>,
}

impl FixedClock {
    pub fn new(now: DateTime<Utc>) -> Self {
        Self {
            now: Mutex::new(now),
        }
    }

    pub fn advance(&self, by: Duration) {
        *self.now.lock().unwrap() += by;
    }
}

impl Clock for FixedClock {
    fn now(&self) -> DateTime<Utc> {
        *self.now.lock().unwrap()
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

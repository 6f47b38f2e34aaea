use chrono::{DateTime, Utc};

use super::model::{NewUser, ProfileChange, Role, User, UserFilter, UserId};
use super::values::{Password, PasswordHash};
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::{DomainError, RepositoryError};

/// Storage of accounts. Look-ups by username and e-mail ignore case.
/// Uniqueness failures are `Duplicate(Conflict::UsernameTaken | Conflict::EmailTaken)`;
/// removing the last active admin is `Refused(Refusal::LastActiveAdmin)`.
pub trait UserRepository: Send + Sync {
    fn insert(&self, user: &NewUser) -> Result<User, RepositoryError>;
    fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError>;
    fn find_by_username(&self, username: &str) -> Result<Option<User>, RepositoryError>;
    fn find_by_email(&self, email: &str) -> Result<Option<User>, RepositoryError>;
    /// The account with its password hash, for sign-in.
    fn find_credentials(
        &self,
        username: &str,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError>;
    fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError>;
    fn list(&self, filter: &UserFilter) -> Result<Page<User>, RepositoryError>;
    fn count_active_admins(&self) -> Result<i64, RepositoryError>;
    /// The addresses of the active administrators, who hear of bookings when no staff address
    /// is set.
    fn active_admin_emails(&self) -> Result<Vec<String>, RepositoryError>;
    /// Writes the audit entry and queues the mail, when given, in the same transaction.
    fn update_profile(
        &self,
        id: UserId,
        profile: &ProfileChange,
        audit: Option<&AuditEntry>,
        mail: Option<&Notification>,
    ) -> Result<User, RepositoryError>;
    /// Ends the account's sessions in the same transaction: they carry its old role.
    fn update_access(
        &self,
        id: UserId,
        role: Role,
        active: bool,
        audit: Option<&AuditEntry>,
    ) -> Result<User, RepositoryError>;
    fn delete(&self, id: UserId, audit: &AuditEntry) -> Result<(), RepositoryError>;
    /// Queues the mail, when given, in the same transaction.
    fn set_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
        mail: Option<&Notification>,
    ) -> Result<(), RepositoryError>;
}

/// One-way password hashing. Slow on purpose: callers keep it off async workers.
pub trait PasswordHasher: Send + Sync {
    fn hash(&self, password: &Password) -> Result<PasswordHash, DomainError>;
    fn verify(&self, password: &str, hash: &PasswordHash) -> bool;
}

/// Ends sign-ins: every session of a user, at once.
pub trait SessionRevoker: Send + Sync {
    fn end_sessions_of(&self, user: UserId) -> Result<(), RepositoryError>;
}

/// A reset link about to be sent; only the digest of its token is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedResetToken {
    pub user: UserId,
    pub token_digest: String,
    pub expires_at: DateTime<Utc>,
}

/// Reset links of accounts: at most one live link per account.
pub trait ResetTokens: Send + Sync {
    /// Stores the token, revokes every other live link of its account and
    /// queues its mail, in one transaction.
    fn issue(&self, token: &IssuedResetToken, mail: &Notification) -> Result<(), RepositoryError>;
    /// The account of the unused token with this digest expiring after `now`;
    /// changes nothing.
    fn holder(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<UserId>, RepositoryError>;
    /// If an unused token with this digest expires after `now`, burns it,
    /// revokes every other live link of the account, sets the new password and
    /// queues the mail, in one transaction; answers whose it was.
    fn redeem(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
        new_hash: &PasswordHash,
        mail: &Notification,
    ) -> Result<Option<UserId>, RepositoryError>;
    /// Revokes every live link of the account (its password or e-mail changed).
    fn revoke_all_of(&self, user: UserId) -> Result<(), RepositoryError>;
}

/// An account's second factor as stored: its secret sealed (see [`crate::secrets::Sealer`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSecondFactor {
    pub sealed_secret: String,
    /// False while enrolment waits for the first code.
    pub confirmed: bool,
}

/// The second factor of accounts (`User::two_factor` tells whether one is on) and their
/// recovery codes, stored as digests.
pub trait SecondFactorStore: Send + Sync {
    fn find(&self, user: UserId) -> Result<Option<StoredSecondFactor>, RepositoryError>;
    /// Keeps `sealed_secret` as the account's pending secret, replacing a pending one; a
    /// confirmed one stays untouched (answers false).
    fn start(&self, user: UserId, sealed_secret: &str) -> Result<bool, RepositoryError>;
    /// Confirms the pending secret with its first code's time step and stores the recovery
    /// codes, the audit entry and the mail, in one transaction; false when nothing was pending.
    fn confirm(
        &self,
        user: UserId,
        step: i64,
        recovery_digests: &[String],
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<bool, RepositoryError>;
    /// Records `step` as used when it comes after the last used one; answers whether it did, so
    /// that a code is accepted once even by two requests at the same time.
    fn use_step(&self, user: UserId, step: i64) -> Result<bool, RepositoryError>;
    /// Burns the account's unused recovery code with this digest; answers whether there was one.
    fn use_recovery_code(
        &self,
        user: UserId,
        digest: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError>;
    /// How many of the account's recovery codes are unused.
    fn recovery_codes_left(&self, user: UserId) -> Result<i64, RepositoryError>;
    /// Voids every recovery code of the account and stores these.
    fn replace_recovery_codes(
        &self,
        user: UserId,
        digests: &[String],
    ) -> Result<(), RepositoryError>;
    /// Forgets the secret and the recovery codes, with the audit entry and the mail, in one
    /// transaction.
    fn remove(
        &self,
        user: UserId,
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<(), RepositoryError>;
}

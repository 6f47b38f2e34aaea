use super::model::{NewUser, Role, User, UserId};
use super::values::{Password, PasswordHash};
use crate::{DomainError, RepositoryError};

/// Storage of accounts. Look-ups by username and e-mail ignore case.
pub trait UserRepository: Send + Sync {
    /// Fails with `RepositoryError::Duplicate { key: "username" | "email" }`
    /// when either is already taken.
    fn insert(&self, user: &NewUser) -> Result<User, RepositoryError>;
    fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError>;
    fn find_by_username(&self, username: &str) -> Result<Option<User>, RepositoryError>;
    fn update_access(&self, id: UserId, role: Role, active: bool) -> Result<User, RepositoryError>;
    fn set_password(&self, id: UserId, hash: &PasswordHash) -> Result<(), RepositoryError>;
}

/// One-way password hashing. Slow on purpose: callers keep it off async workers.
pub trait PasswordHasher: Send + Sync {
    fn hash(&self, password: &Password) -> Result<PasswordHash, DomainError>;
    fn verify(&self, password: &str, hash: &PasswordHash) -> bool;
}

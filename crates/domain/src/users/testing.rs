//! In-memory fakes of the users ports, for unit tests of the core.

use std::sync::Mutex;

use chrono::{TimeZone, Utc};

use super::model::{NewUser, Role, User, UserId};
use super::ports::{PasswordHasher, UserRepository};
use super::values::{Password, PasswordHash};
use crate::{DomainError, RepositoryError};

#[derive(Default)]
pub struct InMemoryUsers {
    rows: Mutex<Vec<(User, PasswordHash)>>,
}

impl InMemoryUsers {
    pub fn add_user(&self, username: &str, email: &str, role: Role, active: bool) -> User {
        let mut rows = self.rows.lock().unwrap();
        let at = Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap();
        let user = User {
            id: UserId(rows.len() as i64 + 1),
            username: username.into(),
            email: email.into(),
            full_name: username.into(),
            phone: None,
            role,
            active,
            created_at: at,
            updated_at: at,
        };
        rows.push((user.clone(), PasswordHash::new("hashed:inicial".into())));
        user
    }

    pub fn password_of(&self, id: UserId) -> Option<String> {
        let rows = self.rows.lock().unwrap();
        rows.iter()
            .find(|(user, _)| user.id == id)
            .map(|(_, hash)| hash.as_str().to_owned())
    }
}

impl UserRepository for InMemoryUsers {
    fn insert(&self, new: &NewUser) -> Result<User, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let taken = |key: &str, pick: fn(&User) -> &str, wanted: &str| {
            rows.iter()
                .any(|(user, _)| pick(user).eq_ignore_ascii_case(wanted))
                .then(|| RepositoryError::Duplicate { key: key.into() })
        };
        if let Some(error) = taken("username", |u| &u.username, new.username.as_str()) {
            return Err(error);
        }
        if let Some(error) = taken("email", |u| &u.email, new.email.as_str()) {
            return Err(error);
        }
        let at = Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap();
        let user = User {
            id: UserId(rows.len() as i64 + 1),
            username: new.username.as_str().into(),
            email: new.email.as_str().into(),
            full_name: new.full_name.as_str().into(),
            phone: new.phone.as_ref().map(|p| p.as_str().to_owned()),
            role: new.role,
            active: true,
            created_at: at,
            updated_at: at,
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
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .find(|(u, _)| u.username.eq_ignore_ascii_case(username))
            .map(|(u, _)| u.clone()))
    }

    fn update_access(&self, id: UserId, role: Role, active: bool) -> Result<User, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let (user, _) = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or_else(|| RepositoryError::Storage("no such user".into()))?;
        user.role = role;
        user.active = active;
        Ok(user.clone())
    }

    fn set_password(&self, id: UserId, hash: &PasswordHash) -> Result<(), RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let row = rows
            .iter_mut()
            .find(|(u, _)| u.id == id)
            .ok_or_else(|| RepositoryError::Storage("no such user".into()))?;
        row.1 = hash.clone();
        Ok(())
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

//! Second factors and recovery codes, in memory.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};

use super::InMemoryUsers;
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::users::model::UserId;
use crate::users::ports::{SecondFactorStore, StoredSecondFactor};
use crate::RepositoryError;

#[derive(Default, Clone)]
struct Row {
    sealed_secret: String,
    confirmed: bool,
    last_step: Option<i64>,
    /// Digest and whether it was used.
    codes: Vec<(String, bool)>,
}

pub struct InMemorySecondFactors {
    users: Arc<InMemoryUsers>,
    rows: Mutex<HashMap<UserId, Row>>,
}

impl InMemorySecondFactors {
    pub fn new(users: Arc<InMemoryUsers>) -> Self {
        Self { users, rows: Mutex::default() }
    }

    /// The stored digests of the account's recovery codes, used or not.
    pub fn recovery_digests(&self, user: UserId) -> Vec<String> {
        let rows = self.rows.lock().unwrap();
        rows.get(&user)
            .map(|row| row.codes.iter().map(|(d, _)| d.clone()).collect())
            .unwrap_or_default()
    }
}

impl SecondFactorStore for InMemorySecondFactors {
    fn find(&self, user: UserId) -> Result<Option<StoredSecondFactor>, RepositoryError> {
        Ok(self.rows.lock().unwrap().get(&user).map(|row| StoredSecondFactor {
            sealed_secret: row.sealed_secret.clone(),
            confirmed: row.confirmed,
        }))
    }

    fn start(&self, user: UserId, sealed_secret: &str) -> Result<bool, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        if rows.get(&user).is_some_and(|row| row.confirmed) {
            return Ok(false);
        }
        rows.insert(user, Row { sealed_secret: sealed_secret.into(), ..Row::default() });
        Ok(true)
    }

    fn confirm(
        &self,
        user: UserId,
        step: i64,
        recovery_digests: &[String],
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<bool, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let Some(row) = rows.get_mut(&user).filter(|row| !row.confirmed) else {
            return Ok(false);
        };
        row.confirmed = true;
        row.last_step = Some(step);
        row.codes = recovery_digests.iter().map(|d| (d.clone(), false)).collect();
        self.users.set_two_factor(user, true, audit, mail)?;
        Ok(true)
    }

    fn use_step(&self, user: UserId, step: i64) -> Result<bool, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let Some(row) = rows.get_mut(&user).filter(|row| row.confirmed) else {
            return Ok(false);
        };
        if row.last_step.is_some_and(|last| last >= step) {
            return Ok(false);
        }
        row.last_step = Some(step);
        Ok(true)
    }

    fn use_recovery_code(
        &self,
        user: UserId,
        digest: &str,
        _now: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let Some(row) = rows.get_mut(&user) else {
            return Ok(false);
        };
        match row.codes.iter_mut().find(|(d, used)| d == digest && !*used) {
            Some((_, used)) => {
                *used = true;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    fn recovery_codes_left(&self, user: UserId) -> Result<i64, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .get(&user)
            .map_or(0, |row| row.codes.iter().filter(|(_, used)| !used).count() as i64))
    }

    fn replace_recovery_codes(
        &self,
        user: UserId,
        digests: &[String],
    ) -> Result<(), RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let row = rows.get_mut(&user).ok_or(RepositoryError::NotFound)?;
        row.codes = digests.iter().map(|d| (d.clone(), false)).collect();
        Ok(())
    }

    fn remove(
        &self,
        user: UserId,
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<(), RepositoryError> {
        self.rows.lock().unwrap().remove(&user);
        self.users.set_two_factor(user, false, audit, mail)
    }
}

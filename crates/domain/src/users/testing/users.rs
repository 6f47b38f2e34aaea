//! The users table, in memory, with the database's uniqueness rules.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{DateTime, TimeZone, Utc};

use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::users::model::{NewUser, ProfileChange, Role, User, UserFilter, UserId};
use crate::users::ports::UserRepository;
use crate::users::values::PasswordHash;
use crate::{Conflict, RepositoryError};

fn epoch() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap()
}

#[derive(Default)]
pub struct InMemoryUsers {
    rows: Mutex<Vec<(User, PasswordHash)>>,
    next_id: AtomicU64,
    audit: Mutex<Vec<AuditEntry>>,
    mails: Mutex<Vec<Notification>>,
}

impl InMemoryUsers {
    /// The users most services' tests start with: an admin ("chefe") and two clients, Ana and Bia.
    pub fn admin_ana_and_bia() -> (Arc<Self>, [User; 3]) {
        let users = Arc::new(Self::default());
        let admin = users.add_user("chefe", "chefe@exemplo.com", Role::Admin, true);
        let ana = users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let bia = users.add_user("bia", "bia@exemplo.com", Role::User, true);
        (users, [admin, ana, bia])
    }

    pub fn add_user(&self, username: &str, email: &str, role: Role, active: bool) -> User {
        let user = User {
            id: self.fresh_id(),
            username: username.into(),
            email: email.into(),
            full_name: username.into(),
            phone: None,
            role,
            active,
            two_factor: false,
            created_at: epoch(),
            updated_at: epoch(),
        };
        let hash = PasswordHash::new("hashed:inicial".into());
        self.rows.lock().unwrap().push((user.clone(), hash));
        user
    }

    pub fn set_phone(&self, id: UserId, phone: &str) {
        let mut rows = self.rows.lock().unwrap();
        if let Some((user, _)) = rows.iter_mut().find(|(user, _)| user.id == id) {
            user.phone = Some(phone.into());
        }
    }

    pub fn set_hash(&self, id: UserId, hash: &str) {
        self.set_password(id, &PasswordHash::new(hash.into()), None).unwrap();
    }

    pub fn password_of(&self, id: UserId) -> Option<String> {
        let rows = self.rows.lock().unwrap();
        rows.iter().find(|(user, _)| user.id == id).map(|(_, hash)| hash.as_str().to_owned())
    }

    /// The mails queued with account changes.
    pub fn mails(&self) -> Vec<Notification> {
        self.mails.lock().unwrap().clone()
    }

    fn queue(&self, mail: Option<&Notification>) {
        if let Some(mail) = mail {
            self.mails.lock().unwrap().push(mail.clone());
        }
    }

    pub fn audit_entries(&self) -> Vec<AuditEntry> {
        self.audit.lock().unwrap().clone()
    }

    pub fn count_admins(&self) -> usize {
        let rows = self.rows.lock().unwrap();
        rows.iter().filter(|(u, _)| u.role == Role::Admin && u.active).count()
    }

    pub fn find_by_id_now(&self, id: UserId) -> Option<User> {
        self.find_by_id(id).unwrap()
    }

    /// Turns the account's second factor on or off, with its audit entry and mail, as the
    /// database does in the transaction of the change.
    pub fn set_two_factor(
        &self,
        id: UserId,
        on: bool,
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<(), RepositoryError> {
        self.with_user(id, |user, _| user.two_factor = on)?;
        self.record(Some(audit));
        self.queue(Some(mail));
        Ok(())
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
        let (user, hash) =
            rows.iter_mut().find(|(u, _)| u.id == id).ok_or(RepositoryError::NotFound)?;
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
            two_factor: false,
            created_at: epoch(),
            updated_at: epoch(),
        };
        rows.push((user.clone(), new.password_hash.clone()));
        Ok(user)
    }

    fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows.iter().find(|(u, _)| u.id == id).map(|(u, _)| u.clone()))
    }

    fn find_by_username(&self, username: &str) -> Result<Option<User>, RepositoryError> {
        Ok(self.find_credentials(username)?.map(|(user, _)| user))
    }

    fn find_by_email(&self, email: &str) -> Result<Option<User>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows.iter().find(|(u, _)| u.email.eq_ignore_ascii_case(email)).map(|(u, _)| u.clone()))
    }

    fn find_credentials(
        &self,
        username: &str,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows.iter().find(|(u, _)| u.username.eq_ignore_ascii_case(username)).cloned())
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
        Ok(Page { items, total, page: filter.page.page, page_size: filter.page.page_size })
    }

    fn count_active_admins(&self) -> Result<i64, RepositoryError> {
        Ok(self.count_admins() as i64)
    }

    fn active_admin_emails(&self) -> Result<Vec<String>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .filter(|(u, _)| u.role == Role::Admin && u.active)
            .map(|(u, _)| u.email.clone())
            .collect())
    }

    fn update_profile(
        &self,
        id: UserId,
        profile: &ProfileChange,
        audit: Option<&AuditEntry>,
        mail: Option<&Notification>,
    ) -> Result<User, RepositoryError> {
        {
            let rows = self.rows.lock().unwrap();
            if let Some(error) =
                Self::taken(&rows, Some(id), profile.username.as_str(), profile.email.as_str())
            {
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
        self.queue(mail);
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

    fn set_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
        mail: Option<&Notification>,
    ) -> Result<(), RepositoryError> {
        self.with_user(id, |_, stored| *stored = hash.clone())?;
        self.queue(mail);
        Ok(())
    }
}

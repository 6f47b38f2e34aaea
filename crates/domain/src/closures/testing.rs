//! An in-memory closure store for the core's tests.

use std::sync::Mutex;

use chrono::{NaiveDate, TimeZone, Utc};

use super::model::{ClosedAppointment, Closure, ClosureId, NewClosure};
use super::ports::ClosureRepository;
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::RepositoryError;

#[derive(Default)]
pub struct InMemoryClosures {
    rows: Mutex<Vec<Closure>>,
    /// What `active_appointments` finds, filtered by place and days.
    pub appointments: Mutex<Vec<ClosedAppointment>>,
    /// The audit rows written with each change, `entity_id` filled in.
    pub audit: Mutex<Vec<AuditEntry>>,
    /// The mails queued with each new closure.
    pub queued: Mutex<Vec<Notification>>,
}

impl InMemoryClosures {
    /// A closure stored as a test's starting point, outside the service's rules.
    pub fn given(&self, new: &NewClosure) -> Closure {
        let audit = AuditEntry {
            actor: new.created_by,
            action: "closure_create",
            entity: "closure",
            entity_id: String::new(),
            before: None,
            after: None,
        };
        self.insert(new, &audit, &[]).unwrap()
    }
}

impl ClosureRepository for InMemoryClosures {
    fn list(&self, from: NaiveDate) -> Result<Vec<Closure>, RepositoryError> {
        let mut rows: Vec<_> =
            self.rows.lock().unwrap().iter().filter(|c| c.last_day >= from).cloned().collect();
        rows.sort_by_key(|c| (c.first_day, c.id.0));
        Ok(rows)
    }

    fn find(&self, id: ClosureId) -> Result<Option<Closure>, RepositoryError> {
        Ok(self.rows.lock().unwrap().iter().find(|c| c.id == id).cloned())
    }

    fn overlapping(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<Closure>, RepositoryError> {
        Ok(self
            .rows
            .lock()
            .unwrap()
            .iter()
            .filter(|c| c.first_day <= last && c.last_day >= first)
            .filter(|c| c.location.is_none() || c.location.as_deref() == location)
            .cloned()
            .collect())
    }

    fn insert(
        &self,
        new: &NewClosure,
        audit: &AuditEntry,
        mails: &[Notification],
    ) -> Result<Closure, RepositoryError> {
        self.queued.lock().unwrap().extend_from_slice(mails);
        let mut rows = self.rows.lock().unwrap();
        let stored = Closure {
            id: ClosureId(rows.len() as i64 + 1),
            location: new.location.clone(),
            first_day: new.first_day,
            last_day: new.last_day,
            reason: new.reason.clone(),
            created_by: Some(new.created_by),
            created_at: Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap(),
        };
        rows.push(stored.clone());
        let entity_id = stored.id.0.to_string();
        self.audit.lock().unwrap().push(AuditEntry { entity_id, ..audit.clone() });
        Ok(stored)
    }

    fn delete(&self, id: ClosureId, audit: &AuditEntry) -> Result<bool, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let before = rows.len();
        rows.retain(|c| c.id != id);
        let removed = rows.len() < before;
        if removed {
            self.audit.lock().unwrap().push(audit.clone());
        }
        Ok(removed)
    }

    fn active_appointments(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<ClosedAppointment>, RepositoryError> {
        Ok(self
            .appointments
            .lock()
            .unwrap()
            .iter()
            .filter(|a| (first..=last).contains(&a.summary.date))
            .filter(|a| location.is_none_or(|place| a.summary.location == place))
            .cloned()
            .collect())
    }
}

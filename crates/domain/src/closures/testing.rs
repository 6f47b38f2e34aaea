//! An in-memory closure store for the core's tests.

use std::sync::Mutex;

use chrono::{NaiveDate, TimeZone, Utc};

use super::model::{ClosedAppointment, Closure, ClosureId, NewClosure};
use super::ports::ClosureRepository;
use super::ports::{DayClosedMails, ReopenedFor};
use crate::appointments::{Appointment, ItalianData, Outgoing};
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
    /// What each appointment on a removed closure's days was given, by appointment.
    pub reopened: Mutex<Vec<(i64, Outgoing)>>,
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
        self.insert(new, &audit, &|_, _| Vec::new()).unwrap()
    }

    /// The closures, of any place, on some of the days `first..=last`.
    fn on_days(&self, first: NaiveDate, last: NaiveDate) -> Vec<Closure> {
        let rows = self.rows.lock().unwrap();
        rows.iter().filter(|c| c.first_day <= last && c.last_day >= first).cloned().collect()
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
        mails: DayClosedMails<'_>,
    ) -> Result<Closure, RepositoryError> {
        let affected =
            self.active_appointments(new.location.as_deref(), new.first_day, new.last_day)?;
        let earlier = self.on_days(new.first_day, new.last_day);
        self.queued.lock().unwrap().extend(mails(&earlier, &affected));
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

    fn delete(
        &self,
        id: ClosureId,
        audit: &AuditEntry,
        reopened: ReopenedFor<'_>,
    ) -> Result<bool, RepositoryError> {
        let removed = {
            let mut rows = self.rows.lock().unwrap();
            let found = rows.iter().position(|c| c.id == id);
            found.map(|at| rows.remove(at))
        };
        let Some(closure) = removed else { return Ok(false) };
        self.audit.lock().unwrap().push(audit.clone());
        let on_its_days = self.active_appointments(
            closure.location.as_deref(),
            closure.first_day,
            closure.last_day,
        )?;
        let others = self.on_days(closure.first_day, closure.last_day);
        let given =
            on_its_days.iter().map(|a| (a.summary.id.0, reopened(&others, a, &as_stored(a))));
        self.reopened.lock().unwrap().extend(given);
        Ok(true)
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

/// The appointment behind `closed`, as a store would hold it.
fn as_stored(closed: &ClosedAppointment) -> Appointment {
    let at = Utc.with_ymd_and_hms(2026, 11, 20, 13, 0, 0).unwrap();
    Appointment {
        summary: closed.summary.clone(),
        user_id: None,
        client_phone: None,
        notes: None,
        italian: ItalianData::default(),
        sequence: 0,
        created_at: at,
        updated_at: at,
    }
}

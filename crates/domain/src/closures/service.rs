use std::sync::Arc;

use super::calendar::{closed_among, closed_message, ClosedDays};
use super::model::{
    messages, AffectedClosure, ClosedAppointment, ClosedDay, ClosedDaysQuery, Closure, ClosureForm,
    ClosureId, NewClosure,
};
use super::ports::{ClosureRepository, ReopenedDays};
use crate::appointments::{starts_at, Appointment, Outgoing};
use crate::audit::AuditEntry;
use crate::clock::Clock;
use crate::notifications::{BookedSlot, Notification};
use crate::{Actor, DomainError};

/// Staff manage closures; anyone signed in reads the closed days of a calendar.
#[derive(Clone)]
pub struct ClosureService {
    closures: Arc<dyn ClosureRepository>,
    clock: Arc<dyn Clock>,
    /// The portal's address, for the link in the mails to clients.
    portal_url: String,
    /// What a removed closure gives back to the appointments on its days.
    reopened: Option<Arc<dyn ReopenedDays>>,
}

impl ClosureService {
    pub fn new(
        closures: Arc<dyn ClosureRepository>,
        clock: Arc<dyn Clock>,
        portal_url: String,
    ) -> Self {
        Self { closures, clock, portal_url, reopened: None }
    }

    /// Removing a closure asks `reopened` to give the appointments on its days their reminders
    /// back and to tell their clients.
    pub fn with_reopened_days(self, reopened: Arc<dyn ReopenedDays>) -> Self {
        Self { reopened: Some(reopened), ..self }
    }

    /// The calendar availability and booking ask.
    pub fn calendar(&self) -> ClosedDays {
        ClosedDays::new(self.closures.clone())
    }

    fn today(&self) -> chrono::NaiveDate {
        self.clock.today()
    }

    /// Closures not yet over, each with the active appointments inside it.
    pub fn list(&self, actor: &Actor) -> Result<Vec<AffectedClosure>, DomainError> {
        actor.require_admin()?;
        self.closures.list(self.today())?.into_iter().map(|c| self.with_affected(c)).collect()
    }

    /// Stores a closure and mails each client whose appointment it falls on; the answer lists
    /// the active appointments staff must now move.
    pub fn create(
        &self,
        actor: &Actor,
        form: &ClosureForm,
    ) -> Result<AffectedClosure, DomainError> {
        actor.require_admin()?;
        let new = form.validate(self.today(), actor.user_id).map_err(DomainError::Validation)?;
        let audit = audit_entry(actor, "closure_create", String::new(), None, Some(snapshot(&new)));
        let mails = |earlier: &[Closure], affected: &[ClosedAppointment]| {
            self.day_closed_mails(&new, earlier, affected)
        };
        let stored = self.closures.insert(&new, &audit, &mails)?;
        self.with_affected(stored)
    }

    /// A mail to the client of each appointment still to come that `new` falls on, unless its
    /// day was already closed by one of the `earlier` closures (that client was told then).
    fn day_closed_mails(
        &self,
        new: &NewClosure,
        earlier: &[Closure],
        affected: &[ClosedAppointment],
    ) -> Vec<Notification> {
        let now = self.clock.now();
        let appointment_url = format!("{}/appointments", self.portal_url.trim_end_matches('/'));
        affected
            .iter()
            .filter(|a| closed_among(earlier, &a.summary.location, a.summary.date).is_none())
            .filter(|a| starts_at(a.summary.date, a.summary.time).is_some_and(|s| s > now))
            .map(|a| Notification::AppointmentDayClosed {
                to: a.recipient().to_owned(),
                name: a.summary.client_name.clone(),
                appointment: BookedSlot::from(&a.summary),
                notice: closed_message(&ClosedDay {
                    date: a.summary.date,
                    reason: new.reason.clone(),
                }),
                appointment_url: appointment_url.clone(),
            })
            .collect()
    }

    /// Removes a closure; the appointments on its days that no other closure or holiday keeps
    /// closed get their reminders back and their clients a mail, in the same transaction.
    pub fn delete(&self, actor: &Actor, id: ClosureId) -> Result<(), DomainError> {
        actor.require_admin()?;
        let not_found = || DomainError::NotFound(messages::NOT_FOUND.into());
        let closure = self.closures.find(id)?.ok_or_else(not_found)?;
        let before = snapshot(&NewClosure {
            location: closure.location.clone(),
            first_day: closure.first_day,
            last_day: closure.last_day,
            reason: closure.reason.clone(),
            created_by: closure.created_by.unwrap_or(actor.user_id),
        });
        let audit = audit_entry(actor, "closure_delete", id.0.to_string(), Some(before), None);
        let reopened = |others: &[Closure], closed: &ClosedAppointment, stored: &Appointment| {
            let still_closed = |place: &str, date| closed_among(others, place, date).is_some();
            match &self.reopened {
                Some(days) => days.reopened(closed, stored, &still_closed),
                None => Outgoing::nothing(),
            }
        };
        if self.closures.delete(id, &audit, &reopened)? {
            Ok(())
        } else {
            Err(not_found())
        }
    }

    /// The closed days of a span at a place, with their reasons.
    pub fn closed_days(&self, query: &ClosedDaysQuery) -> Result<Vec<ClosedDay>, DomainError> {
        let (location, from, to) = query.parse().map_err(DomainError::Validation)?;
        Ok(self.calendar().between(location, from, to)?)
    }

    fn with_affected(&self, closure: Closure) -> Result<AffectedClosure, DomainError> {
        let affected = self.closures.active_appointments(
            closure.location.as_deref(),
            closure.first_day,
            closure.last_day,
        )?;
        let affected = affected.into_iter().map(|a| a.summary).collect();
        Ok(AffectedClosure { closure, affected })
    }
}

/// What the audit log keeps of a closure.
fn snapshot(closure: &NewClosure) -> serde_json::Value {
    serde_json::json!({
        "location": closure.location,
        "firstDay": closure.first_day,
        "lastDay": closure.last_day,
        "reason": closure.reason,
    })
}

fn audit_entry(
    actor: &Actor,
    action: &'static str,
    entity_id: String,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
) -> AuditEntry {
    AuditEntry { actor: actor.user_id, action, entity: "closure", entity_id, before, after }
}

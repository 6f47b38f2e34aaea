use std::sync::Arc;

use super::calendar::{closed_message, ClosedDays};
use super::model::{
    messages, AffectedClosure, ClosedAppointment, ClosedDay, ClosedDaysQuery, Closure, ClosureForm,
    ClosureId, NewClosure,
};
use super::ports::{ClosureRepository, ReopenedDays};
use crate::appointments::starts_at;
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
        let mails = self.day_closed_mails(&new)?;
        let stored = self.closures.insert(&new, &audit, &mails)?;
        self.with_affected(stored)
    }

    /// A mail to the client of each appointment still to come that `new` falls on, unless its
    /// day was already closed (that client was told then).
    fn day_closed_mails(&self, new: &NewClosure) -> Result<Vec<Notification>, DomainError> {
        let affected = self.closures.active_appointments(
            new.location.as_deref(),
            new.first_day,
            new.last_day,
        )?;
        let mut summaries: Vec<_> = affected.iter().map(|a| a.summary.clone()).collect();
        self.calendar().mark(self.today(), &mut summaries)?;
        let now = self.clock.now();
        let appointment_url = format!("{}/appointments", self.portal_url.trim_end_matches('/'));
        Ok(affected
            .into_iter()
            .zip(summaries)
            .filter(|(_, marked)| marked.closed_notice.is_none())
            .filter(|(a, _)| starts_at(a.summary.date, a.summary.time).is_some_and(|s| s > now))
            .map(|(ClosedAppointment { summary: a, recipient }, _)| {
                Notification::AppointmentDayClosed {
                    to: recipient,
                    notice: closed_message(&ClosedDay { date: a.date, reason: new.reason.clone() }),
                    appointment: BookedSlot::from(&a),
                    name: a.client_name,
                    appointment_url: appointment_url.clone(),
                }
            })
            .collect())
    }

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
        if !self.closures.delete(id, &audit)? {
            return Err(not_found());
        }
        if let Some(reopened) = &self.reopened {
            let still_on_its_days = self.closures.active_appointments(
                closure.location.as_deref(),
                closure.first_day,
                closure.last_day,
            )?;
            reopened.reopened(&still_on_its_days)?;
        }
        Ok(())
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

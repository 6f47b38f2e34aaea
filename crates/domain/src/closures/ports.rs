use chrono::NaiveDate;

use super::model::{ClosedAppointment, Closure, ClosureId, NewClosure};
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::{DomainError, RepositoryError};

/// Storage of closures (PostgreSQL).
pub trait ClosureRepository: Send + Sync {
    /// Closures that end on or after `from`, by first day. Asked by every appointment list with
    /// today's date, so kept in memory until a closure changes.
    fn list(&self, from: NaiveDate) -> Result<Vec<Closure>, RepositoryError>;
    fn find(&self, id: ClosureId) -> Result<Option<Closure>, RepositoryError>;
    /// Closures of `location` or of every place that meet the days `first..=last`; with no
    /// `location`, those of every place only.
    fn overlapping(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<Closure>, RepositoryError>;
    /// Stores the closure and `audit` (its `entity_id` set to the new row's) in one transaction,
    /// with `mails` queued and the reminders still waiting of the active appointments it falls
    /// on dropped.
    fn insert(
        &self,
        new: &NewClosure,
        audit: &AuditEntry,
        mails: &[Notification],
    ) -> Result<Closure, RepositoryError>;
    /// Whether a row was removed; `audit` is written with the removal.
    fn delete(&self, id: ClosureId, audit: &AuditEntry) -> Result<bool, RepositoryError>;
    /// Active (pending or confirmed) appointments on the days `first..=last`, at `location` or
    /// anywhere when `None`, by day and time.
    fn active_appointments(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<ClosedAppointment>, RepositoryError>;
}

/// What reopening days does to the appointments still on them: the appointment service.
pub trait ReopenedDays: Send + Sync {
    /// Queues again the reminders of each appointment still to come whose day is now open, which
    /// the closure dropped, and tells its client the day reopened.
    fn reopened(&self, appointments: &[ClosedAppointment]) -> Result<(), DomainError>;
}

use chrono::NaiveDate;

use super::model::{ClosedAppointment, Closure, ClosureId, NewClosure};
use crate::appointments::{Appointment, Outgoing};
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::RepositoryError;

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
    /// In one transaction, after the closures changed before it: stores the closure and `audit`
    /// (its `entity_id` set to the new row's), drops the waiting reminders of the active
    /// appointments it falls on and queues the mails `mails` makes of those appointments and of
    /// the other closures on its days.
    fn insert(
        &self,
        new: &NewClosure,
        audit: &AuditEntry,
        mails: DayClosedMails<'_>,
    ) -> Result<Closure, RepositoryError>;
    /// In one transaction, after the closures changed before it: removes the closure, writes
    /// `audit` and, for each active appointment on its days, holding its row, queues what
    /// `reopened` makes of it and of the other closures on those days. Whether a row was removed.
    fn delete(
        &self,
        id: ClosureId,
        audit: &AuditEntry,
        reopened: ReopenedFor<'_>,
    ) -> Result<bool, RepositoryError>;
    /// Active (pending or confirmed) appointments on the days `first..=last`, at `location` or
    /// anywhere when `None`, by day and time.
    fn active_appointments(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<ClosedAppointment>, RepositoryError>;
}

/// The mails of a new closure, made from the other closures on its days and the active
/// appointments on them, as its transaction reads them.
pub type DayClosedMails<'a> = &'a dyn Fn(&[Closure], &[ClosedAppointment]) -> Vec<Notification>;

/// What an active appointment on a removed closure's days gets, made from the closures left on
/// those days and the appointment, as its transaction holds them.
pub type ReopenedFor<'a> = &'a dyn Fn(&[Closure], &ClosedAppointment, &Appointment) -> Outgoing;

/// What reopening days gives back to the appointments on them: the appointment service.
pub trait ReopenedDays: Send + Sync {
    /// For `stored`, one of the closure's appointments: its reminders, which the closure
    /// dropped, queued anew and a mail to `closed.recipient()` that the day reopened. Nothing
    /// when it has begun, is no longer active or was moved, or `still_closed` says its place and
    /// day stay closed (another closure, a holiday).
    fn reopened(
        &self,
        closed: &ClosedAppointment,
        stored: &Appointment,
        still_closed: &dyn Fn(&str, NaiveDate) -> bool,
    ) -> Outgoing;
}

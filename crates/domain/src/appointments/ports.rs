use chrono::{NaiveDate, NaiveTime};

use super::model::{
    Appointment, AppointmentDraft, AppointmentFilter, AppointmentId, AppointmentSummary,
};
use crate::notifications::Notification;
use crate::paging::Page;
use crate::users::UserId;
use crate::RepositoryError;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatusCounts {
    pub total: i64,
    pub pending: i64,
    pub completed: i64,
}

/// Mails to queue for a stored appointment, in the same transaction.
pub type MailsFor<'a> = &'a dyn Fn(&Appointment) -> Vec<Notification>;

/// Storage of appointments. A slot (location, date, time) holds one active
/// appointment except at 'Outro': a second one is `Duplicate(Conflict::SlotTaken)`.
pub trait AppointmentRepository: Send + Sync {
    fn list(&self, filter: &AppointmentFilter)
        -> Result<Page<AppointmentSummary>, RepositoryError>;
    fn find(&self, id: AppointmentId) -> Result<Option<Appointment>, RepositoryError>;
    fn insert(
        &self,
        draft: &AppointmentDraft,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError>;
    fn update(
        &self,
        id: AppointmentId,
        draft: &AppointmentDraft,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError>;
    /// How many appointments there are, and how many pending and completed; one owner's or everyone's.
    fn counts(&self, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError>;
    /// Times held by active appointments at a place on a day.
    fn taken_times(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<NaiveTime>, RepositoryError>;
}

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};

use super::model::{
    Appointment, AppointmentDraft, AppointmentFilter, AppointmentId, AppointmentSummary,
};
use super::reminders::ReminderPlan;
use super::self_service::{ActionToken, ClientAudit, ClientChange, IssuedActionToken};
use super::waitlist::HoldOffer;
use crate::notifications::{MailQuota, Notification};
use crate::paging::Page;
use crate::users::UserId;
use crate::RepositoryError;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatusCounts {
    pub total: i64,
    pub pending: i64,
    pub completed: i64,
}

/// How many active (pending or confirmed) appointments on or after `from` the account `owner`
/// may hold, the new one included. Counted in the transaction that stores the new one, so two
/// bookings at once cannot both slip under it: over it is `Refused(Refusal::TooManyActive)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActiveLimit {
    pub owner: UserId,
    pub from: NaiveDate,
    pub max: i64,
}

/// What a stored appointment sends, queued in the same transaction: mails now (within the
/// quota) and what becomes of its reminders (never counted against the quota).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    pub mails: Vec<Notification>,
    pub reminders: ReminderPlan,
    /// The digests of the tokens in the client mails' links, stored for the appointment.
    pub tokens: Vec<IssuedActionToken>,
    /// The slot the change frees, held for the first on its day's waitlist, if anyone waits.
    pub freed: Option<HoldOffer>,
}

impl Outgoing {
    /// Nothing to send, and the reminders left as they are.
    pub fn nothing() -> Self {
        Self { mails: Vec::new(), reminders: ReminderPlan::Keep, tokens: Vec::new(), freed: None }
    }
}

/// The mails of a stored appointment, made once its id and change count are known.
pub type MailsFor<'a> = &'a dyn Fn(&Appointment) -> Outgoing;

/// The audit row of a change made by link, from the appointment as changed.
pub type AuditFor<'a> = &'a dyn Fn(&Appointment) -> ClientAudit;

/// Storage of appointments. A slot (location, date, time) holds one active
/// appointment except at 'Outro': a second one is `Duplicate(Conflict::SlotTaken)`.
pub trait AppointmentRepository: Send + Sync {
    fn list(&self, filter: &AppointmentFilter)
        -> Result<Page<AppointmentSummary>, RepositoryError>;
    fn find(&self, id: AppointmentId) -> Result<Option<Appointment>, RepositoryError>;
    /// Stores a new appointment, within `limit` when there is one, and queues its mails, as
    /// many as `quota` leaves room for.
    fn insert(
        &self,
        draft: &AppointmentDraft,
        limit: Option<ActiveLimit>,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError>;
    /// Stores the change, counting it in the appointment's `sequence`, and queues its mails.
    fn update(
        &self,
        id: AppointmentId,
        draft: &AppointmentDraft,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError>;
    /// How many appointments there are, and how many pending and completed; one owner's or everyone's.
    fn counts(&self, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError>;
    /// The link token with this digest.
    fn action_token(&self, digest: &str) -> Result<Option<ActionToken>, RepositoryError>;
    /// In one transaction: marks the unused token with this digest used, makes the change to
    /// its appointment (the presence confirmed now, or the draft stored as by `update`), queues
    /// its mails and writes its audit row. `Ok(None)` when the token was already used.
    fn redeem(
        &self,
        digest: &str,
        change: &ClientChange,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
        audit: AuditFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError>;
    /// Times held by active appointments at a place on a day.
    fn taken_times(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<NaiveTime>, RepositoryError>;
    /// Times held at a place on a day, at `now`, for clients on the waitlist.
    fn held_times(
        &self,
        location: &str,
        date: NaiveDate,
        now: DateTime<Utc>,
    ) -> Result<Vec<NaiveTime>, RepositoryError>;
}

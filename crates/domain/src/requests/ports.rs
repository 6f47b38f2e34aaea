use super::model::{
    CaseFromRequest, NewRequest, RequestChange, RequestFilter, RequestId, RequestSummary,
    ServiceRequest, SubmitLimits,
};
use crate::audit::AuditEntry;
use crate::cases::Case;
use crate::messages::NewMessage;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::RepositoryError;

/// The requests (PostgreSQL). Each write stores its mails (and audit row) in its transaction.
pub trait RequestRepository: Send + Sync {
    /// Stores the request with its documents and queues the `mails` of the stored request. With `limits`, refuses
    /// (`Refused(TooManyOpenRequests)` or `Refused(TooManyRequestsPerHour)`) when the client
    /// already holds as many open requests of its kind, or sent as many in the last hour,
    /// counted in the insert's transaction so that requests sent at once cannot all pass.
    fn insert(
        &self,
        new: &NewRequest,
        limits: Option<SubmitLimits>,
        mails: &dyn Fn(&ServiceRequest) -> Vec<Notification>,
    ) -> Result<ServiceRequest, RepositoryError>;
    fn find(&self, id: RequestId) -> Result<Option<ServiceRequest>, RepositoryError>;
    /// Newest first.
    fn list(&self, filter: &RequestFilter) -> Result<Page<RequestSummary>, RepositoryError>;
    /// Requests no one on the staff has opened yet.
    fn unread_count(&self) -> Result<i64, RepositoryError>;
    /// Staff opened it.
    fn mark_read(&self, id: RequestId) -> Result<(), RepositoryError>;
    /// `NotFound` when it is gone.
    fn change(
        &self,
        id: RequestId,
        change: &RequestChange,
        audit: &AuditEntry,
    ) -> Result<ServiceRequest, RepositoryError>;
    /// Stores the reply as a message to the client, marks the request answered and queues
    /// `mail`, in one transaction.
    fn reply(
        &self,
        id: RequestId,
        message: &NewMessage,
        mail: &Notification,
        audit: &AuditEntry,
    ) -> Result<ServiceRequest, RepositoryError>;
    /// Opens the case for the request's client with everything [`CaseFromRequest`] names, in
    /// one transaction; `Refused(RequestHasCase)` when the request already has one (checked
    /// with its row locked), `NotFound` when it is gone. Opening the case takes the request up,
    /// as [`RequestChange::Assign`] does, for the author when no one on the staff has it yet: a
    /// new request is then in progress.
    fn open_case(&self, new: &CaseFromRequest) -> Result<(ServiceRequest, Case), RepositoryError>;
}

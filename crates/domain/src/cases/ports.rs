use chrono::NaiveDate;

use super::checklist::{ChecklistRow, Review};
use super::model::{Case, CaseFields, CaseFilter, CaseId, CaseUpdate, NewCaseUpdate};
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::users::UserId;
use crate::RepositoryError;

/// Cases and their histories (PostgreSQL).
pub trait CaseRepository: Send + Sync {
    /// Most recently changed first.
    fn list(&self, filter: &CaseFilter) -> Result<Page<Case>, RepositoryError>;
    fn find(&self, id: CaseId) -> Result<Option<Case>, RepositoryError>;
    /// Stores a new case for `client` (`Refused(UnknownUser)` when there is no such account)
    /// with its first checklist items and the audit row, whose `entity_id` the adapter sets to
    /// the new id.
    fn insert(
        &self,
        client: UserId,
        fields: &CaseFields,
        actual_end_date: Option<NaiveDate>,
        checklist: &[&str],
        audit: &AuditEntry,
    ) -> Result<Case, RepositoryError>;
    /// The case's items in the order they were added.
    fn checklist(&self, id: CaseId) -> Result<Vec<ChecklistRow>, RepositoryError>;
    fn find_item(&self, item: i64) -> Result<Option<ChecklistRow>, RepositoryError>;
    fn add_item(
        &self,
        id: CaseId,
        name: &str,
        audit: &AuditEntry,
    ) -> Result<ChecklistRow, RepositoryError>;
    /// `None` when the case has no such item; `Refused(NothingToReview)` when no document is
    /// linked to it, checked with the item locked, so that a document deleted at the same time
    /// cannot leave a review without one.
    fn review_item(
        &self,
        id: CaseId,
        item: i64,
        review: Review,
        reason: &str,
        audit: &AuditEntry,
    ) -> Result<Option<ChecklistRow>, RepositoryError>;
    /// Takes an item off the case's checklist; its documents stay in the client's documents, no
    /// longer tied to it. `false` when the case has no such item.
    fn remove_item(
        &self,
        id: CaseId,
        item: i64,
        audit: &AuditEntry,
    ) -> Result<bool, RepositoryError>;
    /// Changes a case with its audit rows; `None` when it no longer exists.
    fn update(
        &self,
        id: CaseId,
        fields: &CaseFields,
        actual_end_date: Option<NaiveDate>,
        audit: &[AuditEntry],
    ) -> Result<Option<Case>, RepositoryError>;
    /// Newest first.
    fn updates(&self, id: CaseId) -> Result<Vec<CaseUpdate>, RepositoryError>;
    /// Stores the update, its mails (outbox) and its audit row in one transaction.
    fn add_update(
        &self,
        new: &NewCaseUpdate,
        mails: &[Notification],
        audit: &AuditEntry,
    ) -> Result<CaseUpdate, RepositoryError>;
}

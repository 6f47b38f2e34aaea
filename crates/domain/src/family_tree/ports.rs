use super::model::{FamilyTree, SavedTree, TreeJson};
use crate::audit::AuditEntry;
use crate::notifications::{MailQuota, Notification};
use crate::requests::PendingRequest;
use crate::users::UserId;
use crate::RepositoryError;

/// The trees (PostgreSQL).
pub trait FamilyTreeRepository: Send + Sync {
    /// The owner's stored tree, persons in their saved order; `None` before the first save.
    fn find(&self, owner: UserId) -> Result<Option<FamilyTree>, RepositoryError>;
    /// The JSON the owner's last save kept of the tree, if it was written for the tree as stored
    /// now and in the shape [`FamilyTree`] serializes to now; `None` otherwise (then
    /// [`Self::find`] answers).
    fn find_json(&self, owner: UserId) -> Result<Option<TreeJson>, RepositoryError>;
    /// Replaces the owner's tree with `tree` in one transaction, with the audit row and the
    /// request sent with it (stored as [`crate::requests::RequestRepository::insert`] stores
    /// one, its limits checked first), if any: all of it is written or none.
    fn save(
        &self,
        tree: &SavedTree,
        audit: Option<&AuditEntry>,
        request: Option<&PendingRequest>,
    ) -> Result<FamilyTree, RepositoryError>;
    /// Queues `mail` in the outbox (within `quota`, if any) with its audit row, in one
    /// transaction.
    fn queue_mail(
        &self,
        mail: &Notification,
        quota: Option<MailQuota>,
        audit: &AuditEntry,
    ) -> Result<(), RepositoryError>;
}

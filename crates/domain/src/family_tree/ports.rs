use super::model::{FamilyTree, SavedTree};
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::users::UserId;
use crate::RepositoryError;

/// The trees (PostgreSQL).
pub trait FamilyTreeRepository: Send + Sync {
    /// The owner's stored tree, persons in their saved order; `None` before the first save.
    fn find(&self, owner: UserId) -> Result<Option<FamilyTree>, RepositoryError>;
    /// Replaces the owner's tree with `tree` in one transaction, with the audit row and the
    /// mails, if any: all of it is written or none.
    fn save(
        &self,
        tree: &SavedTree,
        audit: Option<&AuditEntry>,
        mails: &[Notification],
    ) -> Result<FamilyTree, RepositoryError>;
}

use super::model::{Document, DocumentFilter, DocumentId, NewDocument, StoredObject};
use crate::audit::AuditEntry;
use crate::cases::CaseId;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::users::UserId;
use crate::{Actor, DomainError, RepositoryError};

/// The documents' descriptions (PostgreSQL).
pub trait DocumentRepository: Send + Sync {
    /// Newest first.
    fn list(&self, filter: &DocumentFilter) -> Result<Page<Document>, RepositoryError>;
    fn find(&self, id: DocumentId) -> Result<Option<Document>, RepositoryError>;
    /// Bytes the owner's documents take.
    fn used_bytes(&self, owner: UserId) -> Result<i64, RepositoryError>;
    /// Documents of `owner`, or everyone's.
    fn count(&self, owner: Option<UserId>) -> Result<i64, RepositoryError>;
    /// Stores the description unless the owner's documents would then pass `quota_bytes`
    /// (`Refused(DocumentQuotaFull)`), counted in the insert's transaction so that two
    /// uploads at once cannot both pass; the audit row, if any, and the mails (outbox) in the
    /// same transaction.
    fn insert(
        &self,
        new: &NewDocument,
        quota_bytes: i64,
        audit: Option<&AuditEntry>,
        mails: &[Notification],
    ) -> Result<Document, RepositoryError>;
    /// Whether a row was removed.
    fn delete(&self, id: DocumentId, audit: Option<&AuditEntry>) -> Result<bool, RepositoryError>;
    /// Which of `keys` some document points to.
    fn known_keys(&self, keys: &[String]) -> Result<Vec<String>, RepositoryError>;
}

/// The bytes, by object key (local disk or an S3-compatible service).
pub trait DocumentStore: Send + Sync {
    fn put(&self, key: &str, bytes: &[u8]) -> Result<(), RepositoryError>;
    /// `None` when no object has that key.
    fn get(&self, key: &str) -> Result<Option<Vec<u8>>, RepositoryError>;
    /// Deleting a missing object is not an error.
    fn delete(&self, key: &str) -> Result<(), RepositoryError>;
    fn list(&self) -> Result<Vec<StoredObject>, RepositoryError>;
}

/// A case an upload is handed in for, as the cases feature answers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseLink {
    pub case: CaseId,
    /// The checklist item of the case it is handed in for.
    pub checklist_item: Option<i64>,
    /// The case's client, who owns the file.
    pub owner: UserId,
    /// What the upload tells (staff hear of a client's upload).
    pub mails: Vec<Notification>,
}

/// The cases an upload may name.
pub trait CaseLinks: Send + Sync {
    /// The case `actor` may hand `name` in for, and the case's checklist item if named ('not
    /// found' when they may not see it or the item is another case's).
    fn link(
        &self,
        actor: &Actor,
        case: CaseId,
        item: Option<i64>,
        name: &str,
    ) -> Result<CaseLink, DomainError>;
}

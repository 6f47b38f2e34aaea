//! The document vault (docs/product-decisions.md, decision 16): a client's files, kept in an
//! object store under random names, with their description in the database. A client sees
//! their own; staff see and add anyone's.

mod content;
mod expiry;
mod model;
mod ports;
mod service;

#[cfg(test)]
pub(crate) mod tests;

pub use content::{clean_name, detect, Detected, MAX_NAME_CHARS};
pub use expiry::{
    notice_day, ComposeNotices, ExpiringDocument, ExpiringLine, ExpiryNotices, ExpiryNotifier,
    NOTICE_FROM_HOUR,
};
pub use model::{
    Document, DocumentFilter, DocumentId, DocumentKind, DocumentQuery, NewDocument, StoredObject,
    Upload,
};
pub use ports::{CaseLink, CaseLinks, DocumentRepository, DocumentStore};
pub use service::{messages, DocumentRules, DocumentService, MAX_FILE_BYTES, ORPHAN_AGE};

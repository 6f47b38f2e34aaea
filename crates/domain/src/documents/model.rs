use chrono::{DateTime, NaiveDate, Utc};

use crate::cases::{validity, CaseId, Validity};
use crate::paging::PageRequest;
use crate::users::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DocumentId(pub i64);

/// What the list shows an icon for. Only PDFs and images are accepted, so only these exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum DocumentKind {
    Pdf,
    Image,
}

impl DocumentKind {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(value: &str) -> Option<Self> {
        value.parse().ok()
    }
}

/// A stored document's description; its bytes are in the store under `object_key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    pub id: DocumentId,
    pub owner: UserId,
    pub object_key: String,
    /// As sent, cleaned (`clean_name`); shown and offered on download, never used as a path.
    pub original_name: String,
    pub kind: DocumentKind,
    pub content_type: String,
    pub size: i64,
    pub sha256: String,
    /// Null once the uploader's account is deleted.
    pub uploaded_by: Option<UserId>,
    pub uploaded_at: DateTime<Utc>,
    pub expires_on: Option<NaiveDate>,
    /// The case it was handed in for, if any.
    pub case_id: Option<CaseId>,
    /// The case's checklist item it was handed in for, if any.
    pub checklist_item_id: Option<i64>,
}

impl Document {
    /// What its expiry says on `today` in São Paulo (the checklist's rule); none without one.
    pub fn validity(&self, today: NaiveDate) -> Option<Validity> {
        self.expires_on.map(|day| validity(1, Some(day), today))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDocument {
    pub owner: UserId,
    pub object_key: String,
    pub original_name: String,
    pub kind: DocumentKind,
    pub content_type: String,
    pub size: i64,
    pub sha256: String,
    pub uploaded_by: UserId,
    pub expires_on: Option<NaiveDate>,
    pub case_id: Option<CaseId>,
    pub checklist_item_id: Option<i64>,
}

/// A file as the request brought it.
#[derive(Debug, Clone, Default)]
pub struct Upload {
    /// The name the browser gave; only metadata.
    pub name: String,
    pub bytes: Vec<u8>,
    /// For whom; staff only (a client's own id is accepted too).
    pub user_id: Option<i64>,
    pub expires_on: Option<NaiveDate>,
    /// The case it is for; its client then owns it.
    pub case_id: Option<i64>,
    /// The case's checklist item it is for (with `case_id`).
    pub checklist_item_id: Option<i64>,
}

/// The list as asked for: `user_id` is for staff, `kind` is 'pdf' or 'image'.
#[derive(Debug, Clone, Default)]
pub struct DocumentQuery {
    pub user_id: Option<i64>,
    pub kind: Option<String>,
    /// Only those handed in for this case.
    pub case_id: Option<i64>,
    pub page: PageRequest,
}

/// The list as the repository reads it: `owner` none means everyone's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct DocumentFilter {
    pub owner: Option<UserId>,
    pub kind: Option<DocumentKind>,
    pub case: Option<CaseId>,
    pub page: PageRequest,
}

/// An object in the store, as its listing shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredObject {
    pub key: String,
    pub last_modified: DateTime<Utc>,
}

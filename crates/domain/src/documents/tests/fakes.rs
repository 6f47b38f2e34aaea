//! In-memory fakes of the documents' ports, and files of each accepted type.

use std::collections::BTreeMap;
use std::sync::Mutex;

use chrono::{DateTime, TimeZone, Utc};

use crate::audit::AuditEntry;
use crate::documents::*;
use crate::paging::Page;
use crate::users::UserId;
use crate::{Refusal, RepositoryError};

pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";
pub const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0";
pub const JPEG: &[u8] = b"\xff\xd8\xff\xe0\0\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0\xff\xd9";

/// A PDF in `owner`'s vault as another feature's tests need one: `name`, uploaded by `owner`.
pub fn stored_pdf(documents: &InMemoryDocuments, owner: UserId, name: &str) -> DocumentId {
    let new = NewDocument {
        owner,
        object_key: format!("chave-{name}"),
        original_name: name.into(),
        kind: DocumentKind::Pdf,
        content_type: "application/pdf".into(),
        size: 10,
        sha256: "0".repeat(64),
        uploaded_by: owner,
        expires_on: None,
        case_id: None,
        checklist_item_id: None,
    };
    documents.insert(&new, i64::MAX, None, &[]).unwrap().id
}

#[derive(Default)]
pub struct InMemoryDocuments {
    pub rows: Mutex<Vec<Document>>,
    pub audit: Mutex<Vec<AuditEntry>>,
    pub mails: Mutex<Vec<crate::notifications::Notification>>,
}

impl DocumentRepository for InMemoryDocuments {
    fn list(&self, filter: &DocumentFilter) -> Result<Page<Document>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let mine: Vec<Document> = rows
            .iter()
            .rev()
            .filter(|d| filter.owner.is_none_or(|owner| d.owner == owner))
            .filter(|d| filter.kind.is_none_or(|kind| d.kind == kind))
            .filter(|d| filter.case.is_none_or(|case| d.case_id == Some(case)))
            .cloned()
            .collect();
        Ok(Page {
            total: mine.len() as i64,
            items: mine
                .into_iter()
                .skip(filter.page.offset() as usize)
                .take(filter.page.limit() as usize)
                .collect(),
            page: filter.page.page,
            page_size: filter.page.page_size,
        })
    }

    fn find(&self, id: DocumentId) -> Result<Option<Document>, RepositoryError> {
        Ok(self.rows.lock().unwrap().iter().find(|d| d.id == id).cloned())
    }

    fn used_bytes(&self, owner: UserId) -> Result<i64, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows.iter().filter(|d| d.owner == owner).map(|d| d.size).sum())
    }

    fn count(&self, owner: Option<UserId>) -> Result<i64, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows.iter().filter(|d| owner.is_none_or(|owner| d.owner == owner)).count() as i64)
    }

    fn insert(
        &self,
        new: &NewDocument,
        quota_bytes: i64,
        audit: Option<&AuditEntry>,
        mails: &[crate::notifications::Notification],
    ) -> Result<Document, RepositoryError> {
        if self.used_bytes(new.owner)? + new.size > quota_bytes {
            return Err(RepositoryError::Refused(Refusal::DocumentQuotaFull));
        }
        let mut rows = self.rows.lock().unwrap();
        let document = Document {
            id: DocumentId(rows.len() as i64 + 1),
            owner: new.owner,
            object_key: new.object_key.clone(),
            original_name: new.original_name.clone(),
            kind: new.kind,
            content_type: new.content_type.clone(),
            size: new.size,
            sha256: new.sha256.clone(),
            uploaded_by: Some(new.uploaded_by),
            uploaded_at: Utc::now(),
            expires_on: new.expires_on,
            case_id: new.case_id,
            checklist_item_id: new.checklist_item_id,
        };
        self.mails.lock().unwrap().extend(mails.iter().cloned());
        rows.push(document.clone());
        self.audit.lock().unwrap().extend(audit.cloned());
        Ok(document)
    }

    fn delete(&self, id: DocumentId, audit: Option<&AuditEntry>) -> Result<bool, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let before = rows.len();
        rows.retain(|d| d.id != id);
        self.audit.lock().unwrap().extend(audit.cloned());
        Ok(rows.len() < before)
    }

    fn known_keys(&self, keys: &[String]) -> Result<Vec<String>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(keys.iter().filter(|key| rows.iter().any(|d| &d.object_key == *key)).cloned().collect())
    }
}

/// An object's bytes and when it was stored.
pub type Object = (Vec<u8>, DateTime<Utc>);

#[derive(Default)]
pub struct InMemoryStore {
    objects: Mutex<BTreeMap<String, Object>>,
}

impl InMemoryStore {
    pub fn keys(&self) -> Vec<String> {
        self.objects.lock().unwrap().keys().cloned().collect()
    }
}

impl DocumentStore for InMemoryStore {
    fn put(&self, key: &str, bytes: &[u8]) -> Result<(), RepositoryError> {
        let at = Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap();
        self.objects.lock().unwrap().insert(key.into(), (bytes.to_vec(), at));
        Ok(())
    }

    fn get(&self, key: &str) -> Result<Option<Vec<u8>>, RepositoryError> {
        Ok(self.objects.lock().unwrap().get(key).map(|(b, _)| b.clone()))
    }

    fn delete(&self, key: &str) -> Result<(), RepositoryError> {
        self.objects.lock().unwrap().remove(key);
        Ok(())
    }

    fn list(&self) -> Result<Vec<StoredObject>, RepositoryError> {
        let objects = self.objects.lock().unwrap();
        Ok(objects
            .iter()
            .map(|(key, (_, at))| StoredObject { key: key.clone(), last_modified: *at })
            .collect())
    }
}

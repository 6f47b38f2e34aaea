use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use serde_json::json;
use sha2::{Digest, Sha256};

use super::content::{clean_name, detect};
use super::model::{
    Document, DocumentFilter, DocumentId, DocumentKind, DocumentQuery, NewDocument, Upload,
};
use super::ports::{CaseLink, CaseLinks, DocumentRepository, DocumentStore};
use crate::audit::AuditEntry;
use crate::cases::CaseId;
use crate::paging::Page;
use crate::secrets::SecretGenerator;
use crate::users::{UserId, UserRepository};
use crate::{Actor, DomainError, FieldErrors, Refusal, RepositoryError};

/// Largest file accepted (decision 16).
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
/// An object no document points to is removed once it is this old: younger ones may belong to
/// an upload whose row is being written.
pub const ORPHAN_AGE: Duration = Duration::hours(1);

pub mod messages {
    pub const TOO_LARGE: &str = "O arquivo passa de 10 MB.";
    pub const WRONG_TYPE: &str = "Envie PDF, JPG ou PNG.";
    pub const EMPTY: &str = "O arquivo está vazio.";
    pub const NO_FILE: &str = "Escolha um arquivo para enviar.";
    pub const NOT_FOUND: &str = "Documento não encontrado.";
    pub const CLIENT_NOT_FOUND: &str = "Cliente não encontrado.";
    pub const KIND_INVALID: &str = "Tipo inválido: use 'pdf' ou 'image'.";

    /// The file does not fit in what is left of the owner's space.
    pub fn quota_exceeded(quota_mb: u32) -> String {
        format!(
            "O arquivo não cabe no seu espaço de documentos ({quota_mb} MB). Remova algum documento para liberar espaço."
        )
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DocumentRules {
    /// What one account's documents may take together (`DOCUMENT_QUOTA_MB`).
    pub quota_mb: u32,
}

impl DocumentRules {
    fn quota_bytes(self) -> i64 {
        i64::from(self.quota_mb) * 1024 * 1024
    }
}

#[derive(Clone, derive_new::new)]
pub struct DocumentService {
    documents: Arc<dyn DocumentRepository>,
    store: Arc<dyn DocumentStore>,
    users: Arc<dyn UserRepository>,
    secrets: Arc<dyn SecretGenerator>,
    rules: DocumentRules,
    #[new(default)]
    cases: Option<Arc<dyn CaseLinks>>,
}

impl DocumentService {
    /// Uploads may then name a case.
    pub fn with_cases(mut self, cases: Arc<dyn CaseLinks>) -> Self {
        self.cases = Some(cases);
        self
    }

    /// Whether a file of `len` bytes may still be accepted: the request is read up to here
    /// and no further.
    pub fn check_size(len: usize) -> Result<(), DomainError> {
        if len > MAX_FILE_BYTES {
            Err(DomainError::TooLarge(messages::TOO_LARGE.into()))
        } else {
            Ok(())
        }
    }

    /// A client's own, or for staff anyone's (everyone's without `user_id`).
    pub fn list(
        &self,
        actor: &Actor,
        query: &DocumentQuery,
    ) -> Result<Page<Document>, DomainError> {
        let kind = match query.kind.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(DocumentKind::parse(text).ok_or_else(|| {
                DomainError::Validation(FieldErrors::single("kind", messages::KIND_INVALID))
            })?),
        };
        let owner = match (query.user_id, actor.is_admin()) {
            (None, true) => None,
            (requested, _) => Some(self.owner_for(actor, requested)?),
        };
        let case = query.case_id.map(CaseId);
        Ok(self.documents.list(&DocumentFilter { owner, kind, case, page: query.page })?)
    }

    /// Checks the file by its bytes, keeps them under a fresh random key, then records them.
    /// Nothing of a refused file is kept.
    pub fn upload(&self, actor: &Actor, upload: Upload) -> Result<Document, DomainError> {
        if upload.case_id.is_none() {
            self.owner_for(actor, upload.user_id)?;
        }
        if upload.bytes.is_empty() {
            return Err(DomainError::Invalid(messages::EMPTY.into()));
        }
        Self::check_size(upload.bytes.len())?;
        let detected = detect(&upload.bytes)
            .ok_or_else(|| DomainError::UnsupportedType(messages::WRONG_TYPE.into()))?;
        let size = i64::try_from(upload.bytes.len())
            .map_err(|_| DomainError::TooLarge(messages::TOO_LARGE.into()))?;
        let original_name = clean_name(&upload.name, &detected);
        let link = match (upload.case_id, upload.checklist_item_id) {
            (Some(id), item) => Some(self.case_link(actor, CaseId(id), item, &original_name)?),
            (None, Some(_)) => {
                return Err(DomainError::NotFound(crate::cases::messages::ITEM_NOT_FOUND.into()))
            }
            (None, None) => None,
        };
        let owner = match &link {
            Some(link) => link.owner,
            None => self.owner_for(actor, upload.user_id)?,
        };
        let quota = self.rules.quota_bytes();
        if self.documents.used_bytes(owner)? + size > quota {
            return Err(self.quota_exceeded());
        }
        let new = NewDocument {
            owner,
            object_key: self.secrets.token(),
            original_name,
            kind: detected.kind,
            content_type: detected.content_type.to_owned(),
            size,
            sha256: hex_sha256(&upload.bytes),
            uploaded_by: actor.user_id,
            expires_on: upload.expires_on,
            case_id: link.as_ref().map(|link| link.case),
            checklist_item_id: link.as_ref().and_then(|link| link.checklist_item),
        };
        // Bytes first: a failure between the two leaves an object no row points to, which the
        // sweep removes; never a row without its bytes.
        self.store.put(&new.object_key, &upload.bytes)?;
        let audit = staff_action(actor, owner).then(|| AuditEntry {
            actor: actor.user_id,
            action: "document_upload",
            entity: "document",
            entity_id: new.object_key.clone(),
            before: None,
            after: Some(snapshot(owner, &new.original_name, size)),
        });
        let mails = link.map(|link| link.mails).unwrap_or_default();
        match self.documents.insert(&new, quota, audit.as_ref(), &mails) {
            Ok(document) => Ok(document),
            Err(error) => {
                // The sweep would remove it within the hour; removing it now keeps nothing of
                // a refused upload.
                let _ = self.store.delete(&new.object_key);
                Err(match error {
                    RepositoryError::Refused(Refusal::DocumentQuotaFull) => self.quota_exceeded(),
                    RepositoryError::Refused(Refusal::UnknownUser) => {
                        DomainError::NotFound(messages::CLIENT_NOT_FOUND.into())
                    }
                    other => other.into(),
                })
            }
        }
    }

    /// The document and its bytes, for its owner and staff; anyone else gets 'not found'.
    pub fn download(
        &self,
        actor: &Actor,
        id: DocumentId,
    ) -> Result<(Document, Vec<u8>), DomainError> {
        let document = self.visible(actor, id)?;
        let bytes = self
            .store
            .get(&document.object_key)?
            .ok_or_else(|| DomainError::Internal("a document's object is missing".into()))?;
        Ok((document, bytes))
    }

    /// Removes the row, then the object (a failure there leaves an orphan for the sweep).
    pub fn delete(&self, actor: &Actor, id: DocumentId) -> Result<(), DomainError> {
        let document = self.visible(actor, id)?;
        let audit = staff_action(actor, document.owner).then(|| AuditEntry {
            actor: actor.user_id,
            action: "document_delete",
            entity: "document",
            entity_id: document.object_key.clone(),
            before: Some(snapshot(document.owner, &document.original_name, document.size)),
            after: None,
        });
        if !self.documents.delete(id, audit.as_ref())? {
            return Err(DomainError::NotFound(messages::NOT_FOUND.into()));
        }
        let _ = self.store.delete(&document.object_key);
        Ok(())
    }

    /// The dashboard's number: a client's own documents, all of them for staff.
    pub fn count(&self, actor: &Actor) -> Result<i64, DomainError> {
        let owner = (!actor.is_admin()).then_some(actor.user_id);
        Ok(self.documents.count(owner)?)
    }

    /// Removes the objects no document points to that are older than [`ORPHAN_AGE`]; answers
    /// how many. Safe to run on several instances at once.
    pub fn sweep_orphans(&self, now: DateTime<Utc>) -> Result<usize, DomainError> {
        let old: Vec<String> = self
            .store
            .list()?
            .into_iter()
            .filter(|object| object.last_modified < now - ORPHAN_AGE)
            .map(|object| object.key)
            .collect();
        let mut removed = 0;
        for keys in old.chunks(500) {
            let known = self.documents.known_keys(keys)?;
            for key in keys.iter().filter(|key| !known.contains(key)) {
                self.store.delete(key)?;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// Whose documents a call is about: the caller's own unless staff name someone.
    fn owner_for(&self, actor: &Actor, requested: Option<i64>) -> Result<UserId, DomainError> {
        match requested {
            None => Ok(actor.user_id),
            Some(id) if id == actor.user_id.0 => Ok(actor.user_id),
            Some(_) if !actor.is_admin() => Err(DomainError::forbidden()),
            Some(id) => match self.users.find_by_id(UserId(id))? {
                Some(user) => Ok(user.id),
                None => Err(DomainError::NotFound(messages::CLIENT_NOT_FOUND.into())),
            },
        }
    }

    fn case_link(
        &self,
        actor: &Actor,
        case: CaseId,
        item: Option<i64>,
        name: &str,
    ) -> Result<CaseLink, DomainError> {
        match &self.cases {
            Some(cases) => cases.link(actor, case, item, name),
            None => Err(DomainError::NotFound(crate::cases::CASE_NOT_FOUND.into())),
        }
    }

    fn visible(&self, actor: &Actor, id: DocumentId) -> Result<Document, DomainError> {
        match self.documents.find(id)? {
            Some(document) if actor.is_admin() || document.owner == actor.user_id => Ok(document),
            _ => Err(DomainError::NotFound(messages::NOT_FOUND.into())),
        }
    }

    fn quota_exceeded(&self) -> DomainError {
        DomainError::Conflict {
            message: messages::quota_exceeded(self.rules.quota_mb),
            field_errors: FieldErrors::new(),
        }
    }
}

/// Staff acting on a client's documents is audited; anyone's own are not.
fn staff_action(actor: &Actor, owner: UserId) -> bool {
    actor.is_admin() && owner != actor.user_id
}

fn snapshot(owner: UserId, name: &str, size: i64) -> serde_json::Value {
    json!({"ownerId": owner.0, "name": name, "size": size})
}

fn hex_sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|byte| format!("{byte:02x}")).collect()
}

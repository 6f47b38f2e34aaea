use std::sync::Arc;

use serde_json::json;

use super::model::{
    RequestChange, RequestFilter, RequestId, RequestKind, RequestQuery, RequestStatus,
    RequestSummary, ServiceRequest,
};
use super::ports::RequestRepository;
use crate::audit::AuditEntry;
use crate::catalog::CatalogRepository;
use crate::clock::Clock;
use crate::documents::DocumentRepository;
use crate::messages::{checked_content, NewMessage};
use crate::notifications::Notification;
use crate::paging::{Page, PageRequest};
use crate::users::UserRepository;
use crate::{Actor, DomainError, FieldErrors, RepositoryError};

/// Most documents one request carries.
pub const MAX_DOCUMENTS: usize = 10;

pub mod messages {
    pub const NOT_FOUND: &str = "Solicitação não encontrada.";
    pub const DOCUMENT_NOT_FOUND: &str = "Documento não encontrado.";
    pub const TOO_MANY_DOCUMENTS: &str = "Anexe no máximo 10 documentos.";
    pub const KIND_INVALID: &str = "Tipo de solicitação inválido.";
    pub const STATUS_INVALID: &str = "Status inválido: use new, in_progress, answered ou closed.";
    pub const CLIENT_GONE: &str = "O cliente desta solicitação não existe mais.";
    pub const ALREADY_HAS_CASE: &str = "Esta solicitação já tem um processo.";

    pub fn too_many_open(max: i64) -> String {
        format!(
            "Você já tem {max} solicitações deste tipo em aberto. Aguarde a resposta da equipe antes de enviar outra."
        )
    }

    pub fn too_many_per_hour(max: i64) -> String {
        format!("Você enviou {max} solicitações na última hora. Tente novamente mais tarde.")
    }
}

/// What the operator sets about requests.
#[derive(Debug, Clone)]
pub struct RequestRules {
    /// Where staff hear of requests (`STAFF_EMAIL`); each active administrator when unset.
    pub staff_email: Option<String>,
    /// The portal's address (`PUBLIC_URL`), for the links in mails.
    pub portal_url: String,
    /// Open requests of one kind a client may hold (`MAX_OPEN_REQUESTS_PER_KIND`).
    pub max_open_per_kind: u32,
    /// Requests a client may send in an hour (`MAX_REQUESTS_PER_HOUR`).
    pub max_per_hour: u32,
}

/// Requests: sending one (in `submission`), and the inbox where clients read theirs and staff
/// handle everyone's.
#[derive(Clone, derive_new::new)]
pub struct RequestService {
    pub(super) requests: Arc<dyn RequestRepository>,
    pub(super) documents: Arc<dyn DocumentRepository>,
    pub(super) users: Arc<dyn UserRepository>,
    /// The courses a course request names.
    pub(super) catalog: Arc<dyn CatalogRepository>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) rules: RequestRules,
}

impl RequestService {
    /// A client's own requests ('Minhas solicitações'); staff see everyone's, with the inbox's
    /// filters.
    pub fn list(
        &self,
        actor: &Actor,
        query: &RequestQuery,
    ) -> Result<Page<RequestSummary>, DomainError> {
        let mut errors = FieldErrors::new();
        let kind = match query.kind.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => errors.check(
                "kind",
                RequestKind::parse(text).map(Some).ok_or_else(|| messages::KIND_INVALID.into()),
            ),
        }
        .flatten();
        let status = match query.status.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => errors.check("status", parse_status(text)),
        };
        errors.into_result()?;
        let search = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty());
        let staff = actor.is_admin();
        Ok(self.requests.list(&RequestFilter {
            client: (!staff).then_some(actor.user_id),
            kind,
            status,
            unassigned: staff && query.unassigned.unwrap_or(false),
            only_priority: staff && query.priority.unwrap_or(false),
            search: search.map(|s| s.chars().take(100).collect()),
            page: PageRequest::new(query.page, query.page_size),
        })?)
    }

    /// The whole request, for its client and staff (opening it marks it read for staff);
    /// anyone else is told it does not exist. A reply the client deleted from their messages
    /// stays deleted for them here.
    pub fn get(&self, actor: &Actor, id: RequestId) -> Result<ServiceRequest, DomainError> {
        let mut found = self.visible(actor, id)?;
        if actor.is_admin() {
            if found.summary.unread {
                self.requests.mark_read(id)?;
                found.summary.unread = false;
            }
        } else {
            found.replies.retain(|reply| !reply.deleted_by_client);
        }
        Ok(found)
    }

    /// Staff: requests no one on the staff has opened yet.
    pub fn unread_count(&self, actor: &Actor) -> Result<i64, DomainError> {
        actor.require_admin()?;
        Ok(self.requests.unread_count()?)
    }

    /// Staff: the caller takes the request up; a new one is then in progress.
    pub fn assign_to_me(
        &self,
        actor: &Actor,
        id: RequestId,
    ) -> Result<ServiceRequest, DomainError> {
        actor.require_admin()?;
        let before = self.visible(actor, id)?;
        let audit = self.audit(actor, "request.assign", &before, |after| {
            after["assignedTo"] = json!(actor.user_id.0);
        });
        self.stored(self.requests.change(id, &RequestChange::Assign(actor.user_id), &audit))
    }

    /// Staff set any status (canonical values or their Portuguese labels).
    pub fn set_status(
        &self,
        actor: &Actor,
        id: RequestId,
        status: &str,
    ) -> Result<ServiceRequest, DomainError> {
        actor.require_admin()?;
        let status = parse_status(status)
            .map_err(|message| DomainError::Validation(FieldErrors::single("status", message)))?;
        let before = self.visible(actor, id)?;
        let audit = self.audit(actor, "request.status", &before, |after| {
            after["status"] = json!(status.as_str());
        });
        self.stored(self.requests.change(id, &RequestChange::Status(status), &audit))
    }

    /// Staff answer: the reply is a message from the caller to the client (in /messages), is
    /// mailed to the client, and the request becomes answered.
    pub fn reply(
        &self,
        actor: &Actor,
        id: RequestId,
        content: &str,
    ) -> Result<ServiceRequest, DomainError> {
        actor.require_admin()?;
        let mut errors = FieldErrors::new();
        let content = checked_content(&mut errors, content);
        errors.into_result()?;
        let before = self.visible(actor, id)?;
        let client = self.users.find_by_id(before.summary.client_id)?.ok_or_else(|| {
            DomainError::Conflict {
                message: messages::CLIENT_GONE.into(),
                field_errors: FieldErrors::new(),
            }
        })?;
        let message =
            NewMessage { sender: actor.user_id, receiver: client.id, content: content.clone() };
        let mail = Notification::RequestReply {
            to: client.email.clone(),
            name: client.display_name().to_owned(),
            title: before.summary.title.clone(),
            reply: content,
            request_url: self.url(&format!("/requests/{}", id.0)),
        };
        let audit = self.audit(actor, "request.reply", &before, |after| {
            after["status"] = json!(RequestStatus::Answered.as_str());
        });
        self.stored(self.requests.reply(id, &message, &mail, &audit))
    }

    pub(super) fn visible(
        &self,
        actor: &Actor,
        id: RequestId,
    ) -> Result<ServiceRequest, DomainError> {
        match self.requests.find(id)? {
            Some(found) if actor.is_admin() || found.summary.client_id == actor.user_id => {
                Ok(found)
            }
            _ => Err(DomainError::NotFound(messages::NOT_FOUND.into())),
        }
    }

    pub(super) fn audit(
        &self,
        actor: &Actor,
        action: &'static str,
        before: &ServiceRequest,
        change: impl FnOnce(&mut serde_json::Value),
    ) -> AuditEntry {
        let snapshot = json!({
            "status": before.summary.status.as_str(),
            "assignedTo": before.summary.assigned_to.map(|u| u.0),
        });
        AuditEntry::change(
            actor,
            action,
            "request",
            before.summary.id.0.to_string(),
            snapshot,
            change,
        )
    }

    pub(super) fn stored(
        &self,
        result: Result<ServiceRequest, RepositoryError>,
    ) -> Result<ServiceRequest, DomainError> {
        result.map_err(|error| match error {
            RepositoryError::NotFound => DomainError::NotFound(messages::NOT_FOUND.into()),
            other => other.into(),
        })
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("{}{path}", self.rules.portal_url.trim_end_matches('/'))
    }
}

fn parse_status(text: &str) -> Result<RequestStatus, String> {
    RequestStatus::parse(text).ok_or_else(|| messages::STATUS_INVALID.into())
}

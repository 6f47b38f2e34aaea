use std::sync::Arc;

use serde_json::json;

use super::describe::{lines, title};
use super::form::{messages as form_messages, RequestForm};
use super::model::{
    NewRequest, RequestChange, RequestFilter, RequestId, RequestKind, RequestQuery, RequestStatus,
    RequestSummary, ServiceRequest, SubmitLimits,
};
use super::ports::RequestRepository;
use crate::audit::AuditEntry;
use crate::catalog::{CatalogRepository, CourseId};
use crate::clock::Clock;
use crate::documents::{DocumentFilter, DocumentId, DocumentRepository};
use crate::messages::{checked_content, NewMessage};
use crate::notifications::{staff_addresses, Notification, RequestDetails};
use crate::paging::{Page, PageRequest, MAX_PAGE_SIZE};
use crate::users::{User, UserId, UserRepository};
use crate::{Actor, DomainError, FieldErrors, Refusal, RepositoryError};

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

/// A request checked and ready to store, with the mails it sends once stored.
pub struct PendingRequest {
    pub new: NewRequest,
    /// `None` when staff send it.
    pub limits: Option<SubmitLimits>,
    client: User,
    staff: Vec<String>,
    document_names: Vec<String>,
    service: RequestService,
}

impl PendingRequest {
    /// The mails of the request as stored: to staff a link to it, to the client the confirmation.
    pub fn mails(&self, stored: &ServiceRequest) -> Vec<Notification> {
        self.service.submitted_mails(stored, &self.client, &self.staff, &self.document_names)
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

#[derive(Clone, derive_new::new)]
pub struct RequestService {
    pub(super) requests: Arc<dyn RequestRepository>,
    documents: Arc<dyn DocumentRepository>,
    pub(super) users: Arc<dyn UserRepository>,
    /// The courses a course request names.
    catalog: Arc<dyn CatalogRepository>,
    clock: Arc<dyn Clock>,
    rules: RequestRules,
}

impl RequestService {
    /// Stores the caller's request with the vault documents they name (their own), tells staff
    /// and confirms to the client's account address. Clients are held to the abuse limits.
    pub fn submit(
        &self,
        actor: &Actor,
        form: &RequestForm,
        document_ids: &[i64],
    ) -> Result<ServiceRequest, DomainError> {
        self.submit_marked(actor, form, document_ids, None)
    }

    /// `submit`, marked as priority when `priority` says so (the quick-access link's flag;
    /// `crate::priority` has the rule).
    pub fn submit_marked(
        &self,
        actor: &Actor,
        form: &RequestForm,
        document_ids: &[i64],
        priority: Option<bool>,
    ) -> Result<ServiceRequest, DomainError> {
        let mut errors = form.validated(self.clock.today()).err().unwrap_or_default();
        self.course_named(form, &mut errors)?;
        let documents = self.own_documents(actor, document_ids, &mut errors)?;
        if !errors.is_empty() {
            return Err(DomainError::Validation(errors));
        }
        let client = self.account(actor)?;
        let pending = self.pending(actor, &client, form, documents, priority)?;
        self.requests
            .insert(&pending.new, pending.limits, &|stored| pending.mails(stored))
            .map_err(|error| self.refusal(error))
    }

    /// `client`'s request of `form` sent by `actor` (the client, or staff for them), with
    /// `documents` of the client's vault, ready to be stored by [`RequestRepository::insert`] or
    /// in another feature's transaction (a finished family tree). Clients are held to the abuse
    /// limits; staff are not. `priority` is the quick-access link's flag (`crate::priority` has
    /// the rule).
    pub fn pending(
        &self,
        actor: &Actor,
        client: &User,
        form: &RequestForm,
        documents: Vec<(DocumentId, String)>,
        priority: Option<bool>,
    ) -> Result<PendingRequest, DomainError> {
        let form = form.validated(self.clock.today()).map_err(DomainError::Validation)?;
        let mut errors = FieldErrors::default();
        let form = self.course_named(&form, &mut errors)?;
        if !errors.is_empty() {
            return Err(DomainError::Validation(errors));
        }
        let (ids, names) = documents.into_iter().unzip();
        let new = NewRequest {
            client: client.id,
            title: title(&form),
            form,
            documents: ids,
            priority: crate::priority::decide(None, priority, actor.is_admin()),
        };
        let limits = (!actor.is_admin()).then(|| SubmitLimits {
            max_open_per_kind: i64::from(self.rules.max_open_per_kind),
            max_per_hour: i64::from(self.rules.max_per_hour),
            now: self.clock.now(),
        });
        let staff = staff_addresses(self.rules.staff_email.as_deref(), self.users.as_ref())?;
        Ok(PendingRequest {
            new,
            limits,
            client: client.clone(),
            staff,
            document_names: names,
            service: self.clone(),
        })
    }

    /// `form` with the name of the course it names, from the catalogue; a course that is gone or
    /// no longer offered is an error on `courseId`. Other forms come back as they are.
    fn course_named(
        &self,
        form: &RequestForm,
        errors: &mut FieldErrors,
    ) -> Result<RequestForm, RepositoryError> {
        let (RequestForm::CourseDiscount(course) | RequestForm::CourseEnrollment(course)) = form
        else {
            return Ok(form.clone());
        };
        let mut named = course.clone();
        named.course_name = None;
        if let Some(id) = course.course_id {
            match self.catalog.course(CourseId(id))? {
                Some(found) if found.active => named.course_name = Some(found.name),
                _ => errors.add("courseId", form_messages::COURSE_UNAVAILABLE),
            }
        }
        Ok(match form {
            RequestForm::CourseDiscount(_) => RequestForm::CourseDiscount(named),
            _ => RequestForm::CourseEnrollment(named),
        })
    }

    /// Every document in `client`'s vault, newest first, for a request that carries them all.
    pub fn vault_documents(
        &self,
        client: UserId,
    ) -> Result<Vec<(DocumentId, String)>, DomainError> {
        let mut found = Vec::new();
        for page in 1.. {
            let listed = self.documents.list(&DocumentFilter {
                owner: Some(client),
                kind: None,
                case: None,
                page: PageRequest::new(Some(page), Some(MAX_PAGE_SIZE)),
            })?;
            let last = listed.items.len() < MAX_PAGE_SIZE as usize;
            found.extend(listed.items.into_iter().map(|d| (d.id, d.original_name)));
            if last || found.len() as i64 >= listed.total {
                break;
            }
        }
        Ok(found)
    }

    /// A refused insert in the client's words: the limits they reached.
    pub fn refusal(&self, error: RepositoryError) -> DomainError {
        match error {
            RepositoryError::Refused(Refusal::TooManyOpenRequests) => DomainError::TooMany(
                messages::too_many_open(i64::from(self.rules.max_open_per_kind)),
            ),
            RepositoryError::Refused(Refusal::TooManyRequestsPerHour) => DomainError::TooMany(
                messages::too_many_per_hour(i64::from(self.rules.max_per_hour)),
            ),
            other => other.into(),
        }
    }

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
    /// anyone else is told it does not exist.
    pub fn get(&self, actor: &Actor, id: RequestId) -> Result<ServiceRequest, DomainError> {
        let mut found = self.visible(actor, id)?;
        if actor.is_admin() && found.summary.unread {
            self.requests.mark_read(id)?;
            found.summary.unread = false;
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
            messages_url: self.url("/messages"),
        };
        let audit = self.audit(actor, "request.reply", &before, |after| {
            after["status"] = json!(RequestStatus::Answered.as_str());
        });
        self.stored(self.requests.reply(id, &message, &mail, &audit))
    }

    /// To each staff address the request with a link to it in the inbox (never the files), and
    /// to the client the confirmation with the promise of their kind of request.
    fn submitted_mails(
        &self,
        stored: &ServiceRequest,
        client: &User,
        staff: &[String],
        documents: &[String],
    ) -> Vec<Notification> {
        let summary = &stored.summary;
        let details = RequestDetails {
            id: summary.id.0,
            kind: summary.kind.label().to_owned(),
            title: summary.title.clone(),
            client_name: client.display_name().to_owned(),
            client_email: client.email.clone(),
            lines: lines(&stored.form),
            documents: documents.to_vec(),
        };
        let request_url = self.url(&format!("/admin/requests/{}", summary.id.0));
        let mut mails: Vec<Notification> = staff
            .iter()
            .map(|to| Notification::RequestToStaff {
                to: to.clone(),
                request: details.clone(),
                request_url: request_url.clone(),
            })
            .collect();
        mails.push(Notification::RequestReceived {
            to: client.email.clone(),
            name: client.display_name().to_owned(),
            title: summary.title.clone(),
            promise: summary.kind.promise().to_owned(),
            requests_url: self.url("/requests"),
        });
        mails
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

    /// The documents named, each the caller's own; a missing or someone else's one is
    /// refused under `documentIds` as not found.
    fn own_documents(
        &self,
        actor: &Actor,
        ids: &[i64],
        errors: &mut FieldErrors,
    ) -> Result<Vec<(DocumentId, String)>, DomainError> {
        if ids.len() > MAX_DOCUMENTS {
            errors.add("documentIds", messages::TOO_MANY_DOCUMENTS);
            return Ok(Vec::new());
        }
        let mut found: Vec<(DocumentId, String)> = Vec::new();
        for id in ids {
            if found.iter().any(|(known, _)| known.0 == *id) {
                continue;
            }
            match self.documents.find(DocumentId(*id))? {
                Some(document) if document.owner == actor.user_id => {
                    found.push((document.id, document.original_name));
                }
                _ => errors.add("documentIds", messages::DOCUMENT_NOT_FOUND),
            }
        }
        Ok(found)
    }

    pub(super) fn account(&self, actor: &Actor) -> Result<User, DomainError> {
        self.users
            .find_by_id(actor.user_id)?
            .ok_or_else(|| DomainError::Unauthenticated("Sessão encerrada.".into()))
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

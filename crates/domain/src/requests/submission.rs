//! Sending a request: the form checked, the course named, the client's documents attached, the
//! abuse limits, and the mails to staff and to the client.

use super::describe::{lines, title};
use super::form::{messages as form_messages, RequestForm};
use super::model::{NewRequest, ServiceRequest, SubmitLimits};
use super::service::{messages, RequestService, MAX_DOCUMENTS};
use crate::catalog::CourseId;
use crate::documents::{DocumentFilter, DocumentId};
use crate::notifications::{staff_addresses, Notification, RequestDetails};
use crate::paging::{PageRequest, MAX_PAGE_SIZE};
use crate::users::{User, UserId};
use crate::{Actor, DomainError, FieldErrors, Refusal, RepositoryError};

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
            request_url: self.url(&format!("/requests/{}", summary.id.0)),
        });
        mails
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
}

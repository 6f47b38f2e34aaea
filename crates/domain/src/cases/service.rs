use std::sync::Arc;

use chrono::NaiveDate;
use serde_json::{json, Value};

use super::checklist::{checklist_progress, template, ChecklistItem, ItemForm, Review, ReviewForm};
use super::form::{messages, text, CaseForm, UpdateForm, SHORT_TEXT_MAX};
use super::model::{
    Case, CaseDetail, CaseFields, CaseFilter, CaseId, CaseQuery, CaseType, CaseUpdate,
    NewCaseUpdate,
};
use super::ports::CaseRepository;
use super::status::{transition, CaseStatus, Transition};
use crate::audit::AuditEntry;
use crate::clock::Clock;
use crate::documents::{CaseLink, CaseLinks};
use crate::notifications::Notification;
use crate::paging::Page;
use crate::users::{User, UserId, UserRepository};
use crate::{Actor, DomainError, FieldErrors, Refusal, RepositoryError};

pub const CASE_NOT_FOUND: &str = "Processo não encontrado.";
pub const CLIENT_NOT_FOUND: &str = "Cliente não encontrado.";
pub const TYPE_FILTER_INVALID: &str = "Tipo de processo inválido";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseRules {
    /// `STAFF_EMAIL`; without it every active admin hears of a client's upload.
    pub staff_email: Option<String>,
    pub portal_url: String,
}

/// A validated new case: whose, its fields, its first checklist items and its audit row (whose
/// `entity_id` the adapter sets to the new id).
#[derive(Debug, Clone, PartialEq)]
pub struct CaseOpening {
    pub client: UserId,
    pub fields: CaseFields,
    pub actual_end_date: Option<NaiveDate>,
    pub checklist: &'static [&'static str],
    pub audit: AuditEntry,
}

#[derive(Clone, derive_new::new)]
pub struct CaseService {
    cases: Arc<dyn CaseRepository>,
    users: Arc<dyn UserRepository>,
    clock: Arc<dyn Clock>,
    rules: CaseRules,
}

impl CaseService {
    /// A client's own cases; staff see everyone's, filtered.
    pub fn list(&self, actor: &Actor, query: &CaseQuery) -> Result<Page<Case>, DomainError> {
        let mut errors = FieldErrors::new();
        let status = match query.status.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => errors.check(
                "status",
                CaseStatus::parse(text).ok_or_else(|| super::form::messages::STATUS_INVALID.into()),
            ),
        };
        let case_type = match query.case_type.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => errors
                .check("type", CaseType::parse(text).ok_or_else(|| TYPE_FILTER_INVALID.into())),
        };
        errors.into_result()?;
        let mut statuses: Vec<CaseStatus> = status.into_iter().collect();
        if query.awaiting_client {
            statuses.retain(|s| *s == CaseStatus::AwaitingDocuments);
            if status.is_none() {
                statuses.push(CaseStatus::AwaitingDocuments);
            } else if statuses.is_empty() {
                return Ok(Page {
                    items: vec![],
                    total: 0,
                    page: query.page.page,
                    page_size: query.page.page_size,
                });
            }
        }
        let admin = actor.is_admin();
        let search = query.search.as_deref().map(str::trim).filter(|s| admin && !s.is_empty());
        Ok(self.cases.list(&CaseFilter {
            client: (!admin).then_some(actor.user_id),
            statuses,
            case_type,
            search: search.map(str::to_owned),
            page: query.page,
        })?)
    }

    /// The case and its history, for its client and staff; anyone else gets 'not found'.
    pub fn detail(&self, actor: &Actor, id: CaseId) -> Result<CaseDetail, DomainError> {
        let case = self.visible(actor, id)?;
        let updates = self.cases.updates(id)?;
        let today = self.today();
        let checklist = self
            .cases
            .checklist(id)?
            .into_iter()
            .map(|row| ChecklistItem::of(row, today))
            .collect::<Vec<_>>();
        let checklist_progress = checklist_progress(&checklist);
        Ok(CaseDetail { case, updates, checklist, checklist_progress })
    }

    /// Staff add a document the case needs.
    pub fn add_item(
        &self,
        actor: &Actor,
        id: CaseId,
        form: &ItemForm,
    ) -> Result<ChecklistItem, DomainError> {
        self.visible(actor, id)?;
        actor.require_admin()?;
        let name = match text(&form.name, SHORT_TEXT_MAX, false) {
            Ok(name) if !name.is_empty() => name,
            Ok(_) => return Err(field("name", messages::ITEM_NAME_REQUIRED)),
            Err(message) => return Err(field("name", &message)),
        };
        let audit = self.item_audit(actor, id, "case_item_add", json!({"name": name}));
        let row = self.cases.add_item(id, &name, &audit)?;
        Ok(ChecklistItem::of(row, self.today()))
    }

    /// Staff take an item off the checklist (one added by mistake); the documents sent for it stay
    /// in the client's documents.
    pub fn remove_item(&self, actor: &Actor, id: CaseId, item: i64) -> Result<(), DomainError> {
        self.visible(actor, id)?;
        actor.require_admin()?;
        let Some(row) = self.cases.find_item(item)?.filter(|row| row.case_id == id) else {
            return Err(DomainError::NotFound(messages::ITEM_NOT_FOUND.into()));
        };
        // The row goes: the audit keeps what it was.
        let audit = AuditEntry {
            before: Some(json!({"item": item, "name": row.name, "review": row.review.as_str()})),
            after: None,
            ..self.item_audit(actor, id, "case_item_remove", Value::Null)
        };
        if self.cases.remove_item(id, item, &audit)? {
            Ok(())
        } else {
            Err(DomainError::NotFound(messages::ITEM_NOT_FOUND.into()))
        }
    }

    /// Staff approve or reject an item; a rejection carries the reason the client reads.
    pub fn review_item(
        &self,
        actor: &Actor,
        id: CaseId,
        item: i64,
        form: &ReviewForm,
    ) -> Result<ChecklistItem, DomainError> {
        self.visible(actor, id)?;
        actor.require_admin()?;
        let review = match form.decision.as_deref().and_then(Review::parse) {
            Some(review @ (Review::Approved | Review::Rejected)) => review,
            _ => return Err(field("decision", messages::DECISION_INVALID)),
        };
        let reason = text(&form.reason, super::form::LONG_TEXT_MAX, true)
            .map_err(|message| field("reason", &message))?;
        if review == Review::Rejected && reason.is_empty() {
            return Err(field("reason", messages::REASON_REQUIRED));
        }
        let reason = if review == Review::Approved { String::new() } else { reason };
        let after = json!({"item": item, "review": review.as_str(), "reason": reason});
        let audit = self.item_audit(actor, id, "case_item_review", after);
        // An item is reviewed for a document it holds: with none sent, there is nothing yet.
        let row = match self.cases.review_item(id, item, review, &reason, &audit) {
            Ok(Some(row)) => row,
            Ok(None) => return Err(DomainError::NotFound(messages::ITEM_NOT_FOUND.into())),
            Err(RepositoryError::Refused(Refusal::NothingToReview)) => {
                return Err(DomainError::Conflict {
                    message: messages::NOTHING_TO_REVIEW.into(),
                    field_errors: FieldErrors::new(),
                })
            }
            Err(other) => return Err(other.into()),
        };
        Ok(ChecklistItem::of(row, self.today()))
    }

    fn item_audit(
        &self,
        actor: &Actor,
        id: CaseId,
        action: &'static str,
        after: Value,
    ) -> AuditEntry {
        AuditEntry {
            actor: actor.user_id,
            action,
            entity: "case",
            entity_id: id.0.to_string(),
            before: None,
            after: Some(after),
        }
    }

    /// Staff open a case for a client.
    pub fn open(&self, actor: &Actor, form: &CaseForm) -> Result<Case, DomainError> {
        let opening = self.opening(actor, form)?;
        match self.cases.insert(
            opening.client,
            &opening.fields,
            opening.actual_end_date,
            opening.checklist,
            &opening.audit,
        ) {
            Err(RepositoryError::Refused(Refusal::UnknownUser)) => {
                Err(DomainError::NotFound(CLIENT_NOT_FOUND.into()))
            }
            other => Ok(other?),
        }
    }

    /// A new case as staff asked for it, validated, with its first checklist and audit row,
    /// for [`CaseService::open`] or another feature's transaction to store.
    pub fn opening(&self, actor: &Actor, form: &CaseForm) -> Result<CaseOpening, DomainError> {
        actor.require_admin()?;
        let (fields, mut errors) = match form.validate() {
            Ok(fields) => (Some(fields), FieldErrors::new()),
            Err(errors) => (None, errors),
        };
        if form.user_id.is_none() {
            errors.add("userId", super::form::messages::CLIENT_REQUIRED);
        }
        errors.into_result()?;
        let (Some(fields), Some(client)) = (fields, form.user_id.map(UserId)) else {
            return Err(DomainError::Internal("validated case form without fields".into()));
        };
        if self.users.find_by_id(client)?.is_none() {
            return Err(DomainError::NotFound(CLIENT_NOT_FOUND.into()));
        }
        let end = fields.status.is_closed().then(|| self.today());
        let audit = AuditEntry {
            actor: actor.user_id,
            action: "case_open",
            entity: "case",
            entity_id: String::new(),
            before: None,
            after: Some(snapshot(client, &fields, end)),
        };
        let checklist = template(fields.case_type);
        Ok(CaseOpening { client, fields, actual_end_date: end, checklist, audit })
    }

    /// Today in the portal's time zone (a case's dates).
    pub fn today(&self) -> NaiveDate {
        self.clock.today()
    }

    /// Staff change a case: closing sets the actual end date, reopening clears it (audited as
    /// a reopening; only admins, as all staff are).
    pub fn change(&self, actor: &Actor, id: CaseId, form: &CaseForm) -> Result<Case, DomainError> {
        let current = self.visible(actor, id)?;
        actor.require_admin()?;
        let fields = form.validate().map_err(DomainError::Validation)?;
        let step = transition(current.status, fields.status);
        let end = match step {
            Transition::Close => Some(self.today()),
            Transition::Reopen => None,
            Transition::Plain => current.actual_end_date,
        };
        let before = snapshot(current.client, &fields_of(&current), current.actual_end_date);
        let after = snapshot(current.client, &fields, end);
        let mut audit = vec![AuditEntry {
            actor: actor.user_id,
            action: "case_change",
            entity: "case",
            entity_id: id.0.to_string(),
            before: Some(before.clone()),
            after: Some(after.clone()),
        }];
        if step == Transition::Reopen {
            audit.push(AuditEntry { action: "case_reopen", ..audit[0].clone() });
        }
        self.cases
            .update(id, &fields, end, &audit)?
            .ok_or_else(|| DomainError::NotFound(CASE_NOT_FOUND.into()))
    }

    /// Staff post to a case's history; the client is told by e-mail.
    pub fn post_update(
        &self,
        actor: &Actor,
        id: CaseId,
        form: &UpdateForm,
    ) -> Result<CaseUpdate, DomainError> {
        let case = self.visible(actor, id)?;
        actor.require_admin()?;
        let content = form.validate().map_err(DomainError::Validation)?;
        let author = self.users.find_by_id(actor.user_id)?;
        let author_name = author.map(|a| a.display_name().to_owned()).unwrap_or_default();
        let client = self.users.find_by_id(case.client)?;
        let mails = update_mail(client, case.title(), &content, self.case_url());
        let audit = AuditEntry {
            actor: actor.user_id,
            action: "case_update_post",
            entity: "case",
            entity_id: id.0.to_string(),
            before: None,
            after: Some(json!({"content": content})),
        };
        let new = NewCaseUpdate { case_id: id, author: actor.user_id, author_name, content };
        Ok(self.cases.add_update(&new, &mails, &audit)?)
    }

    fn visible(&self, actor: &Actor, id: CaseId) -> Result<Case, DomainError> {
        match self.cases.find(id)? {
            Some(case) if actor.is_admin() || case.client == actor.user_id => Ok(case),
            _ => Err(DomainError::NotFound(CASE_NOT_FOUND.into())),
        }
    }

    fn case_url(&self) -> String {
        format!("{}/process-tracking", self.rules.portal_url.trim_end_matches('/'))
    }

    /// Who on the staff hears of a client's upload.
    fn staff_addresses(&self) -> Result<Vec<String>, DomainError> {
        Ok(crate::notifications::staff_addresses(
            self.rules.staff_email.as_deref(),
            self.users.as_ref(),
        )?)
    }
}

impl CaseLinks for CaseService {
    /// The case's client owns the file; a client's own upload tells the staff.
    fn link(
        &self,
        actor: &Actor,
        id: CaseId,
        item: Option<i64>,
        name: &str,
    ) -> Result<CaseLink, DomainError> {
        let case = self.visible(actor, id)?;
        if let Some(item) = item {
            match self.cases.find_item(item)? {
                Some(row) if row.case_id == id => {}
                _ => return Err(DomainError::NotFound(messages::ITEM_NOT_FOUND.into())),
            }
        }
        let mails = if actor.is_admin() {
            vec![]
        } else {
            self.staff_addresses()?
                .into_iter()
                .map(|to| Notification::CaseUploadToStaff {
                    to,
                    client_name: case.client_name.clone(),
                    case_title: case.title(),
                    document_name: name.to_owned(),
                    case_url: format!(
                        "{}/admin/cases/{}",
                        self.rules.portal_url.trim_end_matches('/'),
                        id.0
                    ),
                })
                .collect()
        };
        Ok(CaseLink { case: id, checklist_item: item, owner: case.client, mails })
    }
}

fn field(name: &str, message: &str) -> DomainError {
    DomainError::Validation(FieldErrors::single(name, message))
}

/// The mail telling `client` of an update on their case; none once the account is inactive or
/// gone.
pub(crate) fn update_mail(
    client: Option<User>,
    case_title: String,
    content: &str,
    case_url: String,
) -> Vec<Notification> {
    let client = client.filter(|c| c.active);
    client
        .map(|c| Notification::CaseUpdateToClient {
            name: c.display_name().to_owned(),
            to: c.email,
            case_title,
            content: content.to_owned(),
            case_url,
        })
        .into_iter()
        .collect()
}

fn fields_of(case: &Case) -> CaseFields {
    CaseFields {
        case_type: case.case_type,
        country: case.country.clone(),
        protocol: case.protocol.clone(),
        status: case.status,
        progress: case.progress,
        start_date: case.start_date,
        estimated_end_date: case.estimated_end_date,
        notes: case.notes.clone(),
    }
}

fn snapshot(client: UserId, f: &CaseFields, end: Option<NaiveDate>) -> Value {
    json!({
        "userId": client.0,
        "type": f.case_type.as_str(),
        "country": f.country,
        "protocol": f.protocol,
        "status": f.status.as_str(),
        "progress": f.progress,
        "startDate": f.start_date,
        "estimatedEndDate": f.estimated_end_date,
        "actualEndDate": end,
        "notes": f.notes,
    })
}

//! An in-memory request repository that keeps the limits, mails, messages and audit rows the
//! PostgreSQL adapter keeps.

use std::sync::Mutex;

use chrono::{Duration, TimeZone, Utc};

use crate::audit::AuditEntry;
use crate::cases::{Case, CaseId, CaseUpdate};
use crate::messages::NewMessage;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::requests::*;
use crate::{Refusal, RepositoryError};

#[derive(Default)]
pub struct InMemoryRequests {
    pub rows: Mutex<Vec<ServiceRequest>>,
    /// Cases opened from requests, with their first history entry.
    pub cases: Mutex<Vec<(Case, CaseUpdate)>>,
    pub mails: Mutex<Vec<Notification>>,
    pub messages: Mutex<Vec<NewMessage>>,
    pub audit: Mutex<Vec<AuditEntry>>,
}

impl InMemoryRequests {
    pub(super) fn update(
        &self,
        id: RequestId,
        change: impl FnOnce(&mut ServiceRequest),
    ) -> Result<ServiceRequest, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let row = rows.iter_mut().find(|r| r.summary.id == id).ok_or(RepositoryError::NotFound)?;
        change(row);
        Ok(row.clone())
    }
}

impl RequestRepository for InMemoryRequests {
    fn insert(
        &self,
        new: &NewRequest,
        limits: Option<SubmitLimits>,
        mails: &dyn Fn(&ServiceRequest) -> Vec<Notification>,
    ) -> Result<ServiceRequest, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let now =
            limits.map_or_else(|| Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap(), |l| l.now);
        if let Some(limits) = limits {
            let mine = rows.iter().filter(|r| r.summary.client_id == new.client);
            let open = mine
                .clone()
                .filter(|r| r.summary.kind == new.form.kind())
                .filter(|r| r.summary.status != RequestStatus::Closed)
                .count() as i64;
            if open >= limits.max_open_per_kind {
                return Err(RepositoryError::Refused(Refusal::TooManyOpenRequests));
            }
            let recent =
                mine.filter(|r| r.summary.created_at > now - Duration::hours(1)).count() as i64;
            if recent >= limits.max_per_hour {
                return Err(RepositoryError::Refused(Refusal::TooManyRequestsPerHour));
            }
        }
        let stored = ServiceRequest {
            summary: RequestSummary {
                id: RequestId(rows.len() as i64 + 1),
                client_id: new.client,
                client_name: format!("cliente {}", new.client.0),
                kind: new.form.kind(),
                title: new.title.clone(),
                status: RequestStatus::New,
                assigned_to: None,
                assigned_name: None,
                unread: true,
                priority: new.priority,
                created_at: now,
                updated_at: now,
            },
            client_email: String::new(),
            form: new.form.clone(),
            documents: new
                .documents
                .iter()
                .map(|id| AttachedDocument { id: *id, name: String::new(), size: 0 })
                .collect(),
            case_id: None,
            replies: Vec::new(),
        };
        rows.push(stored.clone());
        self.mails.lock().unwrap().extend(mails(&stored));
        Ok(stored)
    }

    fn find(&self, id: RequestId) -> Result<Option<ServiceRequest>, RepositoryError> {
        Ok(self.rows.lock().unwrap().iter().find(|r| r.summary.id == id).cloned())
    }

    fn list(&self, filter: &RequestFilter) -> Result<Page<RequestSummary>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let items: Vec<RequestSummary> = rows
            .iter()
            .rev()
            .map(|r| r.summary.clone())
            .filter(|s| filter.client.is_none_or(|c| s.client_id == c))
            .filter(|s| filter.kind.is_none_or(|k| s.kind == k))
            .filter(|s| filter.status.is_none_or(|st| s.status == st))
            .filter(|s| !filter.unassigned || s.assigned_to.is_none())
            .filter(|s| !filter.only_priority || s.priority)
            .filter(|s| filter.search.as_ref().is_none_or(|q| s.title.contains(q.as_str())))
            .collect();
        Ok(crate::testing::one_page(items))
    }

    fn unread_count(&self) -> Result<i64, RepositoryError> {
        Ok(self.rows.lock().unwrap().iter().filter(|r| r.summary.unread).count() as i64)
    }

    fn mark_read(&self, id: RequestId) -> Result<(), RepositoryError> {
        self.update(id, |r| r.summary.unread = false).map(|_| ())
    }

    fn change(
        &self,
        id: RequestId,
        change: &RequestChange,
        audit: &AuditEntry,
    ) -> Result<ServiceRequest, RepositoryError> {
        self.audit.lock().unwrap().push(audit.clone());
        self.update(id, |r| match change {
            RequestChange::Assign(staff) => {
                r.summary.assigned_to = Some(*staff);
                r.summary.status = r.summary.status.taken_up();
            }
            RequestChange::Status(status) => r.summary.status = *status,
        })
    }

    fn reply(
        &self,
        id: RequestId,
        message: &NewMessage,
        mail: &Notification,
        audit: &AuditEntry,
    ) -> Result<ServiceRequest, RepositoryError> {
        let stored = self.update(id, |r| {
            r.summary.status = RequestStatus::Answered;
            r.replies.push(RequestReply {
                author_name: Some(format!("equipe {}", message.sender.0)),
                content: message.content.clone(),
                sent_at: Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap(),
                deleted_by_client: false,
            });
        })?;
        self.messages.lock().unwrap().push(message.clone());
        self.mails.lock().unwrap().push(mail.clone());
        self.audit.lock().unwrap().push(audit.clone());
        Ok(stored)
    }

    fn open_case(&self, new: &CaseFromRequest) -> Result<(ServiceRequest, Case), RepositoryError> {
        let case_id = CaseId(self.cases.lock().unwrap().len() as i64 + 100);
        let mut refused = false;
        let stored = self.update(new.request, |r| {
            refused = r.case_id.is_some();
            if !refused {
                r.case_id = Some(case_id.0);
                r.summary.assigned_to = r.summary.assigned_to.or(Some(new.author));
                r.summary.status = r.summary.status.taken_up();
            }
        })?;
        if refused {
            return Err(RepositoryError::Refused(Refusal::RequestHasCase));
        }
        let f = &new.opening.fields;
        let now = Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0).unwrap();
        let case = Case {
            id: case_id,
            client: new.opening.client,
            client_name: stored.summary.client_name.clone(),
            case_type: f.case_type,
            country: f.country.clone(),
            protocol: f.protocol.clone(),
            status: f.status,
            progress: f.progress,
            start_date: f.start_date,
            estimated_end_date: f.estimated_end_date,
            actual_end_date: new.opening.actual_end_date,
            notes: f.notes.clone(),
            document_count: stored.documents.len() as i64,
            update_count: 1,
            created_at: now,
            updated_at: now,
        };
        let update = CaseUpdate {
            id: 1,
            case_id,
            author_id: Some(new.author.0),
            author_name: new.author_name.clone(),
            content: new.update.clone(),
            created_at: now,
        };
        self.cases.lock().unwrap().push((case.clone(), update));
        self.mails.lock().unwrap().extend(new.mails.iter().cloned());
        let mut audit = self.audit.lock().unwrap();
        audit.push(AuditEntry { entity_id: case_id.0.to_string(), ..new.opening.audit.clone() });
        let mut entry = new.audit.clone();
        if let Some(after) = entry.after.as_mut() {
            after["caseId"] = serde_json::json!(case_id.0);
        }
        audit.push(entry);
        Ok((stored, case))
    }
}

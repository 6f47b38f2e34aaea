//! An in-memory request repository that keeps the limits, mails, messages and audit rows the
//! PostgreSQL adapter keeps.

use std::sync::Mutex;

use chrono::{Duration, TimeZone, Utc};

use crate::audit::AuditEntry;
use crate::messages::NewMessage;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::requests::*;
use crate::{Refusal, RepositoryError};

#[derive(Default)]
pub struct InMemoryRequests {
    pub rows: Mutex<Vec<ServiceRequest>>,
    pub mails: Mutex<Vec<Notification>>,
    pub messages: Mutex<Vec<NewMessage>>,
    pub audit: Mutex<Vec<AuditEntry>>,
}

impl InMemoryRequests {
    fn update(
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
                if r.summary.status == RequestStatus::New {
                    r.summary.status = RequestStatus::InProgress;
                }
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
        let stored = self.update(id, |r| r.summary.status = RequestStatus::Answered)?;
        self.messages.lock().unwrap().push(message.clone());
        self.mails.lock().unwrap().push(mail.clone());
        self.audit.lock().unwrap().push(audit.clone());
        Ok(stored)
    }
}

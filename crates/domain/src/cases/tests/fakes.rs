//! An in-memory case repository.

use std::sync::Mutex;

use chrono::{NaiveDate, TimeZone, Utc};

use crate::audit::AuditEntry;
use crate::cases::*;
use crate::notifications::Notification;
use crate::paging::Page;
use crate::users::UserId;
use crate::{Refusal, RepositoryError};

#[derive(Default)]
pub struct InMemoryCases {
    pub rows: Mutex<Vec<Case>>,
    pub updates: Mutex<Vec<CaseUpdate>>,
    pub audit: Mutex<Vec<AuditEntry>>,
    pub mails: Mutex<Vec<Notification>>,
    /// The last filter the list was read with.
    pub last_filter: Mutex<Option<CaseFilter>>,
    pub items: Mutex<Vec<ChecklistRow>>,
}

impl InMemoryCases {
    fn push_item(&self, case_id: CaseId, name: &str) -> ChecklistRow {
        let mut items = self.items.lock().unwrap();
        let row = ChecklistRow {
            id: items.len() as i64 + 1,
            case_id,
            name: name.to_owned(),
            review: Review::Waiting,
            review_reason: String::new(),
            document_count: 0,
            expires_on: None,
        };
        items.push(row.clone());
        row
    }
}

fn apply(case: &mut Case, fields: &CaseFields, end: Option<NaiveDate>) {
    case.case_type = fields.case_type;
    case.country = fields.country.clone();
    case.protocol = fields.protocol.clone();
    case.status = fields.status;
    case.progress = fields.progress;
    case.start_date = fields.start_date;
    case.estimated_end_date = fields.estimated_end_date;
    case.notes = fields.notes.clone();
    case.actual_end_date = end;
}

impl CaseRepository for InMemoryCases {
    fn list(&self, filter: &CaseFilter) -> Result<Page<Case>, RepositoryError> {
        *self.last_filter.lock().unwrap() = Some(filter.clone());
        let rows = self.rows.lock().unwrap();
        let items: Vec<Case> = rows
            .iter()
            .filter(|c| filter.client.is_none_or(|client| c.client == client))
            .filter(|c| filter.statuses.is_empty() || filter.statuses.contains(&c.status))
            .filter(|c| filter.case_type.is_none_or(|t| c.case_type == t))
            .cloned()
            .collect();
        Ok(crate::testing::one_page(items))
    }

    fn find(&self, id: CaseId) -> Result<Option<Case>, RepositoryError> {
        Ok(self.rows.lock().unwrap().iter().find(|c| c.id == id).cloned())
    }

    fn insert(
        &self,
        client: UserId,
        fields: &CaseFields,
        end: Option<NaiveDate>,
        checklist: &[&str],
        audit: &AuditEntry,
    ) -> Result<Case, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let at = Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap();
        let mut case = Case {
            id: CaseId(rows.len() as i64 + 1),
            client,
            client_name: String::new(),
            case_type: fields.case_type,
            country: String::new(),
            protocol: String::new(),
            status: fields.status,
            progress: 0,
            start_date: fields.start_date,
            estimated_end_date: None,
            actual_end_date: None,
            notes: String::new(),
            document_count: 0,
            update_count: 0,
            created_at: at,
            updated_at: at,
        };
        apply(&mut case, fields, end);
        rows.push(case.clone());
        for name in checklist {
            self.push_item(case.id, name);
        }
        let mut entry = audit.clone();
        entry.entity_id = case.id.0.to_string();
        self.audit.lock().unwrap().push(entry);
        Ok(case)
    }

    fn update(
        &self,
        id: CaseId,
        fields: &CaseFields,
        end: Option<NaiveDate>,
        audit: &[AuditEntry],
    ) -> Result<Option<Case>, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let Some(case) = rows.iter_mut().find(|c| c.id == id) else { return Ok(None) };
        apply(case, fields, end);
        self.audit.lock().unwrap().extend(audit.iter().cloned());
        Ok(Some(case.clone()))
    }

    fn checklist(&self, id: CaseId) -> Result<Vec<ChecklistRow>, RepositoryError> {
        let items = self.items.lock().unwrap();
        Ok(items.iter().filter(|i| i.case_id == id).cloned().collect())
    }

    fn find_item(&self, item: i64) -> Result<Option<ChecklistRow>, RepositoryError> {
        Ok(self.items.lock().unwrap().iter().find(|i| i.id == item).cloned())
    }

    fn add_item(
        &self,
        id: CaseId,
        name: &str,
        audit: &AuditEntry,
    ) -> Result<ChecklistRow, RepositoryError> {
        self.audit.lock().unwrap().push(audit.clone());
        Ok(self.push_item(id, name))
    }

    fn review_item(
        &self,
        id: CaseId,
        item: i64,
        review: Review,
        reason: &str,
        audit: &AuditEntry,
    ) -> Result<Option<ChecklistRow>, RepositoryError> {
        let mut items = self.items.lock().unwrap();
        let Some(row) = items.iter_mut().find(|i| i.id == item && i.case_id == id) else {
            return Ok(None);
        };
        if row.document_count == 0 {
            return Err(RepositoryError::Refused(Refusal::NothingToReview));
        }
        row.review = review;
        row.review_reason = reason.to_owned();
        self.audit.lock().unwrap().push(audit.clone());
        Ok(Some(row.clone()))
    }

    fn remove_item(
        &self,
        id: CaseId,
        item: i64,
        audit: &AuditEntry,
    ) -> Result<bool, RepositoryError> {
        let mut items = self.items.lock().unwrap();
        let before = items.len();
        items.retain(|i| !(i.id == item && i.case_id == id));
        let removed = items.len() < before;
        if removed {
            self.audit.lock().unwrap().push(audit.clone());
        }
        Ok(removed)
    }

    fn updates(&self, id: CaseId) -> Result<Vec<CaseUpdate>, RepositoryError> {
        let updates = self.updates.lock().unwrap();
        Ok(updates.iter().rev().filter(|u| u.case_id == id).cloned().collect())
    }

    fn add_update(
        &self,
        new: &NewCaseUpdate,
        mails: &[Notification],
        audit: &AuditEntry,
    ) -> Result<CaseUpdate, RepositoryError> {
        let mut updates = self.updates.lock().unwrap();
        let update = CaseUpdate {
            id: updates.len() as i64 + 1,
            case_id: new.case_id,
            author_id: Some(new.author.0),
            author_name: new.author_name.clone(),
            content: new.content.clone(),
            created_at: Utc::now(),
        };
        updates.push(update.clone());
        self.mails.lock().unwrap().extend(mails.iter().cloned());
        self.audit.lock().unwrap().push(audit.clone());
        Ok(update)
    }
}

//! An in-memory appointment store.

use std::collections::HashMap;

use super::*;
use crate::testing::one_page;

/// A slot held for the waitlist: place, day, time and until when.
pub(super) type HeldSlot = (String, NaiveDate, NaiveTime, chrono::DateTime<Utc>);

#[derive(Default)]
pub(super) struct InMemoryAppointments {
    pub(super) rows: Mutex<Vec<Appointment>>,
    pub(super) mails: Mutex<Vec<Notification>>,
    /// The account each counted mail was queued for, as the outbox keeps it.
    pub(super) counted: Mutex<Vec<UserId>>,
    /// The reminders waiting for each appointment.
    pub(super) reminders: Mutex<HashMap<AppointmentId, Vec<ScheduledReminder>>>,
    /// The link tokens by digest: their appointment, action and whether used.
    pub(super) tokens: Mutex<HashMap<String, ActionToken>>,
    /// The audit rows of changes made by link.
    pub(super) audits: Mutex<Vec<ClientAudit>>,
    /// The holds offered for the slots changes freed.
    pub(super) freed: Mutex<Vec<HoldOffer>>,
    /// Slots held for the waitlist: place, day, time and until when.
    pub(super) holds: Mutex<Vec<HeldSlot>>,
}

impl InMemoryAppointments {
    fn slot_taken(
        rows: &[Appointment],
        draft: &AppointmentDraft,
        except: Option<AppointmentId>,
    ) -> bool {
        draft.status.is_active()
            && draft.location != OTHER_LOCATION
            && rows.iter().any(|a| {
                Some(a.summary.id) != except
                    && a.summary.status.is_active()
                    && (a.summary.location.as_str(), a.summary.date, a.summary.time)
                        == (draft.location.as_str(), draft.date, draft.time)
            })
    }

    /// Queues the mails `quota` leaves room for, and replaces the reminders when told to.
    fn queue(&self, id: AppointmentId, quota: Option<MailQuota>, outgoing: Outgoing) {
        self.tokens.lock().unwrap().extend(outgoing.tokens.into_iter().map(|token| {
            (token.digest, ActionToken { appointment: id, action: token.action, used: false })
        }));
        self.freed.lock().unwrap().extend(outgoing.freed);
        if let ReminderPlan::Replace(reminders) = outgoing.reminders {
            self.reminders.lock().unwrap().insert(id, reminders);
        }
        let mails = outgoing.mails;
        let mut counted = self.counted.lock().unwrap();
        let room = quota.map_or(usize::MAX, |q| {
            let used = counted.iter().filter(|a| **a == q.account).count() as i64;
            usize::try_from(q.per_hour - used).unwrap_or(0)
        });
        let queued: Vec<_> = mails.into_iter().take(room).collect();
        if let Some(q) = quota {
            counted.extend(queued.iter().map(|_| q.account));
        }
        self.mails.lock().unwrap().extend(queued);
    }

    /// The row the store keeps for `draft`.
    pub(super) fn stored(
        id: AppointmentId,
        draft: &AppointmentDraft,
        sequence: i32,
    ) -> Appointment {
        let at = Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap();
        Appointment {
            summary: AppointmentSummary {
                id,
                client_name: draft.client_name.clone(),
                client_email: draft.client_email.clone(),
                service_id: draft.service_id,
                service_name: if draft.service_id == ServiceId(1) {
                    "Agendamento de Passaporte Italiano".into()
                } else {
                    "Outro serviço".into()
                },
                location: draft.location.clone(),
                date: draft.date,
                time: draft.time,
                status: draft.status,
                presence_confirmed_at: None,
                priority: draft.priority,
                closed_notice: None,
            },
            user_id: draft.user_id,
            client_phone: draft.client_phone.clone(),
            notes: draft.notes.clone(),
            italian: draft.italian.clone(),
            sequence,
            created_at: at,
            updated_at: at,
        }
    }
}

impl AppointmentRepository for InMemoryAppointments {
    fn list(
        &self,
        filter: &AppointmentFilter,
    ) -> Result<Page<AppointmentSummary>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let items: Vec<_> = rows
            .iter()
            .filter(|a| filter.owner.is_none_or(|o| a.user_id == Some(o)))
            .filter(|a| !filter.only_priority || a.summary.priority)
            .filter(|a| !filter.only_active || a.summary.status.is_upcoming())
            .map(AppointmentSummary::from)
            .collect();
        Ok(one_page(items))
    }

    fn find(&self, id: AppointmentId) -> Result<Option<Appointment>, RepositoryError> {
        Ok(self.rows.lock().unwrap().iter().find(|a| a.summary.id == id).cloned())
    }

    fn insert(
        &self,
        draft: &AppointmentDraft,
        limit: Option<ActiveLimit>,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        if Self::slot_taken(&rows, draft, None) {
            return Err(RepositoryError::Duplicate(Conflict::SlotTaken));
        }
        if let Some(limit) = limit {
            let active = rows
                .iter()
                .filter(|a| {
                    a.user_id == Some(limit.owner)
                        && matches!(a.summary.status, Status::Pending | Status::Confirmed)
                        && a.summary.date >= limit.from
                })
                .count() as i64;
            if active >= limit.max {
                return Err(RepositoryError::Refused(Refusal::TooManyActive));
            }
        }
        let stored = Self::stored(AppointmentId(rows.len() as i64 + 1), draft, 0);
        rows.push(stored.clone());
        self.queue(stored.summary.id, quota, mails(&stored));
        Ok(stored)
    }

    fn update(
        &self,
        id: AppointmentId,
        draft: &AppointmentDraft,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        if Self::slot_taken(&rows, draft, Some(id)) {
            return Err(RepositoryError::Duplicate(Conflict::SlotTaken));
        }
        let row = rows.iter_mut().find(|a| a.summary.id == id).ok_or(RepositoryError::NotFound)?;
        *row = Self::stored(id, draft, row.sequence + 1);
        let stored = row.clone();
        drop(rows);
        self.queue(id, quota, mails(&stored));
        Ok(stored)
    }

    fn action_token(&self, digest: &str) -> Result<Option<ActionToken>, RepositoryError> {
        Ok(self.tokens.lock().unwrap().get(digest).cloned())
    }

    fn redeem(
        &self,
        digest: &str,
        change: &ClientChange,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
        audit: AuditFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError> {
        let id = {
            let tokens = self.tokens.lock().unwrap();
            match tokens.get(digest) {
                Some(token) if !token.used => token.appointment,
                _ => return Ok(None),
            }
        };
        let stored = match change {
            ClientChange::ConfirmPresence => {
                let mut rows = self.rows.lock().unwrap();
                let row = rows
                    .iter_mut()
                    .find(|a| a.summary.id == id)
                    .ok_or(RepositoryError::NotFound)?;
                row.summary.presence_confirmed_at =
                    Some(Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap());
                let stored = row.clone();
                drop(rows);
                self.queue(id, quota, mails(&stored));
                stored
            }
            ClientChange::Change(draft) => self.update(id, draft, quota, mails)?,
        };
        if let Some(token) = self.tokens.lock().unwrap().get_mut(digest) {
            token.used = true;
        }
        self.audits.lock().unwrap().push(audit(&stored));
        Ok(Some(stored))
    }

    fn counts(&self, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let mine: Vec<_> = rows.iter().filter(|a| owner.is_none() || a.user_id == owner).collect();
        Ok(StatusCounts {
            total: mine.len() as i64,
            pending: mine.iter().filter(|a| a.summary.status == Status::Pending).count() as i64,
            completed: mine.iter().filter(|a| a.summary.status == Status::Completed).count() as i64,
        })
    }

    fn taken_times(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<NaiveTime>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .filter(|a| {
                a.summary.status.is_active()
                    && a.summary.location == location
                    && a.summary.date == date
            })
            .map(|a| a.summary.time)
            .collect())
    }

    fn held_times(
        &self,
        location: &str,
        date: NaiveDate,
        now: chrono::DateTime<Utc>,
    ) -> Result<Vec<NaiveTime>, RepositoryError> {
        let holds = self.holds.lock().unwrap();
        Ok(holds
            .iter()
            .filter(|(at, day, _, until)| at == location && *day == date && *until > now)
            .map(|(_, _, time, _)| *time)
            .collect())
    }
}

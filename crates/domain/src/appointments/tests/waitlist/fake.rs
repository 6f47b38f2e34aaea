//! The waitlist's store, in memory.

use chrono::DateTime;

use super::super::*;

/// A day's line in memory: entries in join order, and the digests of their holds.
#[derive(Default)]
pub(super) struct InMemoryWaitlist {
    pub(super) entries: Mutex<Vec<(WaitlistEntry, Option<String>)>>,
}

impl WaitlistRepository for InMemoryWaitlist {
    fn join(&self, new: &NewWaitlistEntry) -> Result<WaitlistEntry, RepositoryError> {
        let mut entries = self.entries.lock().unwrap();
        let same = |e: &WaitlistEntry| {
            (e.user_id, e.service_id, e.location.as_str(), e.date)
                == (new.user_id, new.service_id, new.location.as_str(), new.date)
        };
        if entries.iter().any(|(e, _)| same(e)) {
            return Err(RepositoryError::Duplicate(Conflict::WaitlistEntry));
        }
        let entry = WaitlistEntry {
            id: WaitlistEntryId(entries.len() as i64 + 1),
            user_id: new.user_id,
            client_name: format!("Cliente {}", new.user_id.0),
            client_email: format!("cliente{}@exemplo.com", new.user_id.0),
            service_id: new.service_id,
            service_name: service_name(new.service_id).into(),
            location: new.location.clone(),
            date: new.date,
            status: WaitlistStatus::Waiting,
            created_at: Utc::now(),
            hold: None,
        };
        entries.push((entry.clone(), None));
        Ok(entry)
    }

    fn find(&self, id: WaitlistEntryId) -> Result<Option<WaitlistEntry>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries.iter().map(|(e, _)| e).find(|e| e.id == id).cloned())
    }

    fn list(&self, filter: &WaitlistFilter) -> Result<Vec<WaitlistEntry>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries
            .iter()
            .map(|(e, _)| e)
            .filter(|e| filter.owner.is_none_or(|owner| e.user_id == owner))
            .filter(|e| filter.from.is_none_or(|from| e.date >= from))
            .cloned()
            .collect())
    }

    fn leave(&self, id: WaitlistEntryId, _: OfferFor<'_>) -> Result<bool, RepositoryError> {
        let mut entries = self.entries.lock().unwrap();
        let before = entries.len();
        entries.retain(|(e, _)| e.id != id);
        Ok(entries.len() < before)
    }

    fn hold(&self, digest: &str) -> Result<Option<WaitlistEntry>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries.iter().find(|(_, d)| d.as_deref() == Some(digest)).map(|(e, _)| e.clone()))
    }

    fn hold_digest(&self, id: WaitlistEntryId) -> Result<Option<String>, RepositoryError> {
        let entries = self.entries.lock().unwrap();
        Ok(entries.iter().find(|(e, _)| e.id == id).and_then(|(_, d)| d.clone()))
    }

    fn book_hold(
        &self,
        digest: &str,
        now: DateTime<Utc>,
        draft: &AppointmentDraft,
        _: Option<ActiveLimit>,
        _: Option<MailQuota>,
        _: MailsFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError> {
        let mut entries = self.entries.lock().unwrap();
        let Some((entry, _)) = entries.iter_mut().find(|(e, d)| {
            d.as_deref() == Some(digest)
                && e.status == WaitlistStatus::Offered
                && e.hold.is_some_and(|(_, until)| until > now)
        }) else {
            return Ok(None);
        };
        entry.status = WaitlistStatus::Booked;
        Ok(Some(InMemoryAppointments::stored(AppointmentId(99), draft, 0)))
    }

    fn pass_on_expired(&self, _: DateTime<Utc>, _: OfferFor<'_>) -> Result<usize, RepositoryError> {
        Ok(0)
    }
}

/// The seeded catalogue's names of services 1 and 2.
fn service_name(id: ServiceId) -> &'static str {
    if id == ServiceId(1) {
        "Agendamento de Passaporte Italiano"
    } else {
        "Renovação de Passaporte"
    }
}

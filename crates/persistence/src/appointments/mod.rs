//! The appointment repository: the lists, counts and taken times it keeps in memory, and the
//! modules that read and write them.

mod availability;
mod counters;
mod list;
mod rows;
mod within;
pub(crate) mod writes;

pub(crate) use within::active_within;

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use domain::appointments::{
    ActionToken, ActiveLimit, Appointment, AppointmentDraft, AppointmentFilter, AppointmentId,
    AppointmentRepository, AppointmentSummary, AuditFor, ClientChange, MailsFor, StatusCounts,
};
use domain::notifications::MailQuota;
use domain::paging::Page;
use domain::users::UserId;
use domain::RepositoryError;

use crate::changes::{CachedReads, Topic};
use crate::database::Database;
use crate::error::from_diesel;

#[derive(Clone)]
pub struct PgAppointmentRepository {
    db: Database,
    remembered: Arc<Remembered>,
}

/// The reads repeated all day (the lists, the dashboard's counts, availability), kept in memory
/// until the agenda or the catalogue change.
struct Remembered {
    pages: CachedReads<AppointmentFilter, Page<AppointmentSummary>>,
    counts: CachedReads<Option<UserId>, StatusCounts>,
    taken_times: CachedReads<(String, NaiveDate), Vec<NaiveTime>>,
    /// Everyone's appointments by day and status (the table `appointment_day_counts`, a few
    /// thousand rows): the staff list's totals are summed from them in memory, so a page read
    /// from the database costs the page alone.
    day_counts: CachedReads<(), Arc<Vec<counters::DayCount>>>,
}

impl PgAppointmentRepository {
    pub fn new(db: Database) -> Self {
        const AGENDA: &[Topic] = &[Topic::Appointments];
        // A page shows its service's name.
        const PAGES: &[Topic] = &[Topic::Appointments, Topic::Catalog];
        Self {
            db,
            remembered: Arc::new(Remembered {
                // A page of 50 weighs about 11 KB: some 1 500 fit in the 16 MB.
                pages: CachedReads::weighed(PAGES, 1536, 16 << 20, |filter, page| {
                    let searched = filter.query.as_deref().map_or(0, str::len) as u64;
                    ENTRY_SIZE + searched + page.items.iter().map(approximate_size).sum::<u64>()
                }),
                counts: CachedReads::new(AGENDA, 1024),
                taken_times: CachedReads::new(AGENDA, 4096),
                day_counts: CachedReads::new(AGENDA, 1),
            }),
        }
    }
}

/// Bytes a listed appointment takes in memory, near enough to bound a cache: the struct and its
/// texts.
fn approximate_size(listed: &AppointmentSummary) -> u64 {
    let texts = [&listed.client_name, &listed.client_email, &listed.service_name, &listed.location];
    (std::mem::size_of::<AppointmentSummary>() + texts.iter().map(|t| t.len()).sum::<usize>())
        as u64
}

/// What a cached page costs besides its appointments (its key, the bookkeeping), so that pages
/// past the end, empty but each under its own key, still fill the cache's weight.
const ENTRY_SIZE: u64 = 256;

impl AppointmentRepository for PgAppointmentRepository {
    fn list(
        &self,
        filter: &AppointmentFilter,
    ) -> Result<Page<AppointmentSummary>, RepositoryError> {
        self.remembered.pages.get_or_read(self.db.freshness(), filter.clone(), || {
            let total = match list::counted_by_day(filter) {
                // Summed from the day counters in memory; without the change notifications
                // (memory is not trusted then) the database sums them.
                Some(count) if self.db.freshness().is_listening() => {
                    let days =
                        self.remembered.day_counts.get_or_read(self.db.freshness(), (), || {
                            counters::read_day_counts(&self.db).map(Arc::new)
                        })?;
                    Some(count.total(&days))
                }
                _ => None,
            };
            list::read_page(&self.db, filter, total)
        })
    }

    fn find(&self, id: AppointmentId) -> Result<Option<Appointment>, RepositoryError> {
        let mut conn = self.db.connection()?;
        rows::load_one(&mut conn, id.0)
            .optional()
            .map_err(from_diesel)?
            .map(rows::appointment)
            .transpose()
    }

    fn insert(
        &self,
        draft: &AppointmentDraft,
        limit: Option<ActiveLimit>,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        writes::insert(&self.db, draft, limit, quota, mails)
    }

    fn update(
        &self,
        id: AppointmentId,
        draft: &AppointmentDraft,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        writes::update(&self.db, id, draft, quota, mails)
    }

    fn action_token(&self, digest: &str) -> Result<Option<ActionToken>, RepositoryError> {
        writes::action_token(&self.db, digest)
    }

    fn redeem(
        &self,
        digest: &str,
        change: &ClientChange,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
        audit: AuditFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError> {
        writes::redeem(&self.db, digest, change, quota, mails, audit)
    }

    fn counts(&self, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError> {
        self.remembered
            .counts
            .get_or_read(self.db.freshness(), owner, || counters::read_counts(&self.db, owner))
    }

    fn taken_times(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<NaiveTime>, RepositoryError> {
        self.remembered.taken_times.get_or_read(
            self.db.freshness(),
            (location.to_owned(), date),
            || availability::read_taken_times(&self.db, location, date),
        )
    }

    fn held_times(
        &self,
        location: &str,
        date: NaiveDate,
        now: DateTime<Utc>,
    ) -> Result<Vec<NaiveTime>, RepositoryError> {
        crate::waitlist::held_times(&self.db, location, date, now)
    }
}

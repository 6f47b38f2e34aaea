//! The waitlist of full days: entries in line, the holds of freed slots, and their passing on.
//! A freed slot is offered in the transaction that frees it; an expired hold is passed on by
//! whichever instance claims it first (`FOR UPDATE SKIP LOCKED`), once.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use domain::appointments::{
    ActiveLimit, Appointment, AppointmentDraft, HoldOffer, MailsFor, NewWaitlistEntry, OfferFor,
    Slot, Status, WaitlistEntry, WaitlistEntryId, WaitlistFilter, WaitlistRepository,
    WaitlistStatus,
};
use domain::catalog::ServiceId;
use domain::notifications::MailQuota;
use domain::users::UserId;
use domain::RepositoryError;

use crate::appointments::writes::insert_in;
use crate::changes::Topic;
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{appointments, services, users, waitlist_entries as entries};

#[derive(Clone)]
pub struct PgWaitlistRepository {
    db: Database,
}

impl PgWaitlistRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

type EntryRow = (
    i64,
    i64,
    String,
    String,
    String,
    i64,
    String,
    String,
    NaiveDate,
    String,
    DateTime<Utc>,
    Option<NaiveTime>,
    Option<DateTime<Utc>>,
);

/// The entries with their client's name and address and their service's name.
macro_rules! entry_rows {
    () => {
        entries::table.inner_join(users::table).inner_join(services::table).select((
            entries::id,
            entries::user_id,
            users::full_name,
            users::username,
            users::email,
            entries::service_id,
            services::name,
            entries::location,
            entries::date,
            entries::status,
            entries::created_at,
            entries::hold_time,
            entries::hold_expires_at,
        ))
    };
}

fn entry(row: EntryRow) -> Result<WaitlistEntry, RepositoryError> {
    let (id, user, full_name, username, email, service, service_name, location, date, status) =
        (row.0, row.1, row.2, row.3, row.4, row.5, row.6, row.7, row.8, row.9);
    Ok(WaitlistEntry {
        id: WaitlistEntryId(id),
        user_id: UserId(user),
        client_name: if full_name.trim().is_empty() { username } else { full_name },
        client_email: email,
        service_id: ServiceId(service),
        service_name,
        location,
        date,
        status: WaitlistStatus::parse(&status).ok_or_else(|| {
            RepositoryError::Storage(format!("a waitlist entry has the status {status:?}"))
        })?,
        created_at: row.10,
        hold: row.11.zip(row.12),
    })
}

fn entries_of(rows: Vec<EntryRow>) -> Result<Vec<WaitlistEntry>, RepositoryError> {
    rows.into_iter().map(entry).collect()
}

/// Why a write did not happen: the database failed, or a rule refused it (rolled back).
enum Failure {
    Database(diesel::result::Error),
    Refused(RepositoryError),
}

impl From<diesel::result::Error> for Failure {
    fn from(error: diesel::result::Error) -> Self {
        Failure::Database(error)
    }
}

impl From<Failure> for RepositoryError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::Database(error) => from_diesel(error),
            Failure::Refused(error) => error,
        }
    }
}

/// Whether the slot is free when the offer is made: no active appointment, no hold on.
fn slot_is_free(conn: &mut PgConnection, offer: &HoldOffer) -> QueryResult<bool> {
    let Slot { location, date, time } = &offer.slot;
    let booked: i64 = appointments::table
        .filter(appointments::location.eq(location))
        .filter(appointments::date.eq(date))
        .filter(appointments::time.eq(time))
        .filter(appointments::status.eq_any([Status::Pending.as_str(), Status::Confirmed.as_str()]))
        .count()
        .get_result(conn)?;
    let held: i64 = entries::table
        .filter(entries::location.eq(location))
        .filter(entries::date.eq(date))
        .filter(entries::hold_time.eq(time))
        .filter(entries::status.eq(WaitlistStatus::Offered.as_str()))
        .filter(entries::hold_expires_at.gt(offer.made_at))
        .count()
        .get_result(conn)?;
    Ok(booked == 0 && held == 0)
}

/// Gives the freed slot to the first waiting entry of its day and place, if any, and queues
/// their mail, in the caller's transaction. An entry another transaction is offering a slot to
/// at the same moment is skipped (`SKIP LOCKED`): one entry never gets two slots.
pub(crate) fn offer_next(conn: &mut PgConnection, offer: &HoldOffer) -> QueryResult<bool> {
    if !slot_is_free(conn, offer)? {
        return Ok(false);
    }
    let active_clients = users::table.filter(users::active.eq(true)).select(users::id);
    let first: Option<i64> = entries::table
        .filter(entries::location.eq(&offer.slot.location))
        .filter(entries::date.eq(offer.slot.date))
        .filter(entries::status.eq(WaitlistStatus::Waiting.as_str()))
        .filter(entries::user_id.eq_any(active_clients))
        .order((entries::created_at.asc(), entries::id.asc()))
        .select(entries::id)
        .for_update()
        .skip_locked()
        .first(conn)
        .optional()?;
    let Some(id) = first else { return Ok(false) };
    diesel::update(entries::table.find(id))
        .set((
            entries::status.eq(WaitlistStatus::Offered.as_str()),
            entries::hold_time.eq(offer.slot.time),
            entries::hold_digest.eq(&offer.digest),
            entries::hold_expires_at.eq(offer.expires_at),
        ))
        .execute(conn)?;
    let row: EntryRow = entry_rows!().filter(entries::id.eq(id)).first(conn)?;
    let found =
        entry(row).map_err(|e| diesel::result::Error::QueryBuilderError(e.to_string().into()))?;
    outbox::enqueue(
        conn,
        &offer.mail(&found.client_email, &found.client_name, &found.service_name),
    )?;
    Ok(true)
}

pub(crate) fn held_times(
    db: &Database,
    location: &str,
    date: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Vec<NaiveTime>, RepositoryError> {
    let mut conn = db.connection()?;
    let held: Vec<Option<NaiveTime>> = entries::table
        .filter(entries::location.eq(location))
        .filter(entries::date.eq(date))
        .filter(entries::status.eq(WaitlistStatus::Offered.as_str()))
        .filter(entries::hold_expires_at.gt(now))
        .select(entries::hold_time)
        .load(&mut conn)
        .map_err(from_diesel)?;
    Ok(held.into_iter().flatten().collect())
}

impl WaitlistRepository for PgWaitlistRepository {
    fn join(&self, new: &NewWaitlistEntry) -> Result<WaitlistEntry, RepositoryError> {
        let mut conn = self.db.connection()?;
        let id: i64 = diesel::insert_into(entries::table)
            .values((
                entries::user_id.eq(new.user_id.0),
                entries::service_id.eq(new.service_id.0),
                entries::location.eq(&new.location),
                entries::date.eq(new.date),
            ))
            .returning(entries::id)
            .get_result(&mut conn)
            .map_err(from_diesel)?;
        self.find(WaitlistEntryId(id))?.ok_or(RepositoryError::NotFound)
    }

    fn find(&self, id: WaitlistEntryId) -> Result<Option<WaitlistEntry>, RepositoryError> {
        let mut conn = self.db.connection()?;
        entry_rows!()
            .filter(entries::id.eq(id.0))
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?
            .map(entry)
            .transpose()
    }

    fn list(&self, filter: &WaitlistFilter) -> Result<Vec<WaitlistEntry>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut query = entry_rows!().into_boxed();
        if let Some(owner) = filter.owner {
            query = query.filter(entries::user_id.eq(owner.0));
        }
        if let Some(date) = filter.date {
            query = query.filter(entries::date.eq(date));
        }
        if let Some(from) = filter.from {
            query = query.filter(entries::date.ge(from));
        }
        if let Some(location) = &filter.location {
            query = query.filter(entries::location.eq(location));
        }
        let rows = query
            .order((
                entries::date.asc(),
                entries::location.asc(),
                entries::created_at.asc(),
                entries::id.asc(),
            ))
            .limit(500)
            .load(&mut conn)
            .map_err(from_diesel)?;
        entries_of(rows)
    }

    fn leave(&self, id: WaitlistEntryId, offer: OfferFor<'_>) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let gone: Option<(String, String, NaiveDate, Option<NaiveTime>)> =
                diesel::delete(entries::table.find(id.0))
                    .returning((
                        entries::status,
                        entries::location,
                        entries::date,
                        entries::hold_time,
                    ))
                    .get_result(conn)
                    .optional()?;
            let Some((status, location, date, held)) = gone else { return Ok(false) };
            // A slot it held goes to the next in line.
            if let (true, Some(time)) = (status == WaitlistStatus::Offered.as_str(), held) {
                if let Some(next) = offer(Slot { location, date, time }) {
                    offer_next(conn, &next)?;
                }
            }
            Ok(true)
        })
        .map_err(from_diesel)
    }

    fn hold(&self, digest: &str) -> Result<Option<WaitlistEntry>, RepositoryError> {
        let mut conn = self.db.connection()?;
        entry_rows!()
            .filter(entries::hold_digest.eq(digest))
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?
            .map(entry)
            .transpose()
    }

    fn hold_digest(&self, id: WaitlistEntryId) -> Result<Option<String>, RepositoryError> {
        let mut conn = self.db.connection()?;
        entries::table
            .find(id.0)
            .select(entries::hold_digest)
            .first::<Option<String>>(&mut conn)
            .optional()
            .map(Option::flatten)
            .map_err(from_diesel)
    }

    fn book_hold(
        &self,
        digest: &str,
        now: DateTime<Utc>,
        draft: &AppointmentDraft,
        limit: Option<ActiveLimit>,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let booked = conn
            .transaction::<_, Failure, _>(|conn| {
                // Booking the hold in the statement that finds it on: a second use at the same
                // time, or the worker passing it on, finds nothing.
                let held: Option<i64> = diesel::update(
                    entries::table
                        .filter(entries::hold_digest.eq(digest))
                        .filter(entries::status.eq(WaitlistStatus::Offered.as_str()))
                        .filter(entries::hold_expires_at.gt(now)),
                )
                .set(entries::status.eq(WaitlistStatus::Booked.as_str()))
                .returning(entries::id)
                .get_result(conn)
                .optional()?;
                let Some(id) = held else { return Ok(None) };
                let stored =
                    insert_in(conn, draft, limit, quota, mails)?.map_err(Failure::Refused)?;
                diesel::update(entries::table.find(id))
                    .set(entries::appointment_id.eq(stored.summary.id.0))
                    .execute(conn)?;
                Ok(Some(stored))
            })
            .map_err(RepositoryError::from)?;
        if booked.is_some() {
            self.db.freshness().changed(Topic::Appointments);
        }
        Ok(booked)
    }

    fn pass_on_expired(
        &self,
        now: DateTime<Utc>,
        offer: OfferFor<'_>,
    ) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut lapsed = 0;
        loop {
            let passed = conn
                .transaction(|conn| {
                    let expired: Option<(i64, String, NaiveDate, Option<NaiveTime>)> =
                        entries::table
                            .filter(entries::status.eq(WaitlistStatus::Offered.as_str()))
                            .filter(entries::hold_expires_at.le(now))
                            .order(entries::hold_expires_at.asc())
                            .select((
                                entries::id,
                                entries::location,
                                entries::date,
                                entries::hold_time,
                            ))
                            .for_update()
                            .skip_locked()
                            .first(conn)
                            .optional()?;
                    let Some((id, location, date, held)) = expired else { return Ok(false) };
                    diesel::update(entries::table.find(id))
                        .set(entries::status.eq(WaitlistStatus::Lapsed.as_str()))
                        .execute(conn)?;
                    if let Some(next) = held.and_then(|time| offer(Slot { location, date, time })) {
                        offer_next(conn, &next)?;
                    }
                    Ok(true)
                })
                .map_err(from_diesel)?;
            if !passed {
                return Ok(lapsed);
            }
            lapsed += 1;
        }
    }
}

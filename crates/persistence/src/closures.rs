//! Closures of one place or every place (the national holidays are the core's table).

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::closures::{
    ClosedAppointment, Closure, ClosureId, ClosureRepository, DayClosedMails, NewClosure,
    ReopenedFor,
};
use domain::users::UserId;
use domain::RepositoryError;

use crate::appointments::active_within;
use crate::appointments::writes::requeue_in;
use crate::changes::{CachedReads, Topic};
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::closures;

#[derive(Queryable, Selectable)]
#[diesel(table_name = closures, check_for_backend(diesel::pg::Pg))]
struct ClosureRow {
    id: i64,
    location: Option<String>,
    first_day: NaiveDate,
    last_day: NaiveDate,
    reason: String,
    created_by: Option<i64>,
    created_at: DateTime<Utc>,
}

impl From<ClosureRow> for Closure {
    fn from(row: ClosureRow) -> Self {
        Self {
            id: ClosureId(row.id),
            location: row.location,
            first_day: row.first_day,
            last_day: row.last_day,
            reason: row.reason,
            created_by: row.created_by.map(UserId),
            created_at: row.created_at,
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = closures)]
struct NewClosureRow<'a> {
    location: Option<&'a str>,
    first_day: NaiveDate,
    last_day: NaiveDate,
    reason: &'a str,
    created_by: i64,
}

#[derive(Clone)]
pub struct PgClosureRepository {
    db: Database,
    /// The closures over a place and a span of days, asked by every booking and availability
    /// answer, kept until a closure is added or removed.
    overlapping: Arc<CachedReads<Span, Vec<Closure>>>,
    /// The closures not yet over by a day, asked by every appointment list with today's date.
    current: Arc<CachedReads<NaiveDate, Vec<Closure>>>,
}

/// A place (or every place) and its first and last day.
type Span = (Option<String>, NaiveDate, NaiveDate);

impl PgClosureRepository {
    pub fn new(db: Database) -> Self {
        Self {
            db,
            overlapping: Arc::new(CachedReads::new(&[Topic::Closures], 1024)),
            current: Arc::new(CachedReads::new(&[Topic::Closures], 8)),
        }
    }

    fn read_overlapping(
        &self,
        (location, first, last): &Span,
    ) -> Result<Vec<Closure>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut query = closures::table
            .filter(closures::last_day.ge(first))
            .filter(closures::first_day.le(last))
            .select(ClosureRow::as_select())
            .into_boxed();
        query = match location {
            Some(place) => query
                .filter(closures::location.is_null().or(closures::location.eq(place.to_owned()))),
            None => query.filter(closures::location.is_null()),
        };
        loaded(query.order((closures::first_day.asc(), closures::id.asc())).load(&mut conn))
    }
}

/// The key of the lock a closure's insert or removal holds until its transaction ends.
const CLOSURE_CHANGES_LOCK_KEY: i64 = 0x636c_6f73_7572;

/// Closures change one at a time: each reads the others on its days as the one before left
/// them, so two at once cannot each miss the other (a day mailed twice, or reopened while
/// another closure keeps it closed).
fn hold_closure_changes(conn: &mut PgConnection) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_advisory_xact_lock($1)")
        .bind::<diesel::sql_types::BigInt, _>(CLOSURE_CHANGES_LOCK_KEY)
        .execute(conn)
        .map(drop)
}

/// The closures, of any place, on some of the days `first..=last`.
fn others_on(
    conn: &mut PgConnection,
    first: NaiveDate,
    last: NaiveDate,
) -> QueryResult<Vec<Closure>> {
    let query = closures::table
        .filter(closures::last_day.ge(first))
        .filter(closures::first_day.le(last))
        .select(ClosureRow::as_select())
        .order(closures::id.asc());
    Ok(query.load(conn)?.into_iter().map(Closure::from).collect())
}

fn loaded(rows: QueryResult<Vec<ClosureRow>>) -> Result<Vec<Closure>, RepositoryError> {
    Ok(rows.map_err(from_diesel)?.into_iter().map(Closure::from).collect())
}

impl ClosureRepository for PgClosureRepository {
    fn list(&self, from: NaiveDate) -> Result<Vec<Closure>, RepositoryError> {
        self.current.get_or_read(self.db.freshness(), from, || {
            let mut conn = self.db.connection()?;
            loaded(
                closures::table
                    .filter(closures::last_day.ge(from))
                    .order((closures::first_day.asc(), closures::id.asc()))
                    .select(ClosureRow::as_select())
                    .load(&mut conn),
            )
        })
    }

    fn find(&self, id: ClosureId) -> Result<Option<Closure>, RepositoryError> {
        let mut conn = self.db.connection()?;
        closures::table
            .find(id.0)
            .select(ClosureRow::as_select())
            .first(&mut conn)
            .optional()
            .map(|row| row.map(Closure::from))
            .map_err(from_diesel)
    }

    fn overlapping(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<Closure>, RepositoryError> {
        let span = (location.map(str::to_owned), first, last);
        self.overlapping
            .get_or_read(self.db.freshness(), span.clone(), || self.read_overlapping(&span))
    }

    fn insert(
        &self,
        new: &NewClosure,
        audit: &AuditEntry,
        mails: DayClosedMails<'_>,
    ) -> Result<Closure, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            hold_closure_changes(conn)?;
            let earlier = others_on(conn, new.first_day, new.last_day)?;
            let row = diesel::insert_into(closures::table)
                .values(NewClosureRow {
                    location: new.location.as_deref(),
                    first_day: new.first_day,
                    last_day: new.last_day,
                    reason: &new.reason,
                    created_by: new.created_by.0,
                })
                .returning(ClosureRow::as_returning())
                .get_result(conn)?;
            crate::audit::record(
                conn,
                &AuditEntry { entity_id: row.id.to_string(), ..audit.clone() },
            )?;
            let location = new.location.as_deref();
            let affected = active_within(conn, location, new.first_day, new.last_day)?;
            crate::outbox::drop_waiting_reminders_within(
                conn,
                location,
                new.first_day,
                new.last_day,
            )?;
            crate::outbox::enqueue_many(conn, &mails(&earlier, &affected))?;
            Ok(Closure::from(row))
        })
        .map_err(from_diesel)
        .inspect(|_| self.db.freshness().changed(Topic::Closures))
    }

    fn delete(
        &self,
        id: ClosureId,
        audit: &AuditEntry,
        reopened: ReopenedFor<'_>,
    ) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            hold_closure_changes(conn)?;
            let removed: Option<ClosureRow> = diesel::delete(closures::table.find(id.0))
                .returning(ClosureRow::as_returning())
                .get_result(conn)
                .optional()?;
            let Some(row) = removed else { return Ok(false) };
            crate::audit::record(conn, audit)?;
            // The removed row is already gone from what this transaction reads.
            let others = others_on(conn, row.first_day, row.last_day)?;
            let on_its_days =
                active_within(conn, row.location.as_deref(), row.first_day, row.last_day)?;
            for closed in &on_its_days {
                requeue_in(conn, closed.summary.id, &|stored| reopened(&others, closed, stored))?;
            }
            Ok(true)
        })
        .map_err(from_diesel)
        .inspect(|_| self.db.freshness().changed(Topic::Closures))
    }

    fn active_appointments(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<ClosedAppointment>, RepositoryError> {
        let mut conn = self.db.connection()?;
        active_within(&mut conn, location, first, last).map_err(from_diesel)
    }
}

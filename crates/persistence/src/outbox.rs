//! Mails waiting to be sent. Rows are written in the transaction of the change
//! that causes them, and claimed by any number of workers without overlap.

use chrono::{DateTime, Duration, Utc};
use diesel::connection::SimpleConnection;
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Integer, Nullable, Timestamptz};
use domain::appointments::ScheduledReminder;
use domain::notifications::{MailQuota, Notification};
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::outbox;
use crate::together::Together;
use crate::unnest::unnest;

pub(crate) fn enqueue(conn: &mut PgConnection, notification: &Notification) -> QueryResult<()> {
    enqueue_for(conn, notification, None)
}

/// Queues `mails` outside any account's quota, in one statement.
pub(crate) fn enqueue_many(conn: &mut PgConnection, mails: &[Notification]) -> QueryResult<()> {
    enqueue_all(conn, mails, None)
}

fn payload_of(notification: &Notification) -> QueryResult<serde_json::Value> {
    serde_json::to_value(notification)
        .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))
}

fn enqueue_for(
    conn: &mut PgConnection,
    notification: &Notification,
    account: Option<i64>,
) -> QueryResult<()> {
    enqueue_all(conn, std::slice::from_ref(notification), account)
}

/// Queues `mails` in one prepared statement (one round trip however many there are).
fn enqueue_all(
    conn: &mut PgConnection,
    mails: &[Notification],
    account: Option<i64>,
) -> QueryResult<()> {
    if mails.is_empty() {
        return Ok(());
    }
    let payloads = mails.iter().map(payload_of).collect::<QueryResult<Vec<_>>>()?;
    let appointments: Vec<Option<i64>> = mails.iter().map(Notification::appointment_id).collect();
    diesel::insert_into(outbox::table)
        .values(diesel::select((
            unnest(payloads),
            account.into_sql::<Nullable<BigInt>>(),
            unnest(appointments),
        )))
        .into_columns((outbox::payload, outbox::account_id, outbox::about_appointment))
        .execute(conn)?;
    Ok(())
}

/// Queues `mails`, as many as `quota` leaves room for: the account's outbox rows of the last
/// hour, sent or not, count against it. The others are left out, and the log says so.
pub(crate) fn enqueue_within(
    conn: &mut PgConnection,
    mails: Vec<Notification>,
    quota: Option<MailQuota>,
) -> QueryResult<()> {
    let (room, account) = room_within(conn, &mails, quota)?;
    enqueue_all(conn, &mails[..room], account)
}

/// How many of `mails` fit in `quota` (all without one), and the account they count against.
fn room_within(
    conn: &mut PgConnection,
    mails: &[Notification],
    quota: Option<MailQuota>,
) -> QueryResult<(usize, Option<i64>)> {
    let Some(quota) = quota else {
        return Ok((mails.len(), None));
    };
    let account = quota.account.0;
    let used: i64 = outbox::table
        .filter(outbox::account_id.eq(account))
        // A bound time rather than the database's `now()`, so the statement is prepared once.
        .filter(outbox::created_at.gt(Utc::now() - Duration::hours(1)))
        .count()
        .get_result(conn)?;
    let room = usize::try_from(quota.per_hour - used).unwrap_or(0);
    if mails.len() > room {
        tracing::warn!(
            account,
            cap = quota.per_hour,
            left_out = mails.len() - room,
            "mail cap per hour reached; mails not queued"
        );
    }
    Ok((mails.len().min(room), Some(account)))
}

diesel::define_sql_function! {
    /// PostgreSQL's `greatest` for two times: the later one, `otherwise` where `value` is null.
    /// (Not `coalesce`: PostgreSQL refuses an `unnest` inside it.)
    #[sql_name = "greatest"]
    fn later_of(value: Nullable<Timestamptz>, otherwise: Timestamptz) -> Timestamptz;
}

/// An appointment's mails (as many as `quota` leaves room for, like `enqueue_within`) and its
/// reminders, in one statement, with `along` (another write of the same transaction, such as
/// the mails' links) in that statement too: a booking is two round trips to the database
/// shorter. The mails are due at once, each reminder at its time; the reminders do not count
/// against the quota. The unique key on appointment and offset keeps one reminder per pair
/// whatever happens.
pub(crate) fn enqueue_with_reminders<W>(
    conn: &mut PgConnection,
    mails: Vec<Notification>,
    quota: Option<MailQuota>,
    appointment: i64,
    reminders: &[ScheduledReminder],
    along: Option<W>,
) -> QueryResult<()>
where
    W: QueryFragment<Pg> + QueryId + RunQueryDsl<PgConnection>,
{
    let (room, account) = room_within(conn, &mails, quota)?;
    let mails = &mails[..room];
    let rows = mails.len() + reminders.len();
    if rows == 0 {
        if let Some(along) = along {
            along.execute(conn)?;
        }
        return Ok(());
    }
    let mut payloads = Vec::with_capacity(rows);
    let mut accounts: Vec<Option<i64>> = Vec::with_capacity(rows);
    let mut abouts: Vec<Option<i64>> = Vec::with_capacity(rows);
    let mut dues: Vec<Option<DateTime<Utc>>> = Vec::with_capacity(rows);
    let mut reminded: Vec<Option<i64>> = Vec::with_capacity(rows);
    let mut offsets: Vec<Option<i32>> = Vec::with_capacity(rows);
    for mail in mails {
        payloads.push(payload_of(mail)?);
        accounts.push(account);
        abouts.push(mail.appointment_id());
        dues.push(None);
        reminded.push(None);
        offsets.push(None);
    }
    for reminder in reminders {
        payloads.push(payload_of(&reminder.mail)?);
        accounts.push(None);
        abouts.push(Some(appointment));
        dues.push(Some(reminder.due_at));
        reminded.push(Some(appointment));
        offsets.push(Some(reminder.offset_minutes));
    }
    let queued = diesel::insert_into(outbox::table)
        .values(diesel::select((
            unnest(payloads),
            unnest::<Nullable<BigInt>, _>(accounts),
            unnest::<Nullable<BigInt>, _>(abouts),
            // A mail is due now; a reminder at its time (now, were that time already past).
            later_of(unnest::<Nullable<Timestamptz>, _>(dues.clone()), diesel::dsl::now),
            later_of(unnest::<Nullable<Timestamptz>, _>(dues), diesel::dsl::now),
            unnest::<Nullable<BigInt>, _>(reminded),
            unnest::<Nullable<Integer>, _>(offsets),
        )))
        .into_columns((
            outbox::payload,
            outbox::account_id,
            outbox::about_appointment,
            outbox::due_at,
            outbox::next_attempt_at,
            outbox::appointment_id,
            outbox::reminder_offset_minutes,
        ))
        .on_conflict_do_nothing();
    match along {
        Some(first) => Together { first, second: queued }.execute(conn)?,
        None => queued.execute(conn)?,
    };
    Ok(())
}

/// Drops the appointment's reminders, in the caller's transaction (which holds the appointment's
/// row), before new ones are queued.
pub(crate) fn drop_reminders(conn: &mut PgConnection, appointment: i64) -> QueryResult<()> {
    diesel::delete(outbox::table.filter(outbox::appointment_id.eq(appointment))).execute(conn)?;
    Ok(())
}

/// Drops the reminders still waiting of the active appointments on the days `first..=last` at
/// `location` (every place when `None`): a closure falls on them, and nobody is told to come.
pub(crate) fn drop_waiting_reminders_within(
    conn: &mut PgConnection,
    location: Option<&str>,
    first: chrono::NaiveDate,
    last: chrono::NaiveDate,
) -> QueryResult<usize> {
    use diesel::sql_types::{Date, Text};
    diesel::sql_query(
        "DELETE FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND appointment_id IN \
         (SELECT id FROM appointments WHERE date BETWEEN $1 AND $2 \
          AND status IN ('pending', 'confirmed') AND ($3::text IS NULL OR location = $3))",
    )
    .bind::<Date, _>(first)
    .bind::<Date, _>(last)
    .bind::<Nullable<Text>, _>(location)
    .execute(conn)
}

/// Since when an appointment's sent mails are kept for staff to see: 90 days.
const KEPT_SINCE: &str = "now() - interval '90 days'";

/// The database's time an hour ago, the span the mail cap counts.
fn an_hour_ago() -> diesel::expression::SqlLiteral<Timestamptz> {
    sql::<Timestamptz>("now() - interval '1 hour'")
}

/// A reminder in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitingReminder {
    pub appointment_id: i64,
    pub offset_minutes: i32,
    pub due_at: DateTime<Utc>,
}

/// One mail claimed for sending.
#[derive(Debug, Clone)]
pub struct OutboxItem {
    pub id: i64,
    /// `None` when the stored payload no longer reads as a notification.
    pub notification: Option<Notification>,
    /// Attempts before this one.
    pub attempts: i32,
}

#[derive(Clone)]
pub struct PgOutbox {
    db: Database,
}

impl PgOutbox {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// Claims up to `limit` mails whose due time has passed for `lease`: other workers skip
    /// them meanwhile, and a worker that dies lets them come due again.
    pub fn claim_due(
        &self,
        now: DateTime<Utc>,
        limit: i64,
        lease: Duration,
    ) -> Result<Vec<OutboxItem>, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let due: Vec<(i64, serde_json::Value, i32)> = outbox::table
                .filter(outbox::failed_at.is_null())
                .filter(outbox::sent_at.is_null())
                .filter(outbox::due_at.le(now))
                .filter(outbox::next_attempt_at.le(now))
                .order(outbox::next_attempt_at.asc())
                .limit(limit)
                .select((outbox::id, outbox::payload, outbox::attempts))
                .for_update()
                .skip_locked()
                .load(conn)?;
            let ids: Vec<i64> = due.iter().map(|(id, _, _)| *id).collect();
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            diesel::update(outbox::table.filter(outbox::id.eq_any(&ids)))
                .set(outbox::next_attempt_at.eq(now + lease))
                .execute(conn)?;
            Ok(due
                .into_iter()
                .map(|(id, payload, attempts)| OutboxItem {
                    id,
                    notification: serde_json::from_value(payload).ok(),
                    attempts,
                })
                .collect())
        })
        .map_err(from_diesel)
    }

    /// A sent mail goes, unless an account's action queued it: then it stays an hour, marked
    /// sent, to count against that account's cap (`MAIL_CAP_PER_HOUR`). An appointment's mail
    /// stays 90 days for staff to see it was sent; it stops being a waiting reminder, so
    /// a move of the appointment queues its reminders afresh. `forget_old_sent` removes them
    /// after that.
    ///
    /// The transaction does not wait for the disk (`synchronous_commit = off`): every booking
    /// queues mails, and this commit waiting on its own flush put two more waits on the disk
    /// behind each booking. Only a crash of PostgreSQL itself can lose it, within a fraction
    /// of a second, and then the mail is sent again, which the worker's lease already allows.
    pub fn mark_sent(&self, id: i64) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            conn.batch_execute("SET LOCAL synchronous_commit = off")?;
            diesel::delete(
                outbox::table
                    .find(id)
                    .filter(outbox::account_id.is_null())
                    .filter(outbox::about_appointment.is_null()),
            )
            .execute(conn)?;
            diesel::update(outbox::table.find(id))
                .set((
                    outbox::sent_at.eq(sql::<Timestamptz>("now()").nullable()),
                    outbox::appointment_id.eq(None::<i64>),
                    outbox::reminder_offset_minutes.eq(None::<i32>),
                ))
                .execute(conn)
        })
        .map_err(from_diesel)?;
        Ok(())
    }

    /// Removes the sent mails kept past their time: an account's after an hour, an
    /// appointment's after 90 days. Returns how many went.
    pub fn forget_old_sent(&self) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        let accounts = diesel::delete(
            outbox::table
                .filter(outbox::about_appointment.is_null())
                .filter(outbox::sent_at.lt(an_hour_ago().nullable())),
        )
        .execute(&mut conn)
        .map_err(from_diesel)?;
        let appointments = diesel::delete(
            outbox::table
                .filter(outbox::about_appointment.is_not_null())
                .filter(outbox::sent_at.lt(sql::<Timestamptz>(KEPT_SINCE).nullable())),
        )
        .execute(&mut conn)
        .map_err(from_diesel)?;
        Ok(accounts + appointments)
    }

    /// Drops a mail that must not go (a reminder whose moment has passed).
    pub fn discard(&self, id: i64) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(outbox::table.find(id)).execute(&mut conn).map_err(from_diesel)?;
        Ok(())
    }

    /// Records a failure: tried again at `retry_at`, or set aside for good
    /// when `retry_at` is `None`.
    pub fn mark_failed(
        &self,
        id: i64,
        error: &str,
        now: DateTime<Utc>,
        retry_at: Option<DateTime<Utc>>,
    ) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::update(outbox::table.find(id))
            .set((
                outbox::attempts.eq(outbox::attempts + 1),
                outbox::last_error.eq(error),
                outbox::next_attempt_at.eq(retry_at.unwrap_or(now)),
                outbox::failed_at.eq(retry_at.is_none().then_some(now)),
            ))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(())
    }

    /// The reminders waiting to be sent (or set aside), by appointment and offset, longest
    /// first: for tests and operators.
    pub fn reminders(&self) -> Result<Vec<WaitingReminder>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let rows: Vec<(Option<i64>, Option<i32>, DateTime<Utc>)> = outbox::table
            .filter(outbox::appointment_id.is_not_null())
            .filter(outbox::sent_at.is_null())
            .order((outbox::appointment_id.asc(), outbox::reminder_offset_minutes.desc()))
            .select((outbox::appointment_id, outbox::reminder_offset_minutes, outbox::due_at))
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .filter_map(|(appointment, offset, due_at)| {
                Some(WaitingReminder {
                    appointment_id: appointment?,
                    offset_minutes: offset?,
                    due_at,
                })
            })
            .collect())
    }

    /// Mails not yet sent (pending or set aside), oldest first: for tests and operators.
    pub fn pending(&self) -> Result<Vec<(Notification, i32, Option<String>)>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let rows: Vec<(serde_json::Value, i32, Option<String>)> = outbox::table
            .filter(outbox::sent_at.is_null())
            .order(outbox::id.asc())
            .select((outbox::payload, outbox::attempts, outbox::last_error))
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .filter_map(|(payload, attempts, error)| {
                serde_json::from_value(payload).ok().map(|n| (n, attempts, error))
            })
            .collect())
    }
}

//! Writing mails into the outbox, in the transaction of the change that causes them: one mail,
//! several, an account's mails within its hourly cap, and an appointment's mails with its reminders.

use chrono::{DateTime, Duration, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Integer, Nullable, Timestamptz};
use domain::appointments::ScheduledReminder;
use domain::notifications::{MailQuota, Notification};

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

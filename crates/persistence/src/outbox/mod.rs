//! Mails waiting to be sent. Rows are written in the transaction of the change
//! that causes them, and claimed by any number of workers without overlap.

use chrono::{DateTime, Duration, Utc};
use diesel::connection::SimpleConnection;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::Timestamptz;
use domain::notifications::Notification;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::outbox;

mod enqueue;

pub(crate) use enqueue::{
    drop_reminders, drop_waiting_reminders_within, enqueue, enqueue_many, enqueue_with_reminders,
    enqueue_within,
};

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

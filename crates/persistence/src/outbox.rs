//! Mails waiting to be sent. Rows are written in the transaction of the change
//! that causes them, and claimed by any number of workers without overlap.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use domain::notifications::Notification;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::outbox;

pub(crate) fn enqueue(conn: &mut PgConnection, notification: &Notification) -> QueryResult<()> {
    let payload = serde_json::to_value(notification)
        .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    diesel::insert_into(outbox::table)
        .values(outbox::payload.eq(payload))
        .execute(conn)?;
    Ok(())
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

    /// Claims up to `limit` due mails for `lease`: other workers skip them
    /// meanwhile, and a worker that dies lets them come due again.
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
                .filter(outbox::next_attempt_at.le(now))
                .order(outbox::next_attempt_at.asc())
                .limit(limit)
                .select((outbox::id, outbox::payload, outbox::attempts))
                .for_update()
                .skip_locked()
                .load(conn)?;
            let ids: Vec<i64> = due.iter().map(|(id, _, _)| *id).collect();
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

    pub fn mark_sent(&self, id: i64) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(outbox::table.find(id))
            .execute(&mut conn)
            .map_err(from_diesel)?;
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

    /// Mails not yet sent (pending or set aside), oldest first: for tests and operators.
    pub fn pending(&self) -> Result<Vec<(Notification, i32, Option<String>)>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let rows: Vec<(serde_json::Value, i32, Option<String>)> = outbox::table
            .order(outbox::id.asc())
            .select((outbox::payload, outbox::attempts, outbox::last_error))
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .filter_map(|(payload, attempts, error)| {
                serde_json::from_value(payload)
                    .ok()
                    .map(|n| (n, attempts, error))
            })
            .collect())
    }
}

//! Booking and changing an appointment, with its mails queued in the same transaction.

use diesel::dsl::now;
use diesel::prelude::*;
use domain::appointments::{
    ActiveLimit, Appointment, AppointmentDraft, AppointmentId, MailsFor, ReminderPlan, Status,
};
use domain::notifications::MailQuota;
use domain::{Refusal, RepositoryError};

use super::rows::{appointment, load_one, AppointmentRow, DraftRow};
use crate::changes::Topic;
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{appointments, users};

pub(super) fn insert(
    db: &Database,
    draft: &AppointmentDraft,
    limit: Option<ActiveLimit>,
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
) -> Result<Appointment, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        if let Some(limit) = limit {
            if active_count(conn, &limit)? >= limit.max {
                return Ok(Err(RepositoryError::Refused(Refusal::TooManyActive)));
            }
        }
        let id: i64 = diesel::insert_into(appointments::table)
            .values(DraftRow::from(draft))
            .returning(appointments::id)
            .get_result(conn)?;
        let row = load_one(conn, id)?;
        queue_mails(conn, row, quota, mails).map(Ok)
    })
    .map_err(from_diesel)?
    .inspect(|_| db.freshness().changed(Topic::Appointments))
}

/// The owner's pending and confirmed appointments from `limit.from` on. Their account's row is
/// locked first, until the transaction ends: two bookings of one account at once are counted
/// one after the other, so they cannot both slip under the limit.
fn active_count(conn: &mut PgConnection, limit: &ActiveLimit) -> QueryResult<i64> {
    users::table.find(limit.owner.0).select(users::id).for_update().load::<i64>(conn)?;
    appointments::table
        .filter(appointments::user_id.eq(limit.owner.0))
        .filter(appointments::status.eq_any([Status::Pending.as_str(), Status::Confirmed.as_str()]))
        .filter(appointments::date.ge(limit.from))
        .count()
        .get_result(conn)
}

pub(super) fn update(
    db: &Database,
    id: AppointmentId,
    draft: &AppointmentDraft,
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
) -> Result<Appointment, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        diesel::update(appointments::table.find(id.0))
            .set((
                DraftRow::from(draft),
                appointments::sequence.eq(appointments::sequence + 1),
                appointments::updated_at.eq(now),
            ))
            .execute(conn)?;
        let row = load_one(conn, id.0)?;
        queue_mails(conn, row, quota, mails)
    })
    .inspect(|_| db.freshness().changed(Topic::Appointments))
    .map_err(from_diesel)
}

/// Stores the appointment's mails in the outbox, in the caller's transaction, within `quota`,
/// and replaces its waiting reminders when the plan says so.
fn queue_mails(
    conn: &mut PgConnection,
    row: (AppointmentRow, String),
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
) -> Result<Appointment, diesel::result::Error> {
    let stored = appointment(row)
        .map_err(|e| diesel::result::Error::QueryBuilderError(e.to_string().into()))?;
    let outgoing = mails(&stored);
    outbox::enqueue_within(conn, outgoing.mails, quota)?;
    if let ReminderPlan::Replace(reminders) = outgoing.reminders {
        outbox::replace_reminders(conn, stored.summary.id.0, &reminders)?;
    }
    Ok(stored)
}

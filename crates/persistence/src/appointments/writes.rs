//! Booking and changing an appointment, with its mails queued in the same transaction.

use diesel::dsl::now;
use diesel::prelude::*;
use domain::appointments::{Appointment, AppointmentDraft, AppointmentId, MailsFor};
use domain::RepositoryError;

use super::rows::{appointment, load_one, AppointmentRow, DraftRow};
use crate::changes::Topic;
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::appointments;

pub(super) fn insert(
    db: &Database,
    draft: &AppointmentDraft,
    mails: MailsFor<'_>,
) -> Result<Appointment, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        let id: i64 = diesel::insert_into(appointments::table)
            .values(DraftRow::from(draft))
            .returning(appointments::id)
            .get_result(conn)?;
        let row = load_one(conn, id)?;
        queue_mails(conn, row, mails)
    })
    .inspect(|_| db.freshness().changed(Topic::Appointments))
    .map_err(from_diesel)
}

pub(super) fn update(
    db: &Database,
    id: AppointmentId,
    draft: &AppointmentDraft,
    mails: MailsFor<'_>,
) -> Result<Appointment, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        diesel::update(appointments::table.find(id.0))
            .set((DraftRow::from(draft), appointments::updated_at.eq(now)))
            .execute(conn)?;
        let row = load_one(conn, id.0)?;
        queue_mails(conn, row, mails)
    })
    .inspect(|_| db.freshness().changed(Topic::Appointments))
    .map_err(from_diesel)
}

/// Stores the appointment's mails in the outbox, in the caller's transaction.
fn queue_mails(
    conn: &mut PgConnection,
    row: (AppointmentRow, String),
    mails: MailsFor<'_>,
) -> Result<Appointment, diesel::result::Error> {
    let stored = appointment(row)
        .map_err(|e| diesel::result::Error::QueryBuilderError(e.to_string().into()))?;
    for mail in mails(&stored) {
        outbox::enqueue(conn, &mail)?;
    }
    Ok(stored)
}

//! Booking and changing an appointment, with its mails queued in the same transaction.

use diesel::dsl::{now, sql};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Timestamptz};
use domain::appointments::{
    ActionToken, ActiveLimit, Appointment, AppointmentDraft, AppointmentId, AuditFor, ClientAction,
    ClientChange, MailsFor, ReminderPlan, Status,
};
use domain::notifications::MailQuota;
use domain::{Refusal, RepositoryError};

use super::rows::{appointment, load_one, AppointmentRow, DraftRow};
use crate::changes::Topic;
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{appointment_action_tokens, appointments, services, users};
use crate::unnest::unnest;
use crate::{audit, outbox};

pub(super) fn insert(
    db: &Database,
    draft: &AppointmentDraft,
    limit: Option<ActiveLimit>,
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
) -> Result<Appointment, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| insert_in(conn, draft, limit, quota, mails))
        .map_err(from_diesel)?
        .inspect(|_| db.freshness().changed(Topic::Appointments))
}

/// Stores a new appointment and queues its mails, in the caller's transaction; over `limit` it
/// is `Ok(Err(Refused(TooManyActive)))` and nothing is written.
pub(crate) fn insert_in(
    conn: &mut PgConnection,
    draft: &AppointmentDraft,
    limit: Option<ActiveLimit>,
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
) -> QueryResult<Result<Appointment, RepositoryError>> {
    if let Some(limit) = limit {
        if active_count(conn, &limit)? >= limit.max {
            return Ok(Err(RepositoryError::Refused(Refusal::TooManyActive)));
        }
    }
    // The stored row comes back with its service's name in the same statement.
    let (row, service): (AppointmentRow, Option<String>) = diesel::insert_into(appointments::table)
        .values(DraftRow::from(draft))
        .returning((
            AppointmentRow::as_returning(),
            services::table
                .filter(services::id.eq(appointments::service_id))
                .select(services::name)
                .single_value(),
        ))
        .get_result(conn)?;
    // Always there: the service is a foreign key of the row just written.
    let service = service.ok_or(diesel::result::Error::NotFound)?;
    queue_mails(conn, (row, service), quota, mails, Booked::New).map(Ok)
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
    conn.transaction(|conn| change(conn, id, draft, quota, mails))
        .inspect(|_| db.freshness().changed(Topic::Appointments))
        .map_err(from_diesel)
}

/// Stores the draft over the appointment, in the caller's transaction. A move to another day
/// or time clears the client's confirmation of presence, which was for the old one.
fn change(
    conn: &mut PgConnection,
    id: AppointmentId,
    draft: &AppointmentDraft,
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
) -> QueryResult<Appointment> {
    diesel::update(
        appointments::table
            .find(id.0)
            .filter(appointments::date.ne(draft.date).or(appointments::time.ne(draft.time))),
    )
    .set(appointments::presence_confirmed_at.eq(None::<chrono::DateTime<chrono::Utc>>))
    .execute(conn)?;
    diesel::update(appointments::table.find(id.0))
        .set((
            DraftRow::from(draft),
            appointments::sequence.eq(appointments::sequence + 1),
            appointments::updated_at.eq(now),
        ))
        .execute(conn)?;
    let row = load_one(conn, id.0)?;
    queue_mails(conn, row, quota, mails, Booked::Before)
}

/// Queues the mails `mails` makes of the appointment as stored, in the caller's transaction,
/// holding its row until the transaction ends.
pub(crate) fn requeue_in(
    conn: &mut PgConnection,
    id: AppointmentId,
    mails: MailsFor<'_>,
) -> QueryResult<Appointment> {
    appointments::table.find(id.0).select(appointments::id).for_update().first::<i64>(conn)?;
    let row = load_one(conn, id.0)?;
    queue_mails(conn, row, None, mails, Booked::Before)
}

/// Uses the token and makes its change, in one transaction; `None` when the token was used.
pub(super) fn redeem(
    db: &Database,
    digest: &str,
    change_to: &ClientChange,
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
    audit: AuditFor<'_>,
) -> Result<Option<Appointment>, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        // Using the token in the statement that finds it unused: a second use at the same time
        // finds nothing.
        let used: Option<i64> = diesel::update(
            appointment_action_tokens::table
                .find(digest)
                .filter(appointment_action_tokens::used_at.is_null()),
        )
        .set(appointment_action_tokens::used_at.eq(sql::<Timestamptz>("now()").nullable()))
        .returning(appointment_action_tokens::appointment_id)
        .get_result(conn)
        .optional()?;
        let Some(id) = used else { return Ok(None) };
        let stored = match change_to {
            ClientChange::ConfirmPresence => {
                diesel::update(appointments::table.find(id))
                    .set((
                        appointments::presence_confirmed_at
                            .eq(sql::<Timestamptz>("now()").nullable()),
                        appointments::updated_at.eq(now),
                    ))
                    .execute(conn)?;
                let row = load_one(conn, id)?;
                queue_mails(conn, row, quota, mails, Booked::Before)?
            }
            ClientChange::Change(draft) => change(conn, AppointmentId(id), draft, quota, mails)?,
        };
        audit::record_by_link(conn, &audit(&stored))?;
        Ok(Some(stored))
    })
    .inspect(|_| db.freshness().changed(Topic::Appointments))
    .map_err(from_diesel)
}

/// The link token with this digest.
pub(super) fn action_token(
    db: &Database,
    digest: &str,
) -> Result<Option<ActionToken>, RepositoryError> {
    let mut conn = db.connection()?;
    let row: Option<(i64, String, Option<chrono::DateTime<chrono::Utc>>)> =
        appointment_action_tokens::table
            .find(digest)
            .select((
                appointment_action_tokens::appointment_id,
                appointment_action_tokens::action,
                appointment_action_tokens::used_at,
            ))
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
    row.map(|(appointment, action, used_at)| {
        Ok(ActionToken {
            appointment: AppointmentId(appointment),
            action: ClientAction::parse(&action).ok_or_else(|| {
                RepositoryError::Storage(format!("a link token has the action {action:?}"))
            })?,
            used: used_at.is_some(),
        })
    })
    .transpose()
}

/// Stores the appointment's mails in the outbox, in the caller's transaction, within `quota`,
/// and replaces its waiting reminders when the plan says so.
/// Whether the appointment was booked in this very transaction (and so has no reminders or
/// links yet to replace).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Booked {
    New,
    Before,
}

fn queue_mails(
    conn: &mut PgConnection,
    row: (AppointmentRow, String),
    quota: Option<MailQuota>,
    mails: MailsFor<'_>,
    booked: Booked,
) -> Result<Appointment, diesel::result::Error> {
    let stored = appointment(row)
        .map_err(|e| diesel::result::Error::QueryBuilderError(e.to_string().into()))?;
    let outgoing = mails(&stored);
    let id = stored.summary.id.0;
    let (digests, actions): (Vec<&str>, Vec<&str>) =
        outgoing.tokens.iter().map(|token| (token.digest.as_str(), token.action.as_str())).unzip();
    // The links of the mails, stored with the mails themselves where they can be.
    let links = (!digests.is_empty()).then(|| {
        diesel::insert_into(appointment_action_tokens::table)
            .values(diesel::select((unnest(digests), id.into_sql::<BigInt>(), unnest(actions))))
            .into_columns((
                appointment_action_tokens::token_digest,
                appointment_action_tokens::appointment_id,
                appointment_action_tokens::action,
            ))
    });
    match outgoing.reminders {
        // The old reminders are dropped first; the mails, the reminders and the links go in one
        // statement.
        ReminderPlan::Replace(reminders) => {
            if let Booked::Before = booked {
                outbox::drop_reminders(conn, id)?;
            }
            outbox::enqueue_with_reminders(conn, outgoing.mails, quota, id, &reminders, links)?;
        }
        ReminderPlan::Keep => {
            outbox::enqueue_within(conn, outgoing.mails, quota)?;
            if let Some(links) = links {
                links.execute(conn)?;
            }
        }
    }
    if let Some(freed) = outgoing.freed {
        crate::waitlist::offer_next(conn, &freed)?;
    }
    Ok(stored)
}

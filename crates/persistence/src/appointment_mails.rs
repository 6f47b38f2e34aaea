//! An appointment's mails as the outbox keeps them, and the once-a-day row of the staff's agenda.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use domain::appointments::{
    AgendaLine, AgendaMails, AppointmentId, AppointmentMailRepository, DailyAgendaRepository,
    Status, StoredMail,
};
use domain::audit::AuditEntry;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{appointments, daily_agendas, outbox, services};

#[derive(Clone)]
pub struct PgAppointmentMails {
    db: Database,
}

impl PgAppointmentMails {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

type MailRow = (
    i64,
    serde_json::Value,
    i32,
    Option<String>,
    DateTime<Utc>,
    DateTime<Utc>,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
    Option<DateTime<Utc>>,
);

impl AppointmentMailRepository for PgAppointmentMails {
    fn mails_of(&self, appointment: AppointmentId) -> Result<Vec<StoredMail>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let rows: Vec<MailRow> = outbox::table
            .filter(outbox::about_appointment.eq(appointment.0))
            .order(outbox::id.asc())
            .select((
                outbox::id,
                outbox::payload,
                outbox::attempts,
                outbox::last_error,
                outbox::created_at,
                outbox::due_at,
                outbox::next_attempt_at,
                outbox::sent_at,
                outbox::failed_at,
            ))
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .map(
                |(id, payload, attempts, last_error, queued_at, due, retry, sent_at, failed_at)| {
                    StoredMail {
                        id,
                        notification: serde_json::from_value(payload).ok(),
                        attempts,
                        last_error,
                        queued_at,
                        // A mail that failed for now goes at its next attempt, whatever it was
                        // due (one never tried has only the sending worker's lease there).
                        due_at: if attempts > 0 { due.max(retry) } else { due },
                        sent_at,
                        failed_at,
                    }
                },
            )
            .collect())
    }

    fn resend(
        &self,
        appointment: AppointmentId,
        mail: i64,
        audit: &AuditEntry,
    ) -> Result<Option<i64>, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let payload: Option<serde_json::Value> = outbox::table
                .find(mail)
                .filter(outbox::about_appointment.eq(appointment.0))
                .select(outbox::payload)
                .first(conn)
                .optional()?;
            let Some(payload) = payload else { return Ok(None) };
            let copy: i64 = diesel::insert_into(outbox::table)
                .values((outbox::payload.eq(payload), outbox::about_appointment.eq(appointment.0)))
                .returning(outbox::id)
                .get_result(conn)?;
            crate::audit::record(conn, audit)?;
            Ok(Some(copy))
        })
        .map_err(from_diesel)
    }
}

impl DailyAgendaRepository for PgAppointmentMails {
    fn queue_once(&self, day: NaiveDate, mails: AgendaMails<'_>) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let first = diesel::insert_into(daily_agendas::table)
                .values(daily_agendas::day.eq(day))
                .on_conflict_do_nothing()
                .execute(conn)?
                == 1;
            if !first {
                return Ok(false);
            }
            let rows: Vec<(String, NaiveTime, String, String, String)> = appointments::table
                .inner_join(services::table)
                .filter(appointments::date.eq(day))
                .filter(
                    appointments::status
                        .eq_any([Status::Pending.as_str(), Status::Confirmed.as_str()]),
                )
                .order((appointments::location.asc(), appointments::time.asc(), appointments::id))
                .select((
                    appointments::location,
                    appointments::time,
                    appointments::client_name,
                    services::name,
                    appointments::status,
                ))
                .load(conn)?;
            let lines: Vec<AgendaLine> = rows
                .into_iter()
                .filter_map(|(location, time, client_name, service_name, status)| {
                    Some(AgendaLine {
                        location,
                        time,
                        client_name,
                        service_name,
                        status: Status::parse(&status)?,
                    })
                })
                .collect();
            for mail in mails(&lines) {
                crate::outbox::enqueue(conn, &mail)?;
            }
            Ok(true)
        })
        .map_err(from_diesel)
    }
}

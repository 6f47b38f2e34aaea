//! The active appointments of a span of days, which a new closure asks staff to move.

use chrono::NaiveDate;
use diesel::prelude::*;
use domain::appointments::Status;
use domain::closures::ClosedAppointment;

use super::rows::{summary, SummaryRow};
use crate::schema::{appointments, services, users};

/// Pending or confirmed appointments from `first` to `last`, at `location` or anywhere, by day
/// and time, each with its client's account address, if it has an account.
pub(crate) fn active_within(
    conn: &mut PgConnection,
    location: Option<&str>,
    first: NaiveDate,
    last: NaiveDate,
) -> QueryResult<Vec<ClosedAppointment>> {
    let mut query = appointments::table
        .inner_join(services::table)
        .left_join(users::table)
        .filter(appointments::date.between(first, last))
        .filter(appointments::status.eq_any([Status::Pending.as_str(), Status::Confirmed.as_str()]))
        .select((SummaryRow::as_select(), services::name, users::email.nullable()))
        .into_boxed();
    if let Some(place) = location {
        query = query.filter(appointments::location.eq(place.to_owned()));
    }
    let rows: Vec<(SummaryRow, String, Option<String>)> = query
        .order((appointments::date.asc(), appointments::time.asc(), appointments::id.asc()))
        .load(conn)?;
    rows.into_iter()
        .map(|(row, service, account_email)| {
            let summary = summary((row, service))
                .map_err(|e| diesel::result::Error::QueryBuilderError(e.to_string().into()))?;
            Ok(ClosedAppointment { summary, account_email })
        })
        .collect()
}

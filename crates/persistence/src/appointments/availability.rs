//! The times already held at a place on a day, which the booking form leaves out.

use chrono::{NaiveDate, NaiveTime};
use diesel::prelude::*;
use domain::appointments::Status;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::appointments;

pub(super) fn read_taken_times(
    db: &Database,
    location: &str,
    date: NaiveDate,
) -> Result<Vec<NaiveTime>, RepositoryError> {
    let mut conn = db.connection()?;
    appointments::table
        .filter(appointments::location.eq(location))
        .filter(appointments::date.eq(date))
        .filter(appointments::status.ne(Status::Cancelled.as_str()))
        .select(appointments::time)
        .load(&mut conn)
        .map_err(from_diesel)
}

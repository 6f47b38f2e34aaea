//! Attempt counters shared by every instance on the database (see the migration
//! `shared_attempt_counters`): the rate limits hold however the proxy spreads the requests.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Text, Timestamptz};
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::attempt_counters;

diesel::define_sql_function!(fn portal_count_attempt(bucket: Text, now: Timestamptz) -> diesel::sql_types::Integer);

/// How long a window lasts (the function in the migration says the same).
const WINDOW: Duration = Duration::minutes(1);

#[derive(Clone)]
pub struct PgAttemptCounters {
    db: Database,
}

impl PgAttemptCounters {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// Counts one attempt in `bucket` at `now`; answers the attempts in its current window,
    /// this one included. One prepared statement, one round trip.
    pub fn count(&self, bucket: &str, now: DateTime<Utc>) -> Result<i32, RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::select(portal_count_attempt(bucket, now)).get_result(&mut conn).map_err(from_diesel)
    }

    /// Drops the windows that are over, so the table stays as small as the last minute's
    /// attempts. Answers how many went.
    pub fn forget_idle(&self, now: DateTime<Utc>) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::delete(
            attempt_counters::table.filter(attempt_counters::window_start.le(now - WINDOW)),
        )
        .execute(&mut conn)
        .map_err(from_diesel)
    }
}

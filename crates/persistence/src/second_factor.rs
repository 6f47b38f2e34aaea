//! Second factors (columns of `users`) and recovery codes (`recovery_codes`).

use chrono::{DateTime, Utc};
use diesel::dsl::now;
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::notifications::Notification;
use domain::users::{SecondFactorStore, StoredSecondFactor, UserId};
use domain::RepositoryError;

use crate::audit;
use crate::changes::Topic;
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{recovery_codes, users};

#[derive(Clone)]
pub struct PgSecondFactors {
    db: Database,
}

impl PgSecondFactors {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// Drops this instance's reads that show accounts (other instances hear of it).
    fn users_changed(&self) {
        self.db.freshness().changed(Topic::Users);
    }
}

fn store_codes(conn: &mut PgConnection, user: i64, digests: &[String]) -> QueryResult<()> {
    diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user))).execute(conn)?;
    let rows: Vec<_> = digests
        .iter()
        .map(|digest| (recovery_codes::user_id.eq(user), recovery_codes::digest.eq(digest)))
        .collect();
    diesel::insert_into(recovery_codes::table).values(&rows).execute(conn)?;
    Ok(())
}

impl SecondFactorStore for PgSecondFactors {
    fn find(&self, user: UserId) -> Result<Option<StoredSecondFactor>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let found: Option<(Option<String>, Option<DateTime<Utc>>)> = users::table
            .find(user.0)
            .select((users::two_factor_secret, users::two_factor_confirmed_at))
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        Ok(found.and_then(|(secret, confirmed_at)| {
            secret.map(|sealed_secret| StoredSecondFactor {
                sealed_secret,
                confirmed: confirmed_at.is_some(),
            })
        }))
    }

    fn start(&self, user: UserId, sealed_secret: &str) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        let updated = diesel::update(
            users::table.find(user.0).filter(users::two_factor_confirmed_at.is_null()),
        )
        .set((
            users::two_factor_secret.eq(sealed_secret),
            users::two_factor_last_step.eq(None::<i64>),
        ))
        .execute(&mut conn)
        .map_err(from_diesel)?;
        Ok(updated == 1)
    }

    fn confirm(
        &self,
        user: UserId,
        step: i64,
        recovery_digests: &[String],
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        let confirmed = conn
            .transaction(|conn| {
                let updated = diesel::update(
                    users::table
                        .find(user.0)
                        .filter(users::two_factor_secret.is_not_null())
                        .filter(users::two_factor_confirmed_at.is_null()),
                )
                .set((users::two_factor_confirmed_at.eq(now), users::two_factor_last_step.eq(step)))
                .execute(conn)?;
                if updated == 1 {
                    store_codes(conn, user.0, recovery_digests)?;
                    audit::record(conn, audit)?;
                    outbox::enqueue(conn, mail)?;
                }
                Ok(updated == 1)
            })
            .map_err(from_diesel)?;
        self.users_changed();
        Ok(confirmed)
    }

    fn use_step(&self, user: UserId, step: i64) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        // One statement: of two requests with the same code, only one finds the step unused.
        let updated = diesel::update(
            users::table.find(user.0).filter(users::two_factor_confirmed_at.is_not_null()).filter(
                users::two_factor_last_step.is_null().or(users::two_factor_last_step.lt(step)),
            ),
        )
        .set(users::two_factor_last_step.eq(step))
        .execute(&mut conn)
        .map_err(from_diesel)?;
        Ok(updated == 1)
    }

    fn use_recovery_code(
        &self,
        user: UserId,
        digest: &str,
        at: DateTime<Utc>,
    ) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        let updated = diesel::update(
            recovery_codes::table
                .filter(recovery_codes::user_id.eq(user.0))
                .filter(recovery_codes::digest.eq(digest))
                .filter(recovery_codes::used_at.is_null()),
        )
        .set(recovery_codes::used_at.eq(at))
        .execute(&mut conn)
        .map_err(from_diesel)?;
        Ok(updated >= 1)
    }

    fn recovery_codes_left(&self, user: UserId) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        recovery_codes::table
            .filter(recovery_codes::user_id.eq(user.0))
            .filter(recovery_codes::used_at.is_null())
            .count()
            .get_result(&mut conn)
            .map_err(from_diesel)
    }

    fn replace_recovery_codes(
        &self,
        user: UserId,
        digests: &[String],
    ) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| store_codes(conn, user.0, digests)).map_err(from_diesel)
    }

    fn remove(
        &self,
        user: UserId,
        audit: &AuditEntry,
        mail: &Notification,
    ) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            diesel::update(users::table.find(user.0))
                .set((
                    users::two_factor_secret.eq(None::<String>),
                    users::two_factor_confirmed_at.eq(None::<DateTime<Utc>>),
                    users::two_factor_last_step.eq(None::<i64>),
                ))
                .execute(conn)?;
            diesel::delete(recovery_codes::table.filter(recovery_codes::user_id.eq(user.0)))
                .execute(conn)?;
            audit::record(conn, audit)?;
            outbox::enqueue(conn, mail)
        })
        .map_err(from_diesel)?;
        self.users_changed();
        Ok(())
    }
}

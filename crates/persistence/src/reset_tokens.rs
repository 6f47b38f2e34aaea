use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::notifications::Notification;
use domain::users::{IssuedResetToken, PasswordHash, ResetTokens, UserId};
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{password_reset_tokens, users};

#[derive(Clone)]
pub struct PgResetTokens {
    db: Database,
}

impl PgResetTokens {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

impl ResetTokens for PgResetTokens {
    fn issue(&self, token: &IssuedResetToken, mail: &Notification) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            revoke_live_links(conn, token.user.0, None)?;
            diesel::insert_into(password_reset_tokens::table)
                .values((
                    password_reset_tokens::user_id.eq(token.user.0),
                    password_reset_tokens::token_hash.eq(&token.token_digest),
                    password_reset_tokens::expires_at.eq(token.expires_at),
                ))
                .execute(conn)?;
            outbox::enqueue(conn, mail)
        })
        .map_err(from_diesel)
    }

    fn holder(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<UserId>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let user: Option<i64> = password_reset_tokens::table
            .filter(password_reset_tokens::token_hash.eq(token_digest))
            .filter(password_reset_tokens::used_at.is_null())
            .filter(password_reset_tokens::expires_at.gt(now))
            .select(password_reset_tokens::user_id)
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        Ok(user.map(UserId))
    }

    fn revoke_all_of(&self, user: UserId) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        revoke_live_links(&mut conn, user.0, None).map_err(from_diesel)
    }

    fn redeem(
        &self,
        token_digest: &str,
        now: DateTime<Utc>,
        new_hash: &PasswordHash,
        mail: &Notification,
    ) -> Result<Option<UserId>, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            // Burning the token in the same statement that finds it makes a
            // second, concurrent use find nothing.
            let user = diesel::update(
                password_reset_tokens::table
                    .filter(password_reset_tokens::token_hash.eq(token_digest))
                    .filter(password_reset_tokens::used_at.is_null())
                    .filter(password_reset_tokens::expires_at.gt(now)),
            )
            .set(password_reset_tokens::used_at.eq(now))
            .returning((password_reset_tokens::id, password_reset_tokens::user_id))
            .get_result::<(i64, i64)>(conn)
            .optional()?;
            let Some((token, user)) = user else {
                return Ok(None);
            };
            revoke_live_links(conn, user, Some(token))?;
            diesel::update(users::table.find(user))
                .set((
                    users::password_hash.eq(new_hash.as_str()),
                    users::updated_at.eq(diesel::dsl::now),
                ))
                .execute(conn)?;
            outbox::enqueue(conn, mail)?;
            Ok(Some(UserId(user)))
        })
        .map_err(from_diesel)
    }
}

/// Deletes the account's links not yet used (but `keep`); used ones stay as a record.
fn revoke_live_links(conn: &mut PgConnection, user: i64, keep: Option<i64>) -> QueryResult<()> {
    diesel::delete(
        password_reset_tokens::table
            .filter(password_reset_tokens::user_id.eq(user))
            .filter(password_reset_tokens::used_at.is_null())
            .filter(password_reset_tokens::id.ne(keep.unwrap_or(0))),
    )
    .execute(conn)?;
    Ok(())
}

//! Marks documents whose expiry was told to their owner, and queues those mails, together.

use chrono::{NaiveDate, Utc};
use diesel::prelude::*;
use domain::documents::{ComposeNotices, ExpiringDocument, ExpiryNotices};
use domain::users::UserId;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{documents, users};

#[derive(Clone)]
pub struct PgExpiryNotices {
    db: Database,
}

impl PgExpiryNotices {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

impl ExpiryNotices for PgExpiryNotices {
    fn notify(
        &self,
        from: NaiveDate,
        until: NaiveDate,
        compose: ComposeNotices<'_>,
    ) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            // Rows another worker holds are left to it; the mark keeps them from coming back.
            let ids: Vec<i64> = documents::table
                .filter(documents::expires_on.between(from, until))
                .filter(documents::expiry_noticed_at.is_null())
                .filter(
                    documents::owner_id
                        .eq_any(users::table.filter(users::active.eq(true)).select(users::id)),
                )
                .order(documents::id.asc())
                .select(documents::id)
                .for_update()
                .skip_locked()
                .load(conn)?;
            if ids.is_empty() {
                return Ok(0);
            }
            diesel::update(documents::table.filter(documents::id.eq_any(&ids)))
                .set(documents::expiry_noticed_at.eq(Utc::now()))
                .execute(conn)?;
            let rows: Vec<(i64, String, String, String, String, Option<NaiveDate>)> =
                documents::table
                    .inner_join(users::table.on(users::id.eq(documents::owner_id)))
                    .filter(documents::id.eq_any(&ids))
                    .order(documents::id.asc())
                    .select((
                        documents::owner_id,
                        users::email,
                        users::full_name,
                        users::username,
                        documents::original_name,
                        documents::expires_on,
                    ))
                    .load(conn)?;
            let claimed: Vec<ExpiringDocument> = rows
                .into_iter()
                .filter_map(|(owner, email, full_name, username, name, expires_on)| {
                    Some(ExpiringDocument {
                        owner: UserId(owner),
                        owner_email: email,
                        owner_name: if full_name.trim().is_empty() { username } else { full_name },
                        name,
                        expires_on: expires_on?,
                    })
                })
                .collect();
            for mail in compose(&claimed) {
                outbox::enqueue(conn, &mail)?;
            }
            Ok(ids.len())
        })
        .map_err(from_diesel)
    }
}

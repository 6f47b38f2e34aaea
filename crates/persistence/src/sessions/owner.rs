//! What an account's owner does with its sessions: list the live ones, end one or the others;
//! and the ending of them all when the account's access changes.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::sessions::{AccountSessions, SessionSummary};
use domain::users::{SessionRevoker, UserId};
use domain::RepositoryError;

use super::{PgSessions, RememberedSessions};
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::sessions;

impl SessionRevoker for PgSessions {
    fn end_sessions_of(&self, user: UserId) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        end_all_of(&mut conn, user).map_err(from_diesel)?;
        self.remembered.forget_owner(user);
        Ok(())
    }
}

/// Deletes every session of an account on `conn`, so that it can join the transaction of an
/// access change; the caller then calls `forget_sessions_of` once it committed.
pub(crate) fn end_all_of(conn: &mut PgConnection, user: UserId) -> QueryResult<usize> {
    diesel::delete(sessions::table.filter(sessions::user_id.eq(user.0))).execute(conn)
}

/// Drops this instance's memory of an account's sessions (other instances hear of it).
pub(crate) fn forget_sessions_of(db: &Database, user: UserId) {
    db.freshness().listener::<RememberedSessions>().forget_owner(user);
}

impl AccountSessions for PgSessions {
    fn live_of(
        &self,
        user: UserId,
        now: DateTime<Utc>,
    ) -> Result<Vec<SessionSummary>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let rows: Vec<ListedSession> = sessions::table
            .filter(sessions::user_id.eq(user.0))
            .filter(sessions::expires_at.gt(now))
            .filter(sessions::absolute_expires_at.gt(now))
            .order((sessions::last_seen_at.desc(), sessions::created_at.desc()))
            .select(ListedSession::as_select())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .map(|row| SessionSummary {
                id: row.public_id,
                device: row.device,
                address: row.address,
                signed_in_at: row.created_at,
                last_seen_at: row.last_seen_at,
            })
            .collect())
    }

    fn end(&self, user: UserId, id: &str) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        let ended: Vec<String> = diesel::delete(
            sessions::table.filter(sessions::user_id.eq(user.0)).filter(sessions::public_id.eq(id)),
        )
        .returning(sessions::key_hash)
        .get_results(&mut conn)
        .map_err(from_diesel)?;
        for key_hash in &ended {
            self.remembered.forget(key_hash);
        }
        Ok(!ended.is_empty())
    }

    fn end_others(&self, user: UserId, keep: Option<&str>) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mine = sessions::table.filter(sessions::user_id.eq(user.0));
        let ended: Vec<String> = match keep {
            Some(keep) => diesel::delete(mine.filter(sessions::public_id.ne(keep)))
                .returning(sessions::key_hash)
                .get_results(&mut conn),
            None => diesel::delete(mine).returning(sessions::key_hash).get_results(&mut conn),
        }
        .map_err(from_diesel)?;
        for key_hash in &ended {
            self.remembered.forget(key_hash);
        }
        Ok(ended.len())
    }
}

/// A session as its owner sees it listed.
#[derive(Queryable, Selectable)]
#[diesel(table_name = sessions, check_for_backend(diesel::pg::Pg))]
struct ListedSession {
    public_id: String,
    device: Option<String>,
    address: Option<String>,
    created_at: DateTime<Utc>,
    last_seen_at: DateTime<Utc>,
}

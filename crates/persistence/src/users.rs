use std::sync::Arc;

use chrono::{DateTime, Utc};
use diesel::dsl::now;
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::notifications::Notification;
use domain::paging::Page;
use domain::users::{
    NewUser, PasswordHash, Phone, ProfileChange, Role, User, UserFilter, UserId, UserRepository,
};
use domain::RepositoryError;

use crate::audit;
use crate::changes::{CachedReads, Topic};
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::users;
use crate::sessions;

diesel::define_sql_function!(fn lower(value: diesel::sql_types::Text) -> diesel::sql_types::Text);

#[derive(Queryable, Selectable)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
struct UserRow {
    id: i64,
    username: String,
    email: String,
    full_name: String,
    phone: Option<String>,
    role: String,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    two_factor_confirmed_at: Option<DateTime<Utc>>,
}

impl TryFrom<UserRow> for User {
    type Error = RepositoryError;

    fn try_from(row: UserRow) -> Result<Self, Self::Error> {
        let role = Role::parse(&row.role)
            .ok_or_else(|| RepositoryError::Storage(format!("unknown role {:?}", row.role)))?;
        Ok(User {
            id: UserId(row.id),
            username: row.username,
            email: row.email,
            full_name: row.full_name,
            phone: row.phone,
            role,
            active: row.active,
            two_factor: row.two_factor_confirmed_at.is_some(),
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = users)]
struct NewUserRow<'a> {
    username: &'a str,
    email: &'a str,
    full_name: &'a str,
    phone: Option<&'a str>,
    role: &'a str,
    password_hash: &'a str,
}

#[derive(Clone)]
pub struct PgUserRepository {
    db: Database,
    /// The administrators' addresses, which every booking's mail to the staff reads, kept in
    /// memory until an account changes: read from the table each time, they cost a booking more
    /// than its own insert (no index narrows the accounts to the few administrators).
    staff_addresses: Arc<CachedReads<(), Vec<String>>>,
}

impl PgUserRepository {
    pub fn new(db: Database) -> Self {
        const USERS: &[Topic] = &[Topic::Users];
        Self { db, staff_addresses: Arc::new(CachedReads::new(USERS, 1)) }
    }
}

impl PgUserRepository {
    fn find_one(
        &self,
        query: impl FnOnce(&mut PgConnection) -> QueryResult<Option<UserRow>>,
    ) -> Result<Option<User>, RepositoryError> {
        let mut conn = self.db.connection()?;
        query(&mut conn).map_err(from_diesel)?.map(User::try_from).transpose()
    }

    /// Runs a change and its audit entry in one transaction.
    fn audited<T>(
        &self,
        audit: Option<&AuditEntry>,
        change: impl FnOnce(&mut PgConnection) -> QueryResult<T>,
    ) -> Result<T, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let result = change(conn)?;
            if let Some(entry) = audit {
                audit::record(conn, entry)?;
            }
            Ok(result)
        })
        .inspect(|_| self.users_changed())
        .map_err(from_diesel)
    }

    /// Drops this instance's reads that show accounts at once (other instances hear of it).
    fn users_changed(&self) {
        self.db.freshness().changed(Topic::Users);
    }
}

fn escape_like(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

impl UserRepository for PgUserRepository {
    fn insert(&self, user: &NewUser) -> Result<User, RepositoryError> {
        let mut conn = self.db.connection()?;
        let row = NewUserRow {
            username: user.username.as_str(),
            email: user.email.as_str(),
            full_name: user.full_name.as_str(),
            phone: user.phone.as_ref().map(|p| p.as_str()),
            role: user.role.as_str(),
            password_hash: user.password_hash.as_str(),
        };
        diesel::insert_into(users::table)
            .values(&row)
            .returning(UserRow::as_returning())
            .get_result(&mut conn)
            .inspect(|_| self.users_changed())
            .map_err(from_diesel)?
            .try_into()
    }

    fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        self.find_one(|conn| {
            users::table.find(id.0).select(UserRow::as_select()).first(conn).optional()
        })
    }

    fn find_by_username(&self, username: &str) -> Result<Option<User>, RepositoryError> {
        self.find_one(|conn| {
            users::table
                .filter(lower(users::username).eq(lower(username)))
                .select(UserRow::as_select())
                .first(conn)
                .optional()
        })
    }

    fn find_by_email(&self, email: &str) -> Result<Option<User>, RepositoryError> {
        self.find_one(|conn| {
            users::table
                .filter(lower(users::email).eq(lower(email)))
                .select(UserRow::as_select())
                .first(conn)
                .optional()
        })
    }

    fn find_credentials(
        &self,
        username: &str,
    ) -> Result<Option<(User, PasswordHash)>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let found: Option<(UserRow, String)> = users::table
            .filter(lower(users::username).eq(lower(username)))
            .select((UserRow::as_select(), users::password_hash))
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        found.map(|(row, hash)| Ok((User::try_from(row)?, PasswordHash::new(hash)))).transpose()
    }

    fn password_hash(&self, id: UserId) -> Result<Option<PasswordHash>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let hash: Option<String> = users::table
            .find(id.0)
            .select(users::password_hash)
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        Ok(hash.map(PasswordHash::new))
    }

    fn list(&self, filter: &UserFilter) -> Result<Page<User>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let matching = || {
            let mut query = users::table.into_boxed();
            if let Some(role) = filter.role {
                query = query.filter(users::role.eq(role.as_str()));
            }
            if let Some(text) = filter.query.as_deref().map(str::trim).filter(|q| !q.is_empty()) {
                let pattern = format!("%{}%", escape_like(text));
                query = query.filter(
                    users::full_name
                        .ilike(pattern.clone())
                        .or(users::username.ilike(pattern.clone()))
                        .or(users::email.ilike(pattern)),
                );
            }
            query
        };
        let total: i64 = matching().count().get_result(&mut conn).map_err(from_diesel)?;
        let rows: Vec<UserRow> = matching()
            .order((lower(users::full_name).asc(), users::id.asc()))
            .offset(filter.page.offset())
            .limit(filter.page.limit())
            .select(UserRow::as_select())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(Page {
            items: rows.into_iter().map(User::try_from).collect::<Result<_, _>>()?,
            total,
            page: filter.page.page,
            page_size: filter.page.page_size,
        })
    }

    fn count_active_admins(&self) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        users::table
            .filter(users::role.eq(Role::Admin.as_str()))
            .filter(users::active.eq(true))
            .count()
            .get_result(&mut conn)
            .map_err(from_diesel)
    }

    fn active_admin_emails(&self) -> Result<Vec<String>, RepositoryError> {
        self.staff_addresses.get_or_read(self.db.freshness(), (), || {
            let mut conn = self.db.connection()?;
            users::table
                .filter(users::role.eq(Role::Admin.as_str()))
                .filter(users::active.eq(true))
                .order(users::id.asc())
                .select(users::email)
                .load(&mut conn)
                .map_err(from_diesel)
        })
    }

    fn update_profile(
        &self,
        id: UserId,
        profile: &ProfileChange,
        audit: Option<&AuditEntry>,
        mail: Option<&Notification>,
    ) -> Result<User, RepositoryError> {
        self.audited(audit, |conn| {
            if let Some(mail) = mail {
                outbox::enqueue(conn, mail)?;
            }
            diesel::update(users::table.find(id.0))
                .set((
                    users::username.eq(profile.username.as_str()),
                    users::email.eq(profile.email.as_str()),
                    users::full_name.eq(profile.full_name.as_str()),
                    // Left out of the UPDATE when the profile keeps the phone.
                    profile
                        .phone
                        .as_ref()
                        .map(|phone| users::phone.eq(phone.as_ref().map(Phone::as_str))),
                    users::updated_at.eq(now),
                ))
                .returning(UserRow::as_returning())
                .get_result(conn)
        })?
        .try_into()
    }

    fn update_access(
        &self,
        id: UserId,
        role: Role,
        active: bool,
        audit: Option<&AuditEntry>,
    ) -> Result<User, RepositoryError> {
        // The account's sessions carry its old role: they end in the same transaction, so no
        // request is ever served with rights the account no longer has.
        let updated = self.audited(audit, |conn| {
            let row = diesel::update(users::table.find(id.0))
                .set((
                    users::role.eq(role.as_str()),
                    users::active.eq(active),
                    users::updated_at.eq(now),
                ))
                .returning(UserRow::as_returning())
                .get_result(conn)?;
            sessions::end_all_of(conn, id)?;
            Ok(row)
        });
        sessions::forget_sessions_of(&self.db, id);
        updated?.try_into()
    }

    fn delete(&self, id: UserId, audit: &AuditEntry) -> Result<(), RepositoryError> {
        let deleted = self
            .audited(Some(audit), |conn| diesel::delete(users::table.find(id.0)).execute(conn))?;
        if deleted == 0 {
            return Err(RepositoryError::NotFound);
        }
        // The account's appointments and messages stay, unlinked (ON DELETE SET NULL).
        self.db.freshness().changed(Topic::Appointments);
        self.db.freshness().changed(Topic::Messages);
        Ok(())
    }

    fn set_password(
        &self,
        id: UserId,
        hash: &PasswordHash,
        mail: Option<&Notification>,
    ) -> Result<(), RepositoryError> {
        let updated = self.audited(None, |conn| {
            let updated = diesel::update(users::table.find(id.0))
                .set((users::password_hash.eq(hash.as_str()), users::updated_at.eq(now)))
                .execute(conn)?;
            if let (1, Some(mail)) = (updated, mail) {
                outbox::enqueue(conn, mail)?;
            }
            Ok(updated)
        })?;
        if updated == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }
}

use chrono::{DateTime, Utc};
use diesel::dsl::now;
use diesel::prelude::*;
use domain::users::{NewUser, PasswordHash, Role, User, UserId, UserRepository};
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::users;

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
}

impl PgUserRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
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
            .map_err(from_diesel)?
            .try_into()
    }

    fn find_by_id(&self, id: UserId) -> Result<Option<User>, RepositoryError> {
        let mut conn = self.db.connection()?;
        users::table
            .find(id.0)
            .select(UserRow::as_select())
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?
            .map(User::try_from)
            .transpose()
    }

    fn find_by_username(&self, username: &str) -> Result<Option<User>, RepositoryError> {
        let mut conn = self.db.connection()?;
        users::table
            .filter(lower(users::username).eq(lower(username)))
            .select(UserRow::as_select())
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?
            .map(User::try_from)
            .transpose()
    }

    fn update_access(&self, id: UserId, role: Role, active: bool) -> Result<User, RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::update(users::table.find(id.0))
            .set((
                users::role.eq(role.as_str()),
                users::active.eq(active),
                users::updated_at.eq(now),
            ))
            .returning(UserRow::as_returning())
            .get_result(&mut conn)
            .map_err(from_diesel)?
            .try_into()
    }

    fn set_password(&self, id: UserId, hash: &PasswordHash) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        let updated = diesel::update(users::table.find(id.0))
            .set((
                users::password_hash.eq(hash.as_str()),
                users::updated_at.eq(now),
            ))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        if updated == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }
}

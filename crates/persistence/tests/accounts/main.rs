//! The accounts adapters against a real PostgreSQL: listing, audit, the
//! last-admin rule, sessions, reset tokens, the second factor and the mail outbox.

use std::sync::{Arc, Barrier};
use std::thread;

use chrono::{Duration, TimeZone, Utc};
use diesel::{Connection, PgConnection, RunQueryDsl};
use domain::audit::AuditEntry;
use domain::notifications::Notification;
use domain::paging::PageRequest;
use domain::sessions::AccountSessions;
use domain::users::{
    EmailAddress, FullName, IssuedResetToken, NewUser, PasswordHash, ResetTokens, Role,
    SessionRevoker, User, UserFilter, UserRepository, Username,
};
use domain::{Refusal, RepositoryError};
use persistence::testing::TestDatabase;
use persistence::{
    PgOutbox, PgResetTokens, PgSessions, PgUserRepository, SessionLifetimes, SessionOrigin,
};
use serde_json::json;

mod mail;
mod second_factor;
mod sessions;
mod users;

fn add(users: &PgUserRepository, username: &str, full_name: &str, role: Role) -> User {
    users
        .insert(&NewUser {
            username: Username::parse(username).unwrap(),
            email: EmailAddress::parse(&format!("{username}@exemplo.com")).unwrap(),
            full_name: FullName::parse(full_name).unwrap(),
            phone: None,
            role,
            password_hash: PasswordHash::new("hash".into()),
        })
        .unwrap()
}

fn audit_entry(actor: &User, target: &User) -> AuditEntry {
    AuditEntry {
        actor: actor.id,
        action: "user.access",
        entity: "user",
        entity_id: target.id.to_string(),
        before: Some(json!({"active": true})),
        after: Some(json!({"active": false})),
    }
}

fn count(url: &str, sql: &str) -> i64 {
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let mut conn = PgConnection::establish(url).unwrap();
    diesel::sql_query(sql).get_result::<Count>(&mut conn).unwrap().n
}

//! The accounts adapters against a real PostgreSQL: listing, audit, the
//! last-admin rule, sessions, reset tokens and the mail outbox.

use std::sync::{Arc, Barrier};
use std::thread;

use chrono::{Duration, TimeZone, Utc};
use diesel::{Connection, PgConnection, RunQueryDsl};
use domain::audit::AuditEntry;
use domain::notifications::Notification;
use domain::paging::PageRequest;
use domain::users::{
    EmailAddress, FullName, IssuedResetToken, NewUser, PasswordHash, ResetTokens, Role,
    SessionRevoker, User, UserFilter, UserRepository, Username,
};
use domain::{Refusal, RepositoryError};
use persistence::testing::TestDatabase;
use persistence::{PgOutbox, PgResetTokens, PgSessions, PgUserRepository, SessionLifetimes};
use serde_json::json;

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
    diesel::sql_query(sql)
        .get_result::<Count>(&mut conn)
        .unwrap()
        .n
}

#[test]
fn staff_search_filters_by_text_and_role_and_pages() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    add(&users, "chefe", "Carla Chefe", Role::Admin);
    add(&users, "ana", "Ana Rossi", Role::User);
    add(&users, "bia", "Beatriz Rossi", Role::User);
    add(&users, "caio", "Caio 100%", Role::User);

    let rossi = users
        .list(&UserFilter {
            query: Some("ROSSI".into()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(rossi.total, 2);
    let names: Vec<_> = rossi.items.iter().map(|u| u.username.as_str()).collect();
    assert_eq!(names, ["ana", "bia"], "sorted by name");

    let by_email = users
        .list(&UserFilter {
            query: Some("chefe@".into()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(by_email.total, 1);

    let percent = users
        .list(&UserFilter {
            query: Some("%".into()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(
        percent.total, 1,
        "a % in the search is a character, not a wildcard"
    );

    let admins = users
        .list(&UserFilter {
            role: Some(Role::Admin),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(admins.total, 1);

    let second_page = users
        .list(&UserFilter {
            page: PageRequest::new(Some(2), Some(3)),
            ..Default::default()
        })
        .unwrap();
    assert_eq!((second_page.total, second_page.items.len()), (4, 1));
    assert_eq!((second_page.page, second_page.page_size), (2, 3));
}

#[test]
fn an_access_change_and_its_audit_entry_are_stored_together() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let admin = add(&users, "chefe", "Carla Chefe", Role::Admin);
    let client = add(&users, "ana", "Ana Rossi", Role::User);

    users
        .update_access(
            client.id,
            Role::User,
            false,
            Some(&audit_entry(&admin, &client)),
        )
        .unwrap();
    assert_eq!(
        count(
            &test_db.url,
            "SELECT count(*) AS n FROM audit_log WHERE action = 'user.access'"
        ),
        1
    );

    // A change the database refuses leaves no audit entry behind.
    let refused = users.update_access(
        admin.id,
        Role::User,
        true,
        Some(&audit_entry(&admin, &admin)),
    );
    assert!(matches!(
        refused,
        Err(RepositoryError::Refused(Refusal::LastActiveAdmin))
    ));
    assert_eq!(
        count(&test_db.url, "SELECT count(*) AS n FROM audit_log"),
        1
    );
}

#[test]
fn the_last_active_admin_can_be_neither_deleted_nor_demoted() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let admin = add(&users, "chefe", "Carla Chefe", Role::Admin);
    let client = add(&users, "ana", "Ana Rossi", Role::User);

    let deleted = users.delete(admin.id, &audit_entry(&admin, &admin));
    assert!(matches!(deleted, Err(RepositoryError::Refused(_))));
    let deactivated = users.update_access(admin.id, Role::Admin, false, None);
    assert!(matches!(deactivated, Err(RepositoryError::Refused(_))));
    // Changes that do not touch an active admin are not held back.
    users
        .update_access(client.id, Role::User, false, None)
        .unwrap();
    users
        .delete(client.id, &audit_entry(&admin, &client))
        .unwrap();
}

#[test]
fn two_admins_demoting_each_other_at_once_leave_one_admin() {
    let test_db = TestDatabase::create();
    let users = Arc::new(PgUserRepository::new(test_db.database(4)));
    let first = add(&users, "primeira", "Primeira Admin", Role::Admin);
    let second = add(&users, "segunda", "Segunda Admin", Role::Admin);

    let barrier = Arc::new(Barrier::new(2));
    let outcomes: Vec<_> = [first.id, second.id]
        .into_iter()
        .map(|target| {
            let (users, barrier) = (users.clone(), barrier.clone());
            thread::spawn(move || {
                barrier.wait();
                users.update_access(target, Role::User, true, None).is_ok()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|handle| handle.join().unwrap())
        .collect();
    assert_eq!(outcomes.iter().filter(|ok| **ok).count(), 1, "{outcomes:?}");
    assert_eq!(users.count_active_admins().unwrap(), 1);
}

fn lifetimes() -> SessionLifetimes {
    SessionLifetimes {
        idle: Duration::hours(2),
        absolute: Duration::hours(12),
    }
}

#[test]
fn a_session_slides_while_used_and_ends_at_its_absolute_deadline() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let sessions = PgSessions::new(test_db.database(2), lifetimes());
    let start = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    let state = json!({"user_id": "1"});

    sessions
        .insert("chave-secreta", Some(ana.id), &state, start)
        .unwrap();
    assert_eq!(
        count(
            &test_db.url,
            "SELECT count(*) AS n FROM sessions WHERE key_hash = 'chave-secreta'"
        ),
        0,
        "only a digest of the key is stored"
    );

    // Used every 90 minutes, it outlives the 2 h idle limit...
    let mut at = start;
    for _ in 0..7 {
        at += Duration::minutes(90);
        assert_eq!(
            sessions.load("chave-secreta", at).unwrap(),
            Some(state.clone()),
            "at {at}"
        );
    }
    // ...but not the 12 h absolute one.
    assert_eq!(
        sessions
            .load("chave-secreta", start + Duration::hours(12))
            .unwrap(),
        None
    );
    assert_eq!(sessions.load("outra-chave", start).unwrap(), None);
}

#[test]
fn an_idle_session_expires_and_is_purged() {
    let test_db = TestDatabase::create();
    let sessions = PgSessions::new(test_db.database(2), lifetimes());
    let start = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    sessions.insert("k", None, &json!({}), start).unwrap();
    assert!(sessions
        .load("k", start + Duration::minutes(119))
        .unwrap()
        .is_some());
    // That use slid the deadline to 10:00 + 119 min.
    assert!(sessions
        .load("k", start + Duration::minutes(119 + 121))
        .unwrap()
        .is_none());
    assert!(!sessions
        .update("k", None, &json!({"a": "1"}), start + Duration::hours(5))
        .unwrap());
    assert_eq!(
        sessions.purge_expired(start + Duration::hours(5)).unwrap(),
        1
    );
}

#[test]
fn ending_a_users_sessions_spares_everyone_else() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let bia = add(&users, "bia", "Beatriz Rossi", Role::User);
    let sessions = PgSessions::new(test_db.database(2), lifetimes());
    let now = Utc::now();
    sessions
        .insert("ana-1", Some(ana.id), &json!({}), now)
        .unwrap();
    sessions
        .insert("ana-2", Some(ana.id), &json!({}), now)
        .unwrap();
    sessions
        .insert("bia-1", Some(bia.id), &json!({}), now)
        .unwrap();

    sessions.end_sessions_of(ana.id).unwrap();
    assert_eq!(sessions.count_for(ana.id).unwrap(), 0);
    assert!(sessions.load("bia-1", now).unwrap().is_some());
    sessions.delete("bia-1").unwrap();
    assert!(sessions.load("bia-1", now).unwrap().is_none());
}

fn reset_mail() -> Notification {
    Notification::PasswordReset {
        to: "ana@exemplo.com".into(),
        name: "Ana".into(),
        reset_url: "http://portal.test/auth/reset?token=t".into(),
        valid_minutes: 60,
    }
}

#[test]
fn a_reset_token_works_once_before_it_expires_and_queues_its_mail() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let tokens = PgResetTokens::new(test_db.database(2));
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    let issue = |digest: &str| IssuedResetToken {
        user: ana.id,
        token_digest: digest.into(),
        expires_at: now + Duration::hours(1),
    };
    tokens.issue(&issue("d1"), &reset_mail()).unwrap();
    tokens.issue(&issue("d2"), &reset_mail()).unwrap();
    assert_eq!(
        PgOutbox::new(test_db.database(1)).pending().unwrap().len(),
        2
    );

    let new_hash = PasswordHash::new("novo-hash".into());
    assert_eq!(
        tokens
            .redeem("d1", now + Duration::minutes(59), &new_hash)
            .unwrap(),
        Some(ana.id)
    );
    assert_eq!(
        users.password_hash(ana.id).unwrap().unwrap().as_str(),
        "novo-hash"
    );
    assert_eq!(
        tokens
            .redeem("d1", now + Duration::minutes(59), &new_hash)
            .unwrap(),
        None,
        "used"
    );
    assert_eq!(
        tokens
            .redeem("d2", now + Duration::minutes(61), &new_hash)
            .unwrap(),
        None,
        "expired"
    );
    assert_eq!(tokens.redeem("nada", now, &new_hash).unwrap(), None);
}

#[test]
fn outbox_claims_do_not_overlap_and_failures_are_kept() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let tokens = PgResetTokens::new(test_db.database(2));
    let now = Utc::now();
    for digest in ["a", "b", "c"] {
        let token = IssuedResetToken {
            user: ana.id,
            token_digest: digest.into(),
            expires_at: now,
        };
        tokens.issue(&token, &reset_mail()).unwrap();
    }
    let outbox = PgOutbox::new(test_db.database(2));
    let lease = Duration::minutes(5);

    let first = outbox
        .claim_due(now + Duration::seconds(1), 2, lease)
        .unwrap();
    let second = outbox
        .claim_due(now + Duration::seconds(1), 10, lease)
        .unwrap();
    assert_eq!(
        (first.len(), second.len()),
        (2, 1),
        "a claimed mail is leased to its worker"
    );
    assert_eq!(first[0].notification, Some(reset_mail()));

    outbox.mark_sent(first[0].id).unwrap();
    outbox
        .mark_failed(
            first[1].id,
            "smtp down",
            now,
            Some(now + Duration::seconds(30)),
        )
        .unwrap();
    outbox
        .mark_failed(second[0].id, "bad address", now, None)
        .unwrap();

    assert!(outbox
        .claim_due(now + Duration::seconds(29), 10, lease)
        .unwrap()
        .is_empty());
    let retried = outbox
        .claim_due(now + Duration::seconds(31), 10, lease)
        .unwrap();
    assert_eq!(retried.len(), 1, "the set-aside mail is not retried");
    assert_eq!(retried[0].attempts, 1);
    let pending = outbox.pending().unwrap();
    assert_eq!(pending.len(), 2, "nothing is lost");
    assert!(pending
        .iter()
        .any(|(_, _, error)| error.as_deref() == Some("bad address")));
}

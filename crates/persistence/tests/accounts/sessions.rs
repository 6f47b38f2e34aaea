//! Sessions: sliding, idle and absolute expiry, and ending them.

use super::*;

fn lifetimes() -> SessionLifetimes {
    SessionLifetimes { idle: Duration::hours(2), absolute: Duration::hours(12) }
}

/// A database with ana and bia (both `role`), and its sessions.
fn ana_and_bia(role: Role) -> (TestDatabase, PgUserRepository, PgSessions, User, User) {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", role);
    let bia = add(&users, "bia", "Beatriz Rossi", role);
    let sessions = PgSessions::new(test_db.database(2), lifetimes());
    (test_db, users, sessions, ana, bia)
}

#[test]
fn a_session_slides_while_used_and_ends_at_its_absolute_deadline() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let sessions = PgSessions::new(test_db.database(2), lifetimes());
    let start = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    let state = json!({"user_id": "1"});

    sessions.insert("chave-secreta", Some(ana.id), &state, start).unwrap();
    assert_eq!(
        count(&test_db.url, "SELECT count(*) AS n FROM sessions WHERE key_hash = 'chave-secreta'"),
        0,
        "only a digest of the key is stored"
    );

    // Used every 90 minutes, it outlives the 2 h idle limit...
    let mut at = start;
    for _ in 0..7 {
        at += Duration::minutes(90);
        assert_eq!(sessions.load("chave-secreta", at).unwrap(), Some(state.clone()), "at {at}");
    }
    // ...but not the 12 h absolute one.
    assert_eq!(sessions.load("chave-secreta", start + Duration::hours(12)).unwrap(), None);
    assert_eq!(sessions.load("outra-chave", start).unwrap(), None);
}

#[test]
fn an_idle_session_expires_and_is_purged() {
    let test_db = TestDatabase::create();
    let sessions = PgSessions::new(test_db.database(2), lifetimes());
    let start = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    sessions.insert("k", None, &json!({}), start).unwrap();
    assert!(sessions.load("k", start + Duration::minutes(119)).unwrap().is_some());
    // That use slid the deadline to 10:00 + 119 min.
    assert!(sessions.load("k", start + Duration::minutes(119 + 121)).unwrap().is_none());
    assert!(!sessions.update("k", None, &json!({"a": "1"}), start + Duration::hours(5)).unwrap());
    assert_eq!(sessions.purge_expired(start + Duration::hours(5)).unwrap(), 1);
}

#[test]
fn ending_a_users_sessions_spares_everyone_else() {
    let (_test_db, _users, sessions, ana, bia) = ana_and_bia(Role::User);
    let now = Utc::now();
    open(&sessions, "ana-1", &ana, now);
    open(&sessions, "ana-2", &ana, now);
    open(&sessions, "bia-1", &bia, now);

    sessions.end_sessions_of(ana.id).unwrap();
    assert_eq!(sessions.count_for(ana.id).unwrap(), 0);
    assert!(sessions.load("bia-1", now).unwrap().is_some());
    sessions.delete("bia-1").unwrap();
    assert!(sessions.load("bia-1", now).unwrap().is_none());
}

#[test]
fn an_access_change_ends_the_accounts_sessions_in_its_own_transaction() {
    let (_test_db, users, sessions, ana, bia) = ana_and_bia(Role::Admin);
    let now = Utc::now();
    let state = json!({"role": "admin"});
    sessions.insert("ana-1", Some(ana.id), &state, now).unwrap();
    open(&sessions, "bia-1", &bia, now);
    assert!(sessions.load("ana-1", now).unwrap().is_some());

    // No separate call to end them: the change itself does.
    users.update_access(ana.id, Role::User, true, None).unwrap();
    assert_eq!(sessions.count_for(ana.id).unwrap(), 0);
    assert!(sessions.load("ana-1", now).unwrap().is_none());
    assert!(sessions.load("bia-1", now).unwrap().is_some());
}

#[test]
fn an_account_lists_and_ends_its_own_sessions_by_public_id() {
    let (_test_db, _users, sessions, ana, bia) = ana_and_bia(Role::User);
    let now = Utc::now();
    let from = |id: &str| SessionOrigin {
        public_id: Some(id.into()),
        device: Some("Chrome no Linux".into()),
        address: Some("203.0.113.9".into()),
    };
    for (key, user, id) in [("ana-1", &ana, "a1"), ("ana-2", &ana, "a2"), ("ana-3", &ana, "a3")] {
        sessions.insert_from(key, Some(user.id), &from(id), &json!({}), now).unwrap();
    }
    sessions.insert_from("bia-1", Some(bia.id), &from("b1"), &json!({}), now).unwrap();

    let listed = sessions.live_of(ana.id, now).unwrap();
    assert_eq!(listed.len(), 3);
    assert_eq!(listed[0].device.as_deref(), Some("Chrome no Linux"));
    assert_eq!(listed[0].address.as_deref(), Some("203.0.113.9"));

    assert!(!sessions.end(ana.id, "b1").unwrap(), "not ana's");
    assert!(sessions.load("bia-1", now).unwrap().is_some());
    assert!(sessions.end(ana.id, "a1").unwrap());
    assert!(sessions.load("ana-1", now).unwrap().is_none());

    assert_eq!(sessions.end_others(ana.id, Some("a2")).unwrap(), 1);
    assert!(sessions.load("ana-2", now).unwrap().is_some());
    assert!(sessions.load("ana-3", now).unwrap().is_none());
    assert_eq!(sessions.live_of(ana.id, now).unwrap().len(), 1);
}

/// A session `key` of `user` with an empty state, opened at `now`.
fn open(sessions: &PgSessions, key: &str, user: &User, now: chrono::DateTime<Utc>) {
    sessions.insert(key, Some(user.id), &json!({}), now).unwrap();
}

//! Reset tokens and the mail outbox.

use super::*;

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
    assert_eq!(PgOutbox::new(test_db.database(1)).pending().unwrap().len(), 1);
    assert_eq!(tokens.holder("d1", now).unwrap(), Some(ana.id));
    assert_eq!(tokens.holder("d1", now + Duration::minutes(61)).unwrap(), None);
    assert_eq!(tokens.holder("nada", now).unwrap(), None);

    let new_hash = PasswordHash::new("novo-hash".into());
    let changed = password_changed_by_reset();
    assert_eq!(tokens.holder("d1", now + Duration::minutes(59)).unwrap(), Some(ana.id));
    assert_eq!(tokens.holder("d2", now + Duration::minutes(61)).unwrap(), None);
    assert_eq!(
        tokens.redeem("d1", now + Duration::minutes(59), &new_hash, &changed).unwrap(),
        Some(ana.id)
    );
    assert_eq!(tokens.holder("d1", now).unwrap(), None, "used");
    assert_eq!(users.password_hash(ana.id).unwrap().unwrap().as_str(), "novo-hash");
    assert_eq!(
        tokens.redeem("d1", now + Duration::minutes(59), &new_hash, &changed).unwrap(),
        None,
        "used"
    );
    tokens.issue(&issue("d2"), &reset_mail()).unwrap();
    assert_eq!(
        tokens.redeem("d2", now + Duration::minutes(61), &new_hash, &changed).unwrap(),
        None,
        "expired"
    );
    assert_eq!(tokens.redeem("nada", now, &new_hash, &changed).unwrap(), None);
    assert_eq!(
        PgOutbox::new(test_db.database(1)).pending().unwrap().len(),
        3,
        "only the redeemed link queued its mail"
    );
}

#[test]
fn only_the_digest_is_stored_and_one_link_per_account_lives() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let bia = add(&users, "bia", "Bia Rossi", Role::User);
    let tokens = PgResetTokens::new(test_db.database(2));
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
    let issue = |user: &User, digest: &str| IssuedResetToken {
        user: user.id,
        token_digest: digest.into(),
        expires_at: now + Duration::hours(1),
    };
    let live = |digest: &str| tokens.holder(digest, now).unwrap().is_some();

    tokens.issue(&issue(&ana, "a1"), &reset_mail()).unwrap();
    tokens.issue(&issue(&bia, "b1"), &reset_mail()).unwrap();
    tokens.issue(&issue(&ana, "a2"), &reset_mail()).unwrap();
    assert_eq!((live("a1"), live("a2"), live("b1")), (false, true, true));

    // A link left from before the rule: using another one revokes it too.
    let mut conn = PgConnection::establish(&test_db.url).unwrap();
    diesel::sql_query(format!(
        "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) \
         VALUES ({}, 'a3', now() + interval '1 day')",
        ana.id.0
    ))
    .execute(&mut conn)
    .unwrap();
    let new_hash = PasswordHash::new("novo-hash".into());
    let changed = password_changed_by_reset();
    assert_eq!(tokens.redeem("a2", now, &new_hash, &changed).unwrap(), Some(ana.id));
    assert_eq!((live("a3"), live("b1")), (false, true));

    tokens.issue(&issue(&bia, "b2"), &reset_mail()).unwrap();
    tokens.revoke_all_of(bia.id).unwrap();
    assert!(!live("b2"));

    let stored: Vec<String> = diesel::sql_query("SELECT token_hash FROM password_reset_tokens")
        .load::<TokenHash>(&mut conn)
        .unwrap()
        .into_iter()
        .map(|row| row.token_hash)
        .collect();
    assert_eq!(stored, ["a2"], "only the used link stays, as its digest");
}

#[derive(diesel::QueryableByName)]
struct TokenHash {
    #[diesel(sql_type = diesel::sql_types::Text)]
    token_hash: String,
}

#[test]
fn outbox_claims_do_not_overlap_and_failures_are_kept() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(2));
    let ana = add(&users, "ana", "Ana Rossi", Role::User);
    let tokens = PgResetTokens::new(test_db.database(2));
    let now = Utc::now();
    for digest in ["a", "b", "c"] {
        let token = IssuedResetToken { user: ana.id, token_digest: digest.into(), expires_at: now };
        tokens.issue(&token, &reset_mail()).unwrap();
    }
    let outbox = PgOutbox::new(test_db.database(2));
    let lease = Duration::minutes(5);

    let first = outbox.claim_due(now + Duration::seconds(1), 2, lease).unwrap();
    let second = outbox.claim_due(now + Duration::seconds(1), 10, lease).unwrap();
    assert_eq!((first.len(), second.len()), (2, 1), "a claimed mail is leased to its worker");
    assert_eq!(first[0].notification, Some(reset_mail()));

    outbox.mark_sent(first[0].id).unwrap();
    outbox.mark_failed(first[1].id, "smtp down", now, Some(now + Duration::seconds(30))).unwrap();
    outbox.mark_failed(second[0].id, "bad address", now, None).unwrap();

    assert!(outbox.claim_due(now + Duration::seconds(29), 10, lease).unwrap().is_empty());
    let retried = outbox.claim_due(now + Duration::seconds(31), 10, lease).unwrap();
    assert_eq!(retried.len(), 1, "the set-aside mail is not retried");
    assert_eq!(retried[0].attempts, 1);
    let pending = outbox.pending().unwrap();
    assert_eq!(pending.len(), 2, "nothing is lost");
    assert!(pending.iter().any(|(_, _, error)| error.as_deref() == Some("bad address")));
}

/// The mail telling ana her password was changed through a reset link.
fn password_changed_by_reset() -> Notification {
    Notification::PasswordChanged {
        to: "ana@exemplo.com".into(),
        name: "Ana".into(),
        by_reset: true,
    }
}

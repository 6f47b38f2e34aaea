//! The second factor's storage: confirming, one use per time step and per recovery code even
//! under concurrent requests, and removal with its audit entry and mail.

use super::*;
use domain::users::{SecondFactorStore, StoredSecondFactor};
use persistence::PgSecondFactors;

fn two_factor_mail(user: &User, enabled: bool) -> Notification {
    Notification::TwoFactorChanged { to: user.email.clone(), name: user.full_name.clone(), enabled }
}

/// `n` threads call `attempt` at once; answers how many succeeded.
fn at_once(n: usize, attempt: impl Fn() -> bool + Send + Sync + 'static) -> usize {
    let (attempt, barrier) = (Arc::new(attempt), Arc::new(Barrier::new(n)));
    (0..n)
        .map(|_| {
            let (attempt, barrier) = (attempt.clone(), barrier.clone());
            thread::spawn(move || {
                barrier.wait();
                attempt()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|handle| handle.join().unwrap())
        .filter(|passed| *passed)
        .count()
}

#[test]
fn a_confirmed_factor_takes_each_step_and_recovery_code_once_even_at_once() {
    let test_db = TestDatabase::create();
    let users = PgUserRepository::new(test_db.database(4));
    let store = PgSecondFactors::new(test_db.database(4));
    let ana = add(&users, "ana", "Ana", Role::User);
    let audit = audit_entry(&ana, &ana);

    assert!(store.start(ana.id, "v1:pending").unwrap());
    assert_eq!(
        store.find(ana.id).unwrap(),
        Some(StoredSecondFactor { sealed_secret: "v1:pending".into(), confirmed: false })
    );
    assert!(!store.use_step(ana.id, 10).unwrap(), "not confirmed yet");
    let digests = vec!["d1".to_owned(), "d2".to_owned()];
    assert!(store.confirm(ana.id, 100, &digests, &audit, &two_factor_mail(&ana, true)).unwrap());
    assert!(users.find_by_id(ana.id).unwrap().unwrap().two_factor);
    assert!(!store.start(ana.id, "v1:other").unwrap(), "a confirmed secret stays");
    assert_eq!(store.recovery_codes_left(ana.id).unwrap(), 2);

    assert!(!store.use_step(ana.id, 100).unwrap(), "the enrolment's step is used");
    let step_store = store.clone();
    assert_eq!(at_once(4, move || step_store.use_step(ana.id, 101).unwrap()), 1);
    assert!(!store.use_step(ana.id, 99).unwrap(), "no earlier step either");
    let code_store = store.clone();
    let now = Utc::now();
    assert_eq!(at_once(4, move || code_store.use_recovery_code(ana.id, "d1", now).unwrap()), 1);
    assert_eq!(store.recovery_codes_left(ana.id).unwrap(), 1);

    store.replace_recovery_codes(ana.id, &["d3".to_owned()]).unwrap();
    assert!(!store.use_recovery_code(ana.id, "d2", now).unwrap());
    assert!(store.use_recovery_code(ana.id, "d3", now).unwrap());

    store.remove(ana.id, &audit, &two_factor_mail(&ana, false)).unwrap();
    assert_eq!(store.find(ana.id).unwrap(), None);
    assert!(!users.find_by_id(ana.id).unwrap().unwrap().two_factor);
    assert_eq!(count(&test_db.url, "SELECT count(*) AS n FROM recovery_codes"), 0);
    assert_eq!(count(&test_db.url, "SELECT count(*) AS n FROM audit_log"), 2);
    assert_eq!(count(&test_db.url, "SELECT count(*) AS n FROM outbox"), 2);
}

use chrono::Duration;

use super::*;
use crate::clock::Clock;
use crate::testing::validation_errors;
use crate::users::testing::Harness;
use crate::users::SecondFactorStore;

const PASSWORD: &str = "antiga123";

/// The code the person's app shows `offset_steps` steps from the harness's now.
fn app_code(h: &Harness, secret: &str, offset_steps: i64) -> String {
    let secret = totp_rs::Secret::try_from_base32(secret).unwrap();
    let totp = Builder::new().with_secret(secret.as_ref().to_vec()).build().unwrap();
    let at = h.clock.now().timestamp() + offset_steps * 30;
    totp.generate(u64::try_from(at).unwrap()).to_string()
}

/// Ana, signed in, with the second factor on: her actor, secret and recovery codes.
fn ana_with_two_factor(h: &Harness) -> (User, Actor, String, Vec<String>) {
    let (ana, actor) = h.signed_in("ana", Role::User, PASSWORD);
    let enrolment = h.service.start_two_factor(&actor, PASSWORD).unwrap();
    let codes = h.service.enable_two_factor(&actor, &app_code(h, &enrolment.secret, 0)).unwrap();
    (ana, actor, enrolment.secret, codes.0)
}

#[test]
fn enrolment_gives_a_sealed_secret_an_app_can_read() {
    let h = Harness::new();
    let (ana, actor) = h.signed_in("ana", Role::User, PASSWORD);
    let enrolment = h.service.start_two_factor(&actor, PASSWORD).unwrap();
    assert_eq!(enrolment.secret.len(), 32, "160 bits in base32");
    assert!(enrolment
        .otpauth_uri
        .starts_with("otpauth://totp/Facilitando%20Burocracias:ana?secret="));
    assert!(enrolment.otpauth_uri.contains("issuer=Facilitando%20Burocracias"));
    let stored = h.second_factor.find(ana.id).unwrap().unwrap();
    assert_eq!(stored.sealed_secret, format!("sealed:{}", enrolment.secret));
    assert!(!stored.confirmed);
    assert!(!h.users.find_by_id_now(ana.id).unwrap().two_factor);
}

#[test]
fn enrolment_needs_the_password() {
    let h = Harness::new();
    let (_, actor) = h.signed_in("ana", Role::User, PASSWORD);
    let errors = validation_errors(h.service.start_two_factor(&actor, "errada"));
    assert_eq!(errors.get("currentPassword"), Some(messages::CURRENT_PASSWORD_WRONG));
    let errors = validation_errors(h.service.start_two_factor(&actor, ""));
    assert_eq!(errors.get("currentPassword"), Some(messages::CURRENT_PASSWORD_REQUIRED));
}

#[test]
fn the_first_code_turns_it_on_with_ten_single_use_recovery_codes() {
    let h = Harness::new();
    let (ana, _, _, codes) = ana_with_two_factor(&h);
    assert_eq!(codes.len(), RECOVERY_CODE_COUNT);
    let unique: std::collections::HashSet<_> = codes.iter().collect();
    assert_eq!(unique.len(), RECOVERY_CODE_COUNT);
    assert!(codes.iter().all(|c| c.len() == 11 && c.as_bytes()[5] == b'-'));
    let stored = h.second_factor.recovery_digests(ana.id);
    assert!(codes.iter().all(|c| !stored.contains(c)), "only digests are kept");
    assert!(h.users.find_by_id_now(ana.id).unwrap().two_factor);
    assert_eq!(h.sessions.ended(), vec![ana.id]);
    assert!(matches!(&h.users.mails()[..],
        [Notification::TwoFactorChanged { enabled: true, to, .. }] if to == "ana@exemplo.com"));
    assert_eq!(h.users.audit_entries()[0].action, "user.two_factor.enable");
}

#[test]
fn a_wrong_first_code_leaves_it_off() {
    let h = Harness::new();
    let (ana, actor) = h.signed_in("ana", Role::User, PASSWORD);
    let enrolment = h.service.start_two_factor(&actor, PASSWORD).unwrap();
    let far = app_code(&h, &enrolment.secret, 5);
    let errors = validation_errors(h.service.enable_two_factor(&actor, &far));
    assert_eq!(errors.get("code"), Some(messages::TWO_FACTOR_CODE_WRONG));
    assert!(!h.users.find_by_id_now(ana.id).unwrap().two_factor);
    assert!(h.users.mails().is_empty());
}

#[test]
fn enabling_without_a_pending_secret_is_refused() {
    let h = Harness::new();
    let (_, actor) = h.signed_in("ana", Role::User, PASSWORD);
    let errors = validation_errors(h.service.enable_two_factor(&actor, "123456"));
    assert_eq!(errors.get("code"), Some(messages::TWO_FACTOR_NOT_STARTED));
}

#[test]
fn sign_in_takes_a_code_of_the_current_or_a_neighbouring_step_once() {
    let h = Harness::new();
    let (ana, _, secret, _) = ana_with_two_factor(&h);
    // The enrolment code's step is used: the same code cannot sign in.
    let same = app_code(&h, &secret, 0);
    assert!(matches!(
        h.service.complete_sign_in(ana.id, &same),
        Err(DomainError::Unauthenticated(m)) if m == messages::TWO_FACTOR_CODE_WRONG
    ));
    h.clock.advance(Duration::seconds(30));
    let next = app_code(&h, &secret, 0);
    let spaced = format!("{} {}", &next[..3], &next[3..]);
    assert_eq!(h.service.complete_sign_in(ana.id, &spaced).unwrap().id, ana.id);
    assert!(h.service.complete_sign_in(ana.id, &next).is_err(), "a replayed code is refused");
    h.clock.advance(Duration::seconds(60));
    let late_by_one = app_code(&h, &secret, -1);
    assert!(h.service.complete_sign_in(ana.id, &late_by_one).is_ok());
    let two_ahead = app_code(&h, &secret, 2);
    assert!(h.service.complete_sign_in(ana.id, &two_ahead).is_err());
}

#[test]
fn a_recovery_code_signs_in_once_in_any_case() {
    let h = Harness::new();
    let (ana, actor, _, codes) = ana_with_two_factor(&h);
    let typed = codes[3].to_uppercase();
    assert!(h.service.complete_sign_in(ana.id, &typed).is_ok());
    assert!(h.service.complete_sign_in(ana.id, &codes[3]).is_err());
    assert_eq!(h.service.recovery_codes_left(&actor).unwrap(), 9);
    assert!(h.service.complete_sign_in(ana.id, "zzzzz-zzzzz").is_err());
}

#[test]
fn no_second_step_for_an_account_without_it() {
    let h = Harness::new();
    let (ana, _) = h.signed_in("ana", Role::User, PASSWORD);
    assert!(matches!(
        h.service.complete_sign_in(ana.id, "123456"),
        Err(DomainError::Unauthenticated(m)) if m == messages::SIGN_IN_AGAIN
    ));
}

#[test]
fn turning_it_off_needs_the_password_and_a_code() {
    let h = Harness::new();
    let (ana, actor, secret, codes) = ana_with_two_factor(&h);
    h.clock.advance(Duration::seconds(30));
    let code = app_code(&h, &secret, 0);
    let errors = validation_errors(h.service.disable_two_factor(&actor, "errada", &code));
    assert_eq!(errors.get("currentPassword"), Some(messages::CURRENT_PASSWORD_WRONG));
    let errors = validation_errors(h.service.disable_two_factor(&actor, PASSWORD, "000000"));
    assert_eq!(errors.get("code"), Some(messages::TWO_FACTOR_CODE_WRONG));
    let errors = validation_errors(h.service.disable_two_factor(&actor, "", ""));
    assert!(errors.get("currentPassword").is_some() && errors.get("code").is_some());
    assert!(h.users.find_by_id_now(ana.id).unwrap().two_factor);

    h.service.disable_two_factor(&actor, PASSWORD, &codes[0]).unwrap();
    assert!(!h.users.find_by_id_now(ana.id).unwrap().two_factor);
    assert!(h.second_factor.find(ana.id).unwrap().is_none());
    assert!(matches!(
        h.users.mails().last(),
        Some(Notification::TwoFactorChanged { enabled: false, .. })
    ));
    assert_eq!(h.users.audit_entries()[1].action, "user.two_factor.disable");
    assert_eq!(h.sessions.ended(), vec![ana.id, ana.id]);
}

#[test]
fn new_recovery_codes_void_the_old_ones() {
    let h = Harness::new();
    let (ana, actor, secret, old) = ana_with_two_factor(&h);
    h.clock.advance(Duration::seconds(30));
    let errors = validation_errors(h.service.new_recovery_codes(&actor, &old[0]));
    assert_eq!(errors.get("code"), Some(messages::TWO_FACTOR_APP_CODE_REQUIRED));
    let new = h.service.new_recovery_codes(&actor, &app_code(&h, &secret, 0)).unwrap();
    assert_eq!(new.0.len(), RECOVERY_CODE_COUNT);
    assert!(h.service.complete_sign_in(ana.id, &old[1]).is_err());
    assert!(h.service.complete_sign_in(ana.id, &new.0[1]).is_ok());
}

#[test]
fn a_second_enrolment_is_refused_while_it_is_on() {
    let h = Harness::new();
    let (_, actor, _, _) = ana_with_two_factor(&h);
    assert!(matches!(
        h.service.start_two_factor(&actor, PASSWORD),
        Err(DomainError::Conflict { .. })
    ));
}

#[test]
fn admins_without_it_are_locked_out_of_staff_work_only_when_required() {
    let h = Harness::new();
    let chefe = h.admin("chefe");
    assert!(!h.service.staff_locked(&chefe));
    let strict = h.service.clone().requiring_admin_two_factor(true);
    assert!(strict.staff_locked(&chefe));
    let actor = strict.actor_of(&chefe);
    assert!(!actor.is_admin());
    assert!(matches!(
        actor.require_admin(),
        Err(DomainError::Forbidden(m)) if m == crate::actor::TWO_FACTOR_FOR_STAFF
    ));
    let ana = h.client("ana");
    assert!(!strict.staff_locked(&ana));
    let with_it = User { two_factor: true, ..chefe };
    assert!(!strict.staff_locked(&with_it));
    assert!(strict.actor_of(&with_it).is_admin());
}

//! Registration, sign-in, profiles and password changes, against fakes.

use super::*;
use crate::testing::validation_errors;
use crate::users::testing::Harness;
use crate::users::UserRepository;

fn registration(username: &str, email: &str) -> RegistrationForm {
    RegistrationForm {
        full_name: "Maria Rossi".into(),
        email: email.into(),
        phone: Some("11 98765-4321".into()),
        username: username.into(),
        password: "girassol-trem-azul".into(),
    }
}

/// A profile named "Ana Paula", with no current password.
fn profile(email: &str, username: &str) -> ProfileForm {
    ProfileForm {
        full_name: "Ana Paula".into(),
        email: email.into(),
        username: username.into(),
        phone: None,
        current_password: None,
    }
}

#[test]
fn registration_creates_an_active_client() {
    let h = Harness::new();
    let user = h.service.register(registration("maria", "maria@exemplo.com")).unwrap();
    assert_eq!(user.role, Role::User);
    assert!(user.active);
    h.assert_password(user.id, "girassol-trem-azul");
}

#[test]
fn registration_reports_the_spec_messages() {
    let h = Harness::new();
    let errors = validation_errors(h.service.register(RegistrationForm {
        full_name: "".into(),
        email: "nope".into(),
        phone: None,
        username: "ab".into(),
        password: "1234567".into(),
    }));
    assert_eq!(errors.get("fullName"), Some("Nome completo é obrigatório"));
    assert_eq!(errors.get("email"), Some("Endereço de e-mail inválido"));
    assert_eq!(errors.get("username"), Some("Nome de usuário deve ter pelo menos 3 caracteres"));
    assert_eq!(errors.get("password"), Some("A senha deve ter pelo menos 8 caracteres"));
}

#[test]
fn a_taken_username_or_email_is_a_conflict_on_that_field() {
    let h = Harness::new();
    h.service.register(registration("maria", "maria@exemplo.com")).unwrap();
    let conflict_on = |form, field: &str, message| {
        let error = h.service.register(form).unwrap_err();
        assert!(matches!(error, DomainError::Conflict { ref field_errors, .. }
            if field_errors.get(field) == Some(message)));
    };
    conflict_on(registration("MARIA", "outra@exemplo.com"), "username", messages::USERNAME_TAKEN);
    conflict_on(registration("outra", "Maria@Exemplo.com"), "email", messages::EMAIL_TAKEN);
}

#[test]
fn wrong_username_and_wrong_password_get_the_same_answer() {
    let h = Harness::new();
    h.service.register(registration("maria", "maria@exemplo.com")).unwrap();
    let unknown = h.service.authenticate("ninguem", "girassol-trem-azul").unwrap_err();
    let wrong = h.service.authenticate("maria", "errada").unwrap_err();
    assert_eq!(unknown.to_string(), wrong.to_string());
    assert!(matches!(unknown, DomainError::Unauthenticated(_)));
    assert!(matches!(wrong, DomainError::Unauthenticated(_)));
    assert!(h.service.authenticate(" Maria ", "girassol-trem-azul").is_ok());
}

#[test]
fn sign_in_requires_both_fields() {
    let h = Harness::new();
    let errors = validation_errors(h.service.authenticate(" ", ""));
    assert_eq!(errors.get("username"), Some("Nome de usuário é obrigatório"));
    assert_eq!(errors.get("password"), Some("Senha é obrigatória"));
}

#[test]
fn a_deactivated_account_cannot_sign_in() {
    let h = Harness::new();
    let user = h.users.add_user("bia", "bia@exemplo.com", Role::User, false);
    h.users.set_hash(user.id, "hashed:girassol-trem-azul");
    let error = h.service.authenticate("bia", "girassol-trem-azul").unwrap_err();
    assert!(matches!(error, DomainError::Forbidden(ref m) if m == messages::ACCOUNT_INACTIVE));
}

#[test]
fn a_user_edits_only_their_own_profile() {
    let h = Harness::new();
    let ana = h.client("ana");
    let bia = h.client("bia");
    let form = profile("ana@exemplo.com", "anapaula");
    let updated = h.service.update_profile(&Harness::actor(&ana), ana.id, form.clone()).unwrap();
    assert_eq!(updated.full_name, "Ana Paula");
    let error = h.service.update_profile(&Harness::actor(&ana), bia.id, form).unwrap_err();
    assert!(matches!(error, DomainError::NotFound(_)));
    assert!(h.users.audit_entries().is_empty(), "self-service edits are not staff changes");
}

#[test]
fn staff_edits_of_a_profile_are_audited() {
    let h = Harness::new();
    let admin = h.admin("chefe");
    let ana = h.client("ana");
    h.service
        .update_profile(&Harness::actor(&admin), ana.id, profile("ana@exemplo.com", "ana"))
        .unwrap();
    let entries = h.users.audit_entries();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].action, "user.profile");
    assert_eq!(entries[0].before.as_ref().unwrap()["fullName"], "ana");
    assert_eq!(entries[0].after.as_ref().unwrap()["fullName"], "Ana Paula");
}

#[test]
fn changing_the_password_needs_the_current_one_and_ends_sessions() {
    let h = Harness::new();
    let (ana, actor) = h.signed_in("ana", Role::User, "antiga123");

    let errors = validation_errors(h.service.change_password(
        &actor,
        ana.id,
        "errada",
        "girassol-trem-azul",
    ));
    assert_eq!(errors.get("currentPassword"), Some(messages::CURRENT_PASSWORD_WRONG));
    assert!(h.sessions.ended().is_empty());

    h.service.change_password(&actor, ana.id, "antiga123", "girassol-trem-azul").unwrap();
    h.assert_password(ana.id, "girassol-trem-azul");
    assert_eq!(h.sessions.ended(), vec![ana.id]);
}

#[test]
fn nobody_changes_another_persons_password() {
    let h = Harness::new();
    let admin = h.admin("chefe");
    let ana = h.client("ana");
    let error = h
        .service
        .change_password(&Harness::actor(&admin), ana.id, "x", "girassol-trem-azul")
        .unwrap_err();
    assert!(matches!(error, DomainError::NotFound(_)));
}

fn registration_with(password: &str) -> RegistrationForm {
    RegistrationForm { password: password.into(), ..registration("maria", "maria@exemplo.com") }
}

#[test]
fn registration_refuses_common_and_guessable_passwords() {
    let h = Harness::new();
    for common in ["12345678", "senha123", "password", "Flamengo"] {
        let errors = validation_errors(h.service.register(registration_with(common)));
        assert_eq!(errors.get("password"), Some("Senha muito comum: escolha outra."));
    }
    let errors = validation_errors(h.service.register(registration_with("MariaRossi")));
    assert!(errors.get("password").unwrap().starts_with("Senha fácil de adivinhar"));
    assert!(h.users.find_by_username("maria").unwrap().is_none());
}

/// The message on `newPassword` when `user`, whose password is "antiga123", picks `new`.
fn new_password_error(h: &Harness, actor: &Actor, user: &User, new: &str) -> String {
    let errors = validation_errors(h.service.change_password(actor, user.id, "antiga123", new));
    errors.get("newPassword").expect("a newPassword error").to_owned()
}

#[test]
fn a_new_password_must_meet_the_rules_and_the_owner_is_told() {
    let h = Harness::new();
    let (ana, actor) = h.signed_in("ana", Role::User, "antiga123");

    assert_eq!(
        new_password_error(&h, &actor, &ana, "senha123"),
        "Senha muito comum: escolha outra."
    );
    h.assert_password(ana.id, "antiga123");
    assert!(h.users.mails().is_empty());

    h.service.change_password(&actor, ana.id, "antiga123", "girassol-trem-azul").unwrap();
    assert!(matches!(&h.users.mails()[..],
        [Notification::PasswordChanged { to, by_reset: false, .. }] if to == "ana@exemplo.com"));
}

#[test]
fn an_admin_needs_a_stronger_new_password() {
    let h = Harness::new();
    let (chefe, actor) = h.signed_in("chefe", Role::Admin, "antiga123");
    assert!(new_password_error(&h, &actor, &chefe, "janela99")
        .starts_with("Senha fraca demais para uma conta de administrador"));
    h.service.change_password(&actor, chefe.id, "antiga123", "Cavalo-Girassol-Trem-47").unwrap();
}

fn new_email(current_password: Option<&str>) -> ProfileForm {
    ProfileForm {
        full_name: "Ana".into(),
        email: "ana.nova@exemplo.com".into(),
        username: "ana".into(),
        phone: None,
        current_password: current_password.map(Into::into),
    }
}

#[test]
fn changing_the_email_needs_the_current_password() {
    let h = Harness::new();
    let (ana, actor) = h.signed_in("ana", Role::User, "antiga123");

    for (current, message) in [
        (None, messages::CURRENT_PASSWORD_FOR_EMAIL),
        (Some("errada"), messages::CURRENT_PASSWORD_WRONG),
    ] {
        let errors =
            validation_errors(h.service.update_profile(&actor, ana.id, new_email(current)));
        assert_eq!(errors.get("currentPassword"), Some(message));
    }
    assert_eq!(h.users.find_by_id(ana.id).unwrap().unwrap().email, "ana@exemplo.com");
    assert!(h.users.mails().is_empty());

    let updated = h.service.update_profile(&actor, ana.id, new_email(Some("antiga123"))).unwrap();
    assert_eq!(updated.email, "ana.nova@exemplo.com");
    let mails = h.users.mails();
    assert!(matches!(&mails[..],
        [Notification::EmailChanged { to, new_email, .. }]
        if to == "ana@exemplo.com" && new_email == "a***@exemplo.com"));
}

#[test]
fn other_profile_changes_need_no_password_and_send_no_mail() {
    let h = Harness::new();
    let ana = h.client("ana");
    h.service
        .update_profile(&Harness::actor(&ana), ana.id, profile("ANA@exemplo.com", "ana"))
        .unwrap();
    assert!(h.users.mails().is_empty());
}

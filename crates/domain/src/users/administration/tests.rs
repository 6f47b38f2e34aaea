//! Staff administration of users and the operator's first admin, against fakes.

use super::*;
use crate::testing::validation_errors;
use crate::users::testing::Harness;
use crate::users::UserRepository;

fn admin_and_client(h: &Harness) -> (User, User) {
    (h.admin("chefe"), h.client("ana"))
}

/// Makes an admin a client.
const DEMOTE: AccessChange = AccessChange { role: Some(Role::User), active: None };

/// Deactivates an account, leaving its role.
const DEACTIVATE: AccessChange = AccessChange { role: None, active: Some(false) };

#[track_caller]
fn assert_last_active_admin(error: DomainError) {
    assert!(
        matches!(error, DomainError::Conflict { ref message, .. } if message == messages::LAST_ACTIVE_ADMIN)
    );
}

#[test]
fn only_staff_list_users() {
    let h = Harness::new();
    let (admin, client) = admin_and_client(&h);
    assert_eq!(
        h.service.list_users(&Harness::actor(&admin), &UserFilter::default()).unwrap().total,
        2
    );
    let error = h.service.list_users(&Harness::actor(&client), &UserFilter::default()).unwrap_err();
    assert!(matches!(error, DomainError::Forbidden(_)));
}

#[test]
fn deactivating_someone_ends_their_sessions_and_is_audited() {
    let h = Harness::new();
    let (admin, client) = admin_and_client(&h);
    let updated = h.service.update_access(&Harness::actor(&admin), client.id, DEACTIVATE).unwrap();
    assert!(!updated.active);
    assert_eq!(h.sessions.ended(), vec![client.id]);
    let entries = h.users.audit_entries();
    assert_eq!(entries[0].action, "user.access");
    assert_eq!(entries[0].before.as_ref().unwrap()["active"], true);
    assert_eq!(entries[0].after.as_ref().unwrap()["active"], false);
}

#[test]
fn a_user_cannot_change_access() {
    let h = Harness::new();
    let (admin, client) = admin_and_client(&h);
    let error = h.service.update_access(&Harness::actor(&client), admin.id, DEMOTE).unwrap_err();
    assert!(matches!(error, DomainError::Forbidden(_)));
}

#[test]
fn an_admin_cannot_demote_or_deactivate_themselves() {
    let h = Harness::new();
    let (admin, _) = admin_and_client(&h);
    h.admin("outro");
    for change in [DEMOTE, DEACTIVATE] {
        let error = h.service.update_access(&Harness::actor(&admin), admin.id, change).unwrap_err();
        assert!(
            matches!(error, DomainError::Forbidden(ref m) if m == messages::CANNOT_CHANGE_OWN_ACCESS)
        );
    }
}

#[test]
fn the_second_to_last_admin_may_be_demoted_but_not_the_last() {
    let h = Harness::new();
    let (admin, _) = admin_and_client(&h);
    let second = h.admin("segundo");
    let demote = DEMOTE;
    h.service.update_access(&Harness::actor(&second), admin.id, demote).unwrap();
    // `admin` still holds a session that says admin: the store now has one active admin left.
    let error = h.service.update_access(&Harness::actor(&admin), second.id, demote).unwrap_err();
    assert_last_active_admin(error);
    assert_eq!(h.users.count_admins(), 1);
}

#[test]
fn the_last_active_admin_cannot_be_removed_by_another_admin_being_inactive() {
    let h = Harness::new();
    let only = h.admin("unico");
    // An actor who is admin in their session but whose account is no longer an active admin.
    let stale = h.users.add_user("antigo", "antigo@exemplo.com", Role::Admin, false);
    let stale_actor = Actor::new(stale.id, Role::Admin);
    let error = h.service.update_access(&stale_actor, only.id, DEACTIVATE).unwrap_err();
    assert_last_active_admin(error);
    let error = h.service.delete_user(&stale_actor, only.id).unwrap_err();
    assert_last_active_admin(error);
}

#[test]
fn nobody_deletes_themselves() {
    let h = Harness::new();
    let (admin, _) = admin_and_client(&h);
    let error = h.service.delete_user(&Harness::actor(&admin), admin.id).unwrap_err();
    assert!(matches!(error, DomainError::Forbidden(ref m) if m == messages::CANNOT_DELETE_SELF));
}

#[test]
fn deleting_a_user_is_audited() {
    let h = Harness::new();
    let (admin, client) = admin_and_client(&h);
    h.service.delete_user(&Harness::actor(&admin), client.id).unwrap();
    assert!(h.users.find_by_id_now(client.id).is_none());
    let entries = h.users.audit_entries();
    assert_eq!(entries[0].action, "user.delete");
    assert_eq!(entries[0].before.as_ref().unwrap()["username"], "ana");
}

#[test]
fn a_deleted_users_sessions_end() {
    let h = Harness::new();
    let (admin, client) = admin_and_client(&h);
    h.service.delete_user(&Harness::actor(&admin), client.id).unwrap();
    assert_eq!(h.sessions.ended(), vec![client.id]);
}

fn create_command(username: &str, email: &str) -> CreateAdmin {
    CreateAdmin {
        username: username.into(),
        email: email.into(),
        full_name: "Ana Admin".into(),
        password: "Cavalo-Girassol-Trem-47".into(),
        promote_existing: false,
    }
}

fn promote_command(username: &str, email: &str) -> CreateAdmin {
    CreateAdmin { promote_existing: true, ..create_command(username, email) }
}

#[test]
fn create_admin_makes_an_active_admin_with_a_hashed_password() {
    let h = Harness::new();
    let outcome = h.service.create_admin(create_command("ana", "ana@exemplo.com")).unwrap();
    let AdminProvisioning::Created(user) = outcome else { panic!("{outcome:?}") };
    assert_eq!((user.role, user.active), (Role::Admin, true));
    h.assert_password(user.id, "Cavalo-Girassol-Trem-47");
}

#[test]
fn create_admin_refuses_an_existing_username_and_changes_nothing() {
    let h = Harness::new();
    let existing = h.client("bia");
    h.users.set_hash(existing.id, "hashed:da-bia-123");
    let error = h.service.create_admin(create_command("BIA", "operador@exemplo.com")).unwrap_err();
    let DomainError::Conflict { field_errors, .. } = error else { panic!("{error:?}") };
    assert_eq!(field_errors.get("username"), Some(messages::ADMIN_USERNAME_EXISTS));
    assert!(messages::ADMIN_USERNAME_EXISTS.contains("--promote-existing"));
    let after = h.users.find_by_id(existing.id).unwrap().unwrap();
    assert_eq!(after, existing, "the account is untouched");
    h.assert_password(existing.id, "da-bia-123");
    assert!(h.sessions.ended().is_empty());
    assert_eq!(h.hasher.hashes(), 0);
}

#[test]
fn promote_existing_takes_the_account_over_for_the_operator() {
    let h = Harness::new();
    let existing = h.client("bia");
    h.service.request_password_reset("bia@exemplo.com").unwrap();
    assert_eq!(h.reset_tokens.live_links_of(existing.id), 1);
    h.users.update_access(existing.id, Role::User, false, None).unwrap();

    let outcome = h.service.create_admin(promote_command("BIA", "operador@exemplo.com")).unwrap();
    let AdminProvisioning::Promoted(user) = outcome else { panic!("{outcome:?}") };
    assert_eq!(user.id, existing.id);
    assert_eq!((user.role, user.active), (Role::Admin, true));
    assert_eq!(user.email, "operador@exemplo.com");
    assert_eq!(user.username, "bia");
    h.assert_password(user.id, "Cavalo-Girassol-Trem-47");
    assert_eq!(h.sessions.ended(), vec![existing.id]);
    assert_eq!(h.reset_tokens.live_links_of(existing.id), 0);
}

#[test]
fn create_admin_reports_every_invalid_field_at_once() {
    let h = Harness::new();
    let errors = validation_errors(h.service.create_admin(CreateAdmin {
        username: "a".into(),
        email: "x".into(),
        full_name: " ".into(),
        password: "123".into(),
        promote_existing: false,
    }));
    assert_eq!(errors.iter().count(), 4);
}

#[test]
fn create_admin_needs_an_admin_strength_password() {
    let h = Harness::new();
    for (weak, why) in [
        ("admin@2024", "Senha muito comum: escolha outra."),
        ("janela99", "Senha fraca demais para uma conta de administrador"),
    ] {
        let errors = validation_errors(h.service.create_admin(CreateAdmin {
            password: weak.into(),
            ..create_command("ana", "ana@exemplo.com")
        }));
        assert!(errors.get("password").unwrap().starts_with(why), "{weak}");
    }
    assert_eq!(h.users.count_admins(), 0);
}

//! What a person does with their own account.

use super::model::{NewUser, ProfileChange, Role, User, UserId};
use super::password_rules::{NewPassword, PasswordContext};
use super::service::{messages, storage_rule_as_conflict, UserService};
use super::values::{EmailAddress, FullName, Phone, Username};
use serde::Deserialize;

use crate::notifications::Notification;
use crate::{Actor, DomainError, FieldErrors};

/// The registration form as sent: the body of `POST /api/register`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", schema(example = json!({
    "fullName": "Giulia Bianchi Ferreira", "email": "giulia@exemplo.com",
    "phone": "+55 11 98888-7777", "username": "giulia", "password": "girassol-trem-azul-47"
})))]
pub struct RegistrationForm {
    pub full_name: String,
    pub email: String,
    pub phone: Option<String>,
    pub username: String,
    pub password: String,
}

/// A profile as sent: the body of `PUT /api/users/{id}`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", schema(example = json!({
    "fullName": "Giulia Bianchi Ferreira", "email": "giulia.nova@exemplo.com", "username": "giulia",
    "currentPassword": "girassol-trem-azul-47"
})))]
pub struct ProfileForm {
    pub full_name: String,
    pub email: String,
    pub username: String,
    /// The password of the person making the change; required only when the e-mail changes.
    pub current_password: Option<String>,
}

impl UserService {
    /// A new client account (never an admin), active at once.
    pub fn register(&self, form: RegistrationForm) -> Result<User, DomainError> {
        let mut errors = FieldErrors::new();
        let full_name = errors.check("fullName", FullName::parse(&form.full_name));
        let email = errors.check("email", EmailAddress::parse(&form.email));
        let phone = errors.check("phone", Phone::parse_optional(form.phone.as_deref()));
        let username = errors.check("username", Username::parse(&form.username));
        let context =
            PasswordContext::new(Role::User, &form.full_name, &form.username, &form.email);
        let password = errors.check("password", NewPassword::parse(&form.password, &context));
        let (Some(full_name), Some(email), Some(phone), Some(username), Some(password)) =
            (full_name, email, phone, username, password)
        else {
            return Err(DomainError::Validation(errors));
        };
        let new_user = NewUser {
            username,
            email,
            full_name,
            phone,
            role: Role::User,
            password_hash: self.hasher.hash(password.password())?,
        };
        self.users
            .insert(&new_user)
            .map_err(storage_rule_as_conflict)
    }

    /// Checks a username and password. A wrong username and a wrong password
    /// get the same answer, in about the same time.
    pub fn authenticate(&self, username: &str, password: &str) -> Result<User, DomainError> {
        let mut errors = FieldErrors::new();
        if username.trim().is_empty() {
            errors.add("username", messages::USERNAME_REQUIRED);
        }
        if password.is_empty() {
            errors.add("password", messages::PASSWORD_REQUIRED);
        }
        errors.into_result()?;

        let Some((user, hash)) = self.users.find_credentials(username.trim())? else {
            self.waste_a_verification(password);
            return Err(DomainError::Unauthenticated(
                messages::BAD_CREDENTIALS.into(),
            ));
        };
        if !self.hasher.verify(password, &hash) {
            return Err(DomainError::Unauthenticated(
                messages::BAD_CREDENTIALS.into(),
            ));
        }
        if !user.active {
            return Err(DomainError::Forbidden(messages::ACCOUNT_INACTIVE.into()));
        }
        Ok(user)
    }

    /// The signed-in person, as stored now. A removed or deactivated account
    /// is no longer signed in.
    pub fn current_user(&self, actor: &Actor) -> Result<User, DomainError> {
        match self.users.find_by_id(actor.user_id)? {
            Some(user) if user.active => Ok(user),
            _ => Err(DomainError::Unauthenticated(messages::NOT_SIGNED_IN.into())),
        }
    }

    /// Someone edits their own profile, or staff edit anyone's. A new e-mail
    /// address revokes the account's reset links.
    pub fn update_profile(
        &self,
        actor: &Actor,
        id: UserId,
        form: ProfileForm,
    ) -> Result<User, DomainError> {
        let before = self.visible_user(actor, id)?;
        let mut errors = FieldErrors::new();
        let full_name = errors.check("fullName", FullName::parse(&form.full_name));
        let email = errors.check("email", EmailAddress::parse(&form.email));
        let username = errors.check("username", Username::parse(&form.username));
        let email_changes = email
            .as_ref()
            .is_some_and(|email| !email.as_str().eq_ignore_ascii_case(before.email.trim()));
        let current_password = form.current_password.as_deref().unwrap_or_default();
        if email_changes && current_password.is_empty() {
            errors.add("currentPassword", messages::CURRENT_PASSWORD_FOR_EMAIL);
        }
        let (Some(full_name), Some(email), Some(username)) = (full_name, email, username) else {
            return Err(DomainError::Validation(errors));
        };
        errors.into_result()?;
        if email_changes {
            self.check_current_password(actor.user_id, current_password)?;
        }
        let change = ProfileChange {
            username,
            email,
            full_name,
        };
        let audit = (actor.user_id != id).then(|| {
            super::administration::audit_of(actor, "user.profile", &before, |after| {
                after.username = change.username.as_str().into();
                after.email = change.email.as_str().into();
                after.full_name = change.full_name.as_str().into();
            })
        });
        let mail = email_changes.then(|| Notification::EmailChanged {
            to: before.email.clone(),
            name: before.display_name().to_owned(),
            new_email: partly_hidden(change.email.as_str()),
        });
        let updated = self
            .users
            .update_profile(id, &change, audit.as_ref(), mail.as_ref())
            .map_err(storage_rule_as_conflict)?;
        if email_changes {
            // A link mailed to the old address must not outlive the change.
            self.reset_tokens.revoke_all_of(id)?;
        }
        Ok(updated)
    }

    /// Someone changes their own password, proving they know the current one.
    /// Every session of theirs ends (the caller renews the one in use) and
    /// their reset links stop working.
    pub fn change_password(
        &self,
        actor: &Actor,
        id: UserId,
        current_password: &str,
        new_password: &str,
    ) -> Result<(), DomainError> {
        if actor.user_id != id {
            return Err(DomainError::NotFound(messages::USER_NOT_FOUND.into()));
        }
        let user = self
            .users
            .find_by_id(id)?
            .ok_or_else(|| DomainError::NotFound(messages::USER_NOT_FOUND.into()))?;
        let mut errors = FieldErrors::new();
        if current_password.is_empty() {
            errors.add("currentPassword", messages::CURRENT_PASSWORD_REQUIRED);
        }
        let context = PasswordContext::new(user.role, &user.full_name, &user.username, &user.email);
        let new_password = errors.check("newPassword", NewPassword::parse(new_password, &context));
        let Some(new_password) = new_password.filter(|_| errors.is_empty()) else {
            return Err(DomainError::Validation(errors));
        };
        self.check_current_password(id, current_password)?;
        let hash = self.hasher.hash(new_password.password())?;
        let mail = Notification::PasswordChanged {
            to: user.email.clone(),
            name: user.display_name().to_owned(),
            by_reset: false,
        };
        self.users.set_password(id, &hash, Some(&mail))?;
        self.sessions.end_sessions_of(id)?;
        self.reset_tokens.revoke_all_of(id)?;
        Ok(())
    }

    /// Refuses, on `currentPassword`, a password that is not this account's.
    fn check_current_password(&self, id: UserId, password: &str) -> Result<(), DomainError> {
        let stored = self
            .users
            .password_hash(id)?
            .ok_or_else(|| DomainError::NotFound(messages::USER_NOT_FOUND.into()))?;
        if !self.hasher.verify(password, &stored) {
            return Err(DomainError::Validation(FieldErrors::single(
                "currentPassword",
                messages::CURRENT_PASSWORD_WRONG,
            )));
        }
        Ok(())
    }

    /// A user sees only themselves; staff see everyone. Anything else is "not found".
    pub(super) fn visible_user(&self, actor: &Actor, id: UserId) -> Result<User, DomainError> {
        if actor.user_id != id && !actor.is_admin() {
            return Err(DomainError::NotFound(messages::USER_NOT_FOUND.into()));
        }
        self.users
            .find_by_id(id)?
            .ok_or_else(|| DomainError::NotFound(messages::USER_NOT_FOUND.into()))
    }
}

/// An address as a mail to someone else may show it: 'giulia@exemplo.com' is 'g***@exemplo.com'.
fn partly_hidden(email: &str) -> String {
    let (local, domain) = email.split_once('@').unwrap_or((email, ""));
    let first: String = local.chars().take(1).collect();
    format!("{first}***@{domain}")
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn registration_creates_an_active_client() {
        let h = Harness::new();
        let user = h
            .service
            .register(registration("maria", "maria@exemplo.com"))
            .unwrap();
        assert_eq!(user.role, Role::User);
        assert!(user.active);
        assert_eq!(
            h.users.password_of(user.id).as_deref(),
            Some("hashed:girassol-trem-azul")
        );
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
        assert_eq!(
            errors.get("username"),
            Some("Nome de usuário deve ter pelo menos 3 caracteres")
        );
        assert_eq!(
            errors.get("password"),
            Some("A senha deve ter pelo menos 8 caracteres")
        );
    }

    #[test]
    fn a_taken_username_or_email_is_a_conflict_on_that_field() {
        let h = Harness::new();
        h.service
            .register(registration("maria", "maria@exemplo.com"))
            .unwrap();
        let by_name = h
            .service
            .register(registration("MARIA", "outra@exemplo.com"))
            .unwrap_err();
        assert!(
            matches!(by_name, DomainError::Conflict { ref field_errors, .. }
            if field_errors.get("username") == Some(messages::USERNAME_TAKEN))
        );
        let by_email = h
            .service
            .register(registration("outra", "Maria@Exemplo.com"))
            .unwrap_err();
        assert!(
            matches!(by_email, DomainError::Conflict { ref field_errors, .. }
            if field_errors.get("email") == Some(messages::EMAIL_TAKEN))
        );
    }

    #[test]
    fn wrong_username_and_wrong_password_get_the_same_answer() {
        let h = Harness::new();
        h.service
            .register(registration("maria", "maria@exemplo.com"))
            .unwrap();
        let unknown = h
            .service
            .authenticate("ninguem", "girassol-trem-azul")
            .unwrap_err();
        let wrong = h.service.authenticate("maria", "errada").unwrap_err();
        assert_eq!(unknown.to_string(), wrong.to_string());
        assert!(matches!(unknown, DomainError::Unauthenticated(_)));
        assert!(matches!(wrong, DomainError::Unauthenticated(_)));
        assert!(h
            .service
            .authenticate(" Maria ", "girassol-trem-azul")
            .is_ok());
    }

    #[test]
    fn sign_in_requires_both_fields() {
        let h = Harness::new();
        let errors = validation_errors(h.service.authenticate(" ", ""));
        assert_eq!(
            errors.get("username"),
            Some("Nome de usuário é obrigatório")
        );
        assert_eq!(errors.get("password"), Some("Senha é obrigatória"));
    }

    #[test]
    fn a_deactivated_account_cannot_sign_in() {
        let h = Harness::new();
        let user = h
            .users
            .add_user("bia", "bia@exemplo.com", Role::User, false);
        h.users.set_hash(user.id, "hashed:girassol-trem-azul");
        let error = h
            .service
            .authenticate("bia", "girassol-trem-azul")
            .unwrap_err();
        assert!(matches!(error, DomainError::Forbidden(ref m) if m == messages::ACCOUNT_INACTIVE));
    }

    #[test]
    fn a_user_edits_only_their_own_profile() {
        let h = Harness::new();
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let bia = h.users.add_user("bia", "bia@exemplo.com", Role::User, true);
        let form = ProfileForm {
            full_name: "Ana Paula".into(),
            email: "ana@exemplo.com".into(),
            username: "anapaula".into(),
            current_password: None,
        };
        let updated = h
            .service
            .update_profile(&Harness::actor(&ana), ana.id, form.clone())
            .unwrap();
        assert_eq!(updated.full_name, "Ana Paula");
        let error = h
            .service
            .update_profile(&Harness::actor(&ana), bia.id, form)
            .unwrap_err();
        assert!(matches!(error, DomainError::NotFound(_)));
        assert!(
            h.users.audit_entries().is_empty(),
            "self-service edits are not staff changes"
        );
    }

    #[test]
    fn staff_edits_of_a_profile_are_audited() {
        let h = Harness::new();
        let admin = h
            .users
            .add_user("chefe", "chefe@exemplo.com", Role::Admin, true);
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let form = ProfileForm {
            full_name: "Ana Paula".into(),
            email: "ana@exemplo.com".into(),
            username: "ana".into(),
            current_password: None,
        };
        h.service
            .update_profile(&Harness::actor(&admin), ana.id, form)
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
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        h.users.set_hash(ana.id, "hashed:antiga123");
        let actor = Harness::actor(&ana);

        let errors = validation_errors(h.service.change_password(
            &actor,
            ana.id,
            "errada",
            "girassol-trem-azul",
        ));
        assert_eq!(
            errors.get("currentPassword"),
            Some(messages::CURRENT_PASSWORD_WRONG)
        );
        assert!(h.sessions.ended().is_empty());

        h.service
            .change_password(&actor, ana.id, "antiga123", "girassol-trem-azul")
            .unwrap();
        assert_eq!(
            h.users.password_of(ana.id).as_deref(),
            Some("hashed:girassol-trem-azul")
        );
        assert_eq!(h.sessions.ended(), vec![ana.id]);
    }

    #[test]
    fn nobody_changes_another_persons_password() {
        let h = Harness::new();
        let admin = h
            .users
            .add_user("chefe", "chefe@exemplo.com", Role::Admin, true);
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let error = h
            .service
            .change_password(&Harness::actor(&admin), ana.id, "x", "girassol-trem-azul")
            .unwrap_err();
        assert!(matches!(error, DomainError::NotFound(_)));
    }

    fn registration_with(password: &str) -> RegistrationForm {
        RegistrationForm {
            password: password.into(),
            ..registration("maria", "maria@exemplo.com")
        }
    }

    #[test]
    fn registration_refuses_common_and_guessable_passwords() {
        let h = Harness::new();
        for common in ["12345678", "senha123", "password", "Flamengo"] {
            let errors = validation_errors(h.service.register(registration_with(common)));
            assert_eq!(
                errors.get("password"),
                Some("Senha muito comum: escolha outra.")
            );
        }
        let errors = validation_errors(h.service.register(registration_with("MariaRossi")));
        assert!(errors
            .get("password")
            .unwrap()
            .starts_with("Senha fácil de adivinhar"));
        assert!(h.users.find_by_username("maria").unwrap().is_none());
    }

    #[test]
    fn a_new_password_must_meet_the_rules_and_the_owner_is_told() {
        let h = Harness::new();
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        h.users.set_hash(ana.id, "hashed:antiga123");
        let actor = Harness::actor(&ana);

        let errors =
            validation_errors(
                h.service
                    .change_password(&actor, ana.id, "antiga123", "senha123"),
            );
        assert_eq!(
            errors.get("newPassword"),
            Some("Senha muito comum: escolha outra.")
        );
        assert_eq!(
            h.users.password_of(ana.id).as_deref(),
            Some("hashed:antiga123")
        );
        assert!(h.users.mails().is_empty());

        h.service
            .change_password(&actor, ana.id, "antiga123", "girassol-trem-azul")
            .unwrap();
        assert!(matches!(&h.users.mails()[..],
            [Notification::PasswordChanged { to, by_reset: false, .. }] if to == "ana@exemplo.com"));
    }

    #[test]
    fn an_admin_needs_a_stronger_new_password() {
        let h = Harness::new();
        let chefe = h
            .users
            .add_user("chefe", "chefe@exemplo.com", Role::Admin, true);
        h.users.set_hash(chefe.id, "hashed:antiga123");
        let actor = Harness::actor(&chefe);
        let errors =
            validation_errors(
                h.service
                    .change_password(&actor, chefe.id, "antiga123", "janela99"),
            );
        assert!(errors
            .get("newPassword")
            .unwrap()
            .starts_with("Senha fraca demais para uma conta de administrador"));
        h.service
            .change_password(&actor, chefe.id, "antiga123", "Cavalo-Girassol-Trem-47")
            .unwrap();
    }

    fn new_email(current_password: Option<&str>) -> ProfileForm {
        ProfileForm {
            full_name: "Ana".into(),
            email: "ana.nova@exemplo.com".into(),
            username: "ana".into(),
            current_password: current_password.map(Into::into),
        }
    }

    #[test]
    fn changing_the_email_needs_the_current_password() {
        let h = Harness::new();
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        h.users.set_hash(ana.id, "hashed:antiga123");
        let actor = Harness::actor(&ana);

        let errors = validation_errors(h.service.update_profile(&actor, ana.id, new_email(None)));
        assert_eq!(
            errors.get("currentPassword"),
            Some(messages::CURRENT_PASSWORD_FOR_EMAIL)
        );
        let errors = validation_errors(h.service.update_profile(
            &actor,
            ana.id,
            new_email(Some("errada")),
        ));
        assert_eq!(
            errors.get("currentPassword"),
            Some(messages::CURRENT_PASSWORD_WRONG)
        );
        assert_eq!(
            h.users.find_by_id(ana.id).unwrap().unwrap().email,
            "ana@exemplo.com"
        );
        assert!(h.users.mails().is_empty());

        let updated = h
            .service
            .update_profile(&actor, ana.id, new_email(Some("antiga123")))
            .unwrap();
        assert_eq!(updated.email, "ana.nova@exemplo.com");
        let mails = h.users.mails();
        assert!(matches!(&mails[..],
            [Notification::EmailChanged { to, new_email, .. }]
            if to == "ana@exemplo.com" && new_email == "a***@exemplo.com"));
    }

    #[test]
    fn other_profile_changes_need_no_password_and_send_no_mail() {
        let h = Harness::new();
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let form = ProfileForm {
            full_name: "Ana Paula".into(),
            email: "ANA@exemplo.com".into(),
            username: "ana".into(),
            current_password: None,
        };
        h.service
            .update_profile(&Harness::actor(&ana), ana.id, form)
            .unwrap();
        assert!(h.users.mails().is_empty());
    }
}

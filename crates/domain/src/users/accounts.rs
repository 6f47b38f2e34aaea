//! What a person does with their own account.

use super::model::{NewUser, ProfileChange, Role, User, UserId};
use super::service::{messages, storage_rule_as_conflict, UserService};
use super::values::{EmailAddress, FullName, Password, Phone, Username};
use serde::Deserialize;

use crate::{Actor, DomainError, FieldErrors};

/// The registration form as sent: the body of `POST /api/register`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", schema(example = json!({
    "fullName": "Giulia Bianchi Ferreira", "email": "giulia@exemplo.com",
    "phone": "+55 11 98888-7777", "username": "giulia", "password": "uma-senha-forte"
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
    "fullName": "Giulia Bianchi Ferreira", "email": "giulia@exemplo.com", "username": "giulia"
})))]
pub struct ProfileForm {
    pub full_name: String,
    pub email: String,
    pub username: String,
}

impl UserService {
    /// A new client account (never an admin), active at once.
    pub fn register(&self, form: RegistrationForm) -> Result<User, DomainError> {
        let mut errors = FieldErrors::new();
        let full_name = errors.check("fullName", FullName::parse(&form.full_name));
        let email = errors.check("email", EmailAddress::parse(&form.email));
        let phone = errors.check("phone", Phone::parse_optional(form.phone.as_deref()));
        let username = errors.check("username", Username::parse(&form.username));
        let password = errors.check("password", Password::parse(&form.password));
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
            password_hash: self.hasher.hash(&password)?,
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
        let (Some(full_name), Some(email), Some(username)) = (full_name, email, username) else {
            return Err(DomainError::Validation(errors));
        };
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
        let updated = self
            .users
            .update_profile(id, &change, audit.as_ref())
            .map_err(storage_rule_as_conflict)?;
        if !updated.email.eq_ignore_ascii_case(&before.email) {
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
        let mut errors = FieldErrors::new();
        if current_password.is_empty() {
            errors.add("currentPassword", messages::CURRENT_PASSWORD_REQUIRED);
        }
        let new_password = errors.check("newPassword", Password::parse(new_password));
        let Some(new_password) = new_password.filter(|_| errors.is_empty()) else {
            return Err(DomainError::Validation(errors));
        };
        let stored = self
            .users
            .password_hash(id)?
            .ok_or_else(|| DomainError::NotFound(messages::USER_NOT_FOUND.into()))?;
        if !self.hasher.verify(current_password, &stored) {
            return Err(DomainError::Validation(FieldErrors::single(
                "currentPassword",
                messages::CURRENT_PASSWORD_WRONG,
            )));
        }
        let hash = self.hasher.hash(&new_password)?;
        self.users.set_password(id, &hash)?;
        self.sessions.end_sessions_of(id)?;
        self.reset_tokens.revoke_all_of(id)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::validation_errors;
    use crate::users::testing::Harness;

    fn registration(username: &str, email: &str) -> RegistrationForm {
        RegistrationForm {
            full_name: "Maria Rossi".into(),
            email: email.into(),
            phone: Some("11 98765-4321".into()),
            username: username.into(),
            password: "segredo123".into(),
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
            Some("hashed:segredo123")
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
            password: "12345".into(),
        }));
        assert_eq!(errors.get("fullName"), Some("Nome completo é obrigatório"));
        assert_eq!(errors.get("email"), Some("Endereço de e-mail inválido"));
        assert_eq!(
            errors.get("username"),
            Some("Nome de usuário deve ter pelo menos 3 caracteres")
        );
        assert_eq!(
            errors.get("password"),
            Some("A senha deve ter pelo menos 6 caracteres")
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
        let unknown = h.service.authenticate("ninguem", "segredo123").unwrap_err();
        let wrong = h.service.authenticate("maria", "errada").unwrap_err();
        assert_eq!(unknown.to_string(), wrong.to_string());
        assert!(matches!(unknown, DomainError::Unauthenticated(_)));
        assert!(matches!(wrong, DomainError::Unauthenticated(_)));
        assert!(h.service.authenticate(" Maria ", "segredo123").is_ok());
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
        h.users.set_hash(user.id, "hashed:segredo123");
        let error = h.service.authenticate("bia", "segredo123").unwrap_err();
        assert!(matches!(error, DomainError::Forbidden(ref m) if m == messages::ACCOUNT_INACTIVE));
    }

    #[test]
    fn a_user_edits_only_their_own_profile() {
        let h = Harness::new();
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let bia = h.users.add_user("bia", "bia@exemplo.com", Role::User, true);
        let form = ProfileForm {
            full_name: "Ana Paula".into(),
            email: "ana.paula@exemplo.com".into(),
            username: "anapaula".into(),
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

        let errors =
            validation_errors(
                h.service
                    .change_password(&actor, ana.id, "errada", "nova12345"),
            );
        assert_eq!(
            errors.get("currentPassword"),
            Some(messages::CURRENT_PASSWORD_WRONG)
        );
        assert!(h.sessions.ended().is_empty());

        h.service
            .change_password(&actor, ana.id, "antiga123", "nova12345")
            .unwrap();
        assert_eq!(
            h.users.password_of(ana.id).as_deref(),
            Some("hashed:nova12345")
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
            .change_password(&Harness::actor(&admin), ana.id, "x", "nova12345")
            .unwrap_err();
        assert!(matches!(error, DomainError::NotFound(_)));
    }
}

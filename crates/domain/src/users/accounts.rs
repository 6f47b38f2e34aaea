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
    "phone": "+55 11 98888-7777", "currentPassword": "girassol-trem-azul-47"
})))]
pub struct ProfileForm {
    pub full_name: String,
    pub email: String,
    pub username: String,
    /// Absent (or null) keeps the phone on file; an empty text removes it.
    pub phone: Option<String>,
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
        self.users.insert(&new_user).map_err(storage_rule_as_conflict)
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
            return Err(DomainError::Unauthenticated(messages::BAD_CREDENTIALS.into()));
        };
        if !self.hasher.verify(password, &hash) {
            return Err(DomainError::Unauthenticated(messages::BAD_CREDENTIALS.into()));
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
        let phone = match form.phone.as_deref() {
            None => Some(None),
            Some(given) => errors.check("phone", Phone::parse_optional(Some(given))).map(Some),
        };
        let email_changes = email
            .as_ref()
            .is_some_and(|email| !email.as_str().eq_ignore_ascii_case(before.email.trim()));
        let current_password = form.current_password.as_deref().unwrap_or_default();
        if email_changes && current_password.is_empty() {
            errors.add("currentPassword", messages::CURRENT_PASSWORD_FOR_EMAIL);
        }
        let (Some(full_name), Some(email), Some(username), Some(phone)) =
            (full_name, email, username, phone)
        else {
            return Err(DomainError::Validation(errors));
        };
        errors.into_result()?;
        if email_changes {
            self.check_current_password(actor.user_id, current_password)?;
        }
        let change = ProfileChange { username, email, full_name, phone };
        let audit = (actor.user_id != id).then(|| {
            super::administration::audit_of(actor, "user.profile", &before, |after| {
                after.username = change.username.as_str().into();
                after.email = change.email.as_str().into();
                after.full_name = change.full_name.as_str().into();
                if let Some(phone) = &change.phone {
                    after.phone = phone.as_ref().map(|phone| phone.as_str().into());
                }
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
    pub(super) fn check_current_password(
        &self,
        id: UserId,
        password: &str,
    ) -> Result<(), DomainError> {
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
mod tests;

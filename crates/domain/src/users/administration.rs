//! What staff do with other people's accounts, and the operator's first admin.

use serde_json::{json, Value};

use super::model::{AccessChange, NewUser, ProfileChange, Role, User, UserFilter, UserId};
use super::password_rules::{NewPassword, PasswordContext};
use super::service::{messages, storage_rule_as_conflict, UserService};
use super::values::{EmailAddress, FullName, Username};
use crate::audit::AuditEntry;
use crate::paging::Page;
use crate::{Actor, DomainError, FieldErrors};

/// The operator's command to make sure an administrator exists.
#[derive(Debug, Clone)]
pub struct CreateAdmin {
    pub username: String,
    pub email: String,
    pub full_name: String,
    pub password: String,
    /// Whether an existing account with this username may become the admin.
    /// Without it, an existing username is refused: whoever registered that
    /// name must not receive the operator's power.
    pub promote_existing: bool,
}

/// What `create_admin` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminProvisioning {
    Created(User),
    /// The username existed and `promote_existing` was given: it became an
    /// active admin with the given e-mail and password, its sessions ended and
    /// its reset links revoked.
    Promoted(User),
}

impl UserService {
    pub fn list_users(
        &self,
        actor: &Actor,
        filter: &UserFilter,
    ) -> Result<Page<User>, DomainError> {
        actor.require_admin()?;
        Ok(self.users.list(filter)?)
    }

    /// Changes someone's role or active flag. Nobody changes their own access,
    /// and the last active admin stays. The person's sessions end, so the new
    /// access applies at once.
    pub fn update_access(
        &self,
        actor: &Actor,
        id: UserId,
        change: AccessChange,
    ) -> Result<User, DomainError> {
        actor.require_admin()?;
        let target = self.existing_user(id)?;
        let role = change.role.unwrap_or(target.role);
        let active = change.active.unwrap_or(target.active);
        if role == target.role && active == target.active {
            return Ok(target);
        }
        if actor.user_id == id {
            return Err(DomainError::Forbidden(messages::CANNOT_CHANGE_OWN_ACCESS.into()));
        }
        let loses_admin =
            target.role == Role::Admin && target.active && (role != Role::Admin || !active);
        if loses_admin {
            self.ensure_another_active_admin()?;
        }
        let audit = audit_of(actor, "user.access", &target, |after| {
            after.role = role;
            after.active = active;
        });
        let updated = self
            .users
            .update_access(id, role, active, Some(&audit))
            .map_err(storage_rule_as_conflict)?;
        self.sessions.end_sessions_of(id)?;
        Ok(updated)
    }

    /// Removes an account and ends its sessions; its appointments and messages stay, unlinked.
    pub fn delete_user(&self, actor: &Actor, id: UserId) -> Result<(), DomainError> {
        actor.require_admin()?;
        if actor.user_id == id {
            return Err(DomainError::Forbidden(messages::CANNOT_DELETE_SELF.into()));
        }
        let target = self.existing_user(id)?;
        if target.role == Role::Admin && target.active {
            self.ensure_another_active_admin()?;
        }
        let audit = AuditEntry {
            actor: actor.user_id,
            action: "user.delete",
            entity: "user",
            entity_id: id.to_string(),
            before: Some(snapshot(&target)),
            after: None,
        };
        self.users.delete(id, &audit).map_err(storage_rule_as_conflict)?;
        self.sessions.end_sessions_of(id)?;
        Ok(())
    }

    /// Creates an administrator. An account that already has this username is
    /// refused, changing nothing, unless `promote_existing` is given: then it
    /// gets the given e-mail and password, becomes an active admin, and its
    /// sessions and reset links end. Used from the command line, not over HTTP.
    pub fn create_admin(&self, command: CreateAdmin) -> Result<AdminProvisioning, DomainError> {
        let mut errors = FieldErrors::new();
        let username = errors.check("username", Username::parse(&command.username));
        let email = errors.check("email", EmailAddress::parse(&command.email));
        let full_name = errors.check("fullName", FullName::parse(&command.full_name));
        let context = PasswordContext::new(
            Role::Admin,
            &command.full_name,
            &command.username,
            &command.email,
        );
        let password = errors.check("password", NewPassword::parse(&command.password, &context));
        let (Some(username), Some(email), Some(full_name), Some(password)) =
            (username, email, full_name, password)
        else {
            return Err(DomainError::Validation(errors));
        };

        if let Some(existing) = self.users.find_by_username(username.as_str())? {
            if !command.promote_existing {
                return Err(DomainError::conflict_on("username", messages::ADMIN_USERNAME_EXISTS));
            }
            let kept = ProfileChange {
                username: Username::parse(&existing.username).unwrap_or(username),
                full_name: FullName::parse(&existing.full_name).unwrap_or(full_name),
                email,
                phone: None,
            };
            return self.promote(existing, kept, password);
        }

        let password_hash = self.hasher.hash(password.password())?;
        let new_user =
            NewUser { username, email, full_name, phone: None, role: Role::Admin, password_hash };
        let created = self.users.insert(&new_user).map_err(storage_rule_as_conflict)?;
        Ok(AdminProvisioning::Created(created))
    }

    fn promote(
        &self,
        existing: User,
        change: ProfileChange,
        password: NewPassword,
    ) -> Result<AdminProvisioning, DomainError> {
        let password_hash = self.hasher.hash(password.password())?;
        self.users
            .update_profile(existing.id, &change, None, None)
            .map_err(storage_rule_as_conflict)?;
        self.users.set_password(existing.id, &password_hash, None)?;
        let promoted = self
            .users
            .update_access(existing.id, Role::Admin, true, None)
            .map_err(storage_rule_as_conflict)?;
        self.sessions.end_sessions_of(existing.id)?;
        self.reset_tokens.revoke_all_of(existing.id)?;
        Ok(AdminProvisioning::Promoted(promoted))
    }

    /// Whether someone can administer the portal; the server warns when not.
    pub fn has_active_admin(&self) -> Result<bool, DomainError> {
        Ok(self.users.count_active_admins()? > 0)
    }

    fn existing_user(&self, id: UserId) -> Result<User, DomainError> {
        self.users
            .find_by_id(id)?
            .ok_or_else(|| DomainError::NotFound(messages::USER_NOT_FOUND.into()))
    }

    fn ensure_another_active_admin(&self) -> Result<(), DomainError> {
        if self.users.count_active_admins()? <= 1 {
            return Err(DomainError::Conflict {
                message: messages::LAST_ACTIVE_ADMIN.into(),
                field_errors: FieldErrors::new(),
            });
        }
        Ok(())
    }
}

/// What an audit row shows of a user (never the password hash).
fn snapshot(user: &User) -> Value {
    json!({
        "username": user.username,
        "email": user.email,
        "fullName": user.full_name,
        "role": user.role.as_str(),
        "active": user.active,
    })
}

/// An audit entry for a change of `before` described by `change`.
pub(super) fn audit_of(
    actor: &Actor,
    action: &'static str,
    before: &User,
    change: impl FnOnce(&mut User),
) -> AuditEntry {
    AuditEntry::change(actor, action, "user", before.id.to_string(), snapshot(before), |after| {
        let mut user = before.clone();
        change(&mut user);
        *after = snapshot(&user);
    })
}

#[cfg(test)]
mod tests;

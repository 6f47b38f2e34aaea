use std::sync::Arc;

use super::model::{NewUser, Role, User};
use super::ports::{PasswordHasher, UserRepository};
use super::values::{EmailAddress, FullName, Password, Username};
use crate::{DomainError, FieldErrors, RepositoryError};

pub const USERNAME_TAKEN: &str = "Este nome de usuário já está em uso";
pub const EMAIL_TAKEN: &str = "Este e-mail já está em uso";

/// The operator's command to make sure an administrator exists.
#[derive(Debug, Clone)]
pub struct CreateAdmin {
    pub username: String,
    pub email: String,
    pub full_name: String,
    pub password: String,
}

/// What `create_admin` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminProvisioning {
    Created(User),
    /// The username existed: it became an active admin with the given password.
    Promoted(User),
}

#[derive(Clone)]
pub struct UserService {
    users: Arc<dyn UserRepository>,
    hasher: Arc<dyn PasswordHasher>,
}

impl UserService {
    pub fn new(users: Arc<dyn UserRepository>, hasher: Arc<dyn PasswordHasher>) -> Self {
        Self { users, hasher }
    }

    /// Creates an administrator, or promotes and reactivates the account that
    /// already has this username. Used from the command line, not over HTTP.
    pub fn create_admin(&self, command: CreateAdmin) -> Result<AdminProvisioning, DomainError> {
        let mut errors = FieldErrors::new();
        let username = errors.check("username", Username::parse(&command.username));
        let email = errors.check("email", EmailAddress::parse(&command.email));
        let full_name = errors.check("fullName", FullName::parse(&command.full_name));
        let password = errors.check("password", Password::parse(&command.password));
        let (Some(username), Some(email), Some(full_name), Some(password)) =
            (username, email, full_name, password)
        else {
            return Err(DomainError::Validation(errors));
        };

        let password_hash = self.hasher.hash(&password)?;
        if let Some(existing) = self.users.find_by_username(username.as_str())? {
            self.users.set_password(existing.id, &password_hash)?;
            let promoted = self.users.update_access(existing.id, Role::Admin, true)?;
            return Ok(AdminProvisioning::Promoted(promoted));
        }

        let new_user = NewUser {
            username,
            email,
            full_name,
            phone: None,
            role: Role::Admin,
            password_hash,
        };
        let created = self
            .users
            .insert(&new_user)
            .map_err(duplicate_as_conflict)?;
        Ok(AdminProvisioning::Created(created))
    }
}

/// Turns a broken uniqueness rule into the message for the field concerned.
pub(crate) fn duplicate_as_conflict(error: RepositoryError) -> DomainError {
    match error {
        RepositoryError::Duplicate { key } if key == "username" => {
            DomainError::conflict_on("username", USERNAME_TAKEN)
        }
        RepositoryError::Duplicate { key } if key == "email" => {
            DomainError::conflict_on("email", EMAIL_TAKEN)
        }
        other => DomainError::Repository(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::users::testing::{FakeHasher, InMemoryUsers};

    fn service() -> (UserService, Arc<InMemoryUsers>) {
        let users = Arc::new(InMemoryUsers::default());
        let service = UserService::new(users.clone(), Arc::new(FakeHasher));
        (service, users)
    }

    fn command(username: &str, email: &str) -> CreateAdmin {
        CreateAdmin {
            username: username.into(),
            email: email.into(),
            full_name: "Ana Admin".into(),
            password: "segredo123".into(),
        }
    }

    #[test]
    fn creates_an_active_admin_with_a_hashed_password() {
        let (service, users) = service();
        let outcome = service
            .create_admin(command("ana", "ana@exemplo.com"))
            .unwrap();
        let AdminProvisioning::Created(user) = outcome else {
            panic!("expected a new admin, got {outcome:?}");
        };
        assert_eq!(user.role, Role::Admin);
        assert!(user.active);
        assert_eq!(
            users.password_of(user.id).as_deref(),
            Some("hashed:segredo123")
        );
    }

    #[test]
    fn promotes_and_reactivates_an_existing_username() {
        let (service, users) = service();
        let existing = users.add_user("bia", "bia@exemplo.com", Role::User, false);
        let outcome = service
            .create_admin(command("BIA", "outro@exemplo.com"))
            .unwrap();
        let AdminProvisioning::Promoted(user) = outcome else {
            panic!("expected a promotion, got {outcome:?}");
        };
        assert_eq!(user.id, existing.id);
        assert_eq!(user.role, Role::Admin);
        assert!(user.active);
        assert_eq!(
            users.password_of(user.id).as_deref(),
            Some("hashed:segredo123")
        );
    }

    #[test]
    fn reports_every_invalid_field_at_once() {
        let (service, _) = service();
        let error = service
            .create_admin(CreateAdmin {
                username: "a".into(),
                email: "x".into(),
                full_name: " ".into(),
                password: "123".into(),
            })
            .unwrap_err();
        let DomainError::Validation(errors) = error else {
            panic!("expected validation errors, got {error:?}");
        };
        assert_eq!(
            errors.get("username"),
            Some("Nome de usuário deve ter pelo menos 3 caracteres")
        );
        assert_eq!(errors.get("email"), Some("Endereço de e-mail inválido"));
        assert_eq!(errors.get("fullName"), Some("Nome completo é obrigatório"));
        assert_eq!(
            errors.get("password"),
            Some("A senha deve ter pelo menos 6 caracteres")
        );
    }

    #[test]
    fn an_email_taken_by_another_account_is_a_conflict_on_email() {
        let (service, users) = service();
        users.add_user("carla", "carla@exemplo.com", Role::User, true);
        let error = service
            .create_admin(command("novo", "CARLA@exemplo.com"))
            .unwrap_err();
        assert!(matches!(
            error,
            DomainError::Conflict { ref field_errors, .. } if field_errors.get("email") == Some(EMAIL_TAKEN)
        ));
    }
}

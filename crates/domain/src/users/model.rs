use std::fmt;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::values::{EmailAddress, FullName, PasswordHash, Phone, Username};
use crate::paging::PageRequest;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UserId(pub i64);

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum Role {
    Admin,
    User,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(value: &str) -> Option<Self> {
        value.parse().ok()
    }

    /// The label shown to people.
    pub fn label(self) -> &'static str {
        match self {
            Role::Admin => "Administrador",
            Role::User => "Usuário",
        }
    }
}

/// A person with an account. The password hash is never part of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub full_name: String,
    pub phone: Option<String>,
    pub role: Role,
    pub active: bool,
    /// Signs in with a second factor (TOTP) as well as the password.
    pub two_factor: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What people see of someone in lists and mailboxes: the full name, trimmed, else the username.
pub fn shown_name(full_name: &str, username: &str) -> String {
    match full_name.trim() {
        "" => username.to_owned(),
        full_name => full_name.to_owned(),
    }
}

impl User {
    /// The name to greet someone by: the full name, else the username.
    pub fn display_name(&self) -> &str {
        if self.full_name.trim().is_empty() {
            &self.username
        } else {
            &self.full_name
        }
    }
}

/// An account about to be stored; every part is already valid.
#[derive(Debug, Clone)]
pub struct NewUser {
    pub username: Username,
    pub email: EmailAddress,
    pub full_name: FullName,
    pub phone: Option<Phone>,
    pub role: Role,
    pub password_hash: PasswordHash,
}

/// A staff change of someone's access; `None` keeps the current value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AccessChange {
    pub role: Option<Role>,
    pub active: Option<bool>,
}

/// A validated profile edit.
#[derive(Debug, Clone)]
pub struct ProfileChange {
    pub username: Username,
    pub email: EmailAddress,
    pub full_name: FullName,
    /// `None` keeps the phone on file as it is; `Some(None)` removes it.
    pub phone: Option<Option<Phone>>,
}

/// Staff search over users: `query` matches name, username or e-mail.
#[derive(Debug, Clone, Default)]
pub struct UserFilter {
    pub query: Option<String>,
    pub role: Option<Role>,
    pub page: PageRequest,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_round_trip_through_their_names() {
        for role in [Role::Admin, Role::User] {
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("root"), None);
        assert_eq!(Role::Admin.label(), "Administrador");
        assert_eq!(Role::User.label(), "Usuário");
    }
}

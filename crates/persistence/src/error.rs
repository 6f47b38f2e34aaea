use diesel::result::{DatabaseErrorKind, Error as DieselError};
use domain::RepositoryError;

/// Names of the unique indexes (see migrations/) and the domain key each one guards.
const UNIQUE_KEYS: &[(&str, &str)] = &[
    ("users_username_lower_key", "username"),
    ("users_email_lower_key", "email"),
    ("services_name_key", "name"),
    ("courses_name_key", "name"),
    ("appointments_slot_key", "slot"),
];

/// Raised by the trigger that keeps an active administrator (see migrations/).
const LAST_ACTIVE_ADMIN: &str = "users_last_active_admin";

pub(crate) fn from_diesel(error: DieselError) -> RepositoryError {
    match error {
        DieselError::NotFound => RepositoryError::NotFound,
        DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
            let key = info
                .constraint_name()
                .and_then(|name| UNIQUE_KEYS.iter().find(|(index, _)| *index == name))
                .map(|(_, key)| (*key).to_owned())
                .unwrap_or_else(|| info.constraint_name().unwrap_or("unknown").to_owned());
            RepositoryError::Duplicate { key }
        }
        DieselError::DatabaseError(_, info)
            if info.constraint_name() == Some(LAST_ACTIVE_ADMIN) =>
        {
            RepositoryError::Refused {
                key: "last_active_admin".into(),
            }
        }
        other => RepositoryError::Storage(other.to_string()),
    }
}

pub(crate) fn from_pool(error: r2d2::Error) -> RepositoryError {
    RepositoryError::Storage(format!("no database connection: {error}"))
}

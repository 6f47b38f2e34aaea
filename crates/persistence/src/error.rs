use diesel::result::{DatabaseErrorKind, Error as DieselError};
use domain::{Conflict, Refusal, RepositoryError};

#[derive(Clone, Copy)]
enum Rule {
    Unique(Conflict),
    /// Raised by a trigger.
    Kept(Refusal),
}

/// The rules the schema keeps (see migrations/), by the constraint name PostgreSQL reports: the
/// one place where those names are known.
const RULES: &[(&str, Rule)] = &[
    ("users_username_lower_key", Rule::Unique(Conflict::UsernameTaken)),
    ("users_email_lower_key", Rule::Unique(Conflict::EmailTaken)),
    ("services_name_key", Rule::Unique(Conflict::ServiceNameTaken)),
    ("courses_name_key", Rule::Unique(Conflict::CourseNameTaken)),
    ("appointments_slot_key", Rule::Unique(Conflict::SlotTaken)),
    ("waitlist_entries_once_idx", Rule::Unique(Conflict::WaitlistEntry)),
    ("users_last_active_admin", Rule::Kept(Refusal::LastActiveAdmin)),
    // The name PostgreSQL gives the foreign key of `appointments.user_id` (migration 000004).
    ("appointments_user_id_fkey", Rule::Kept(Refusal::UnknownUser)),
    ("documents_owner_fkey", Rule::Kept(Refusal::UnknownUser)),
    ("cases_client_fkey", Rule::Kept(Refusal::UnknownUser)),
];

/// Constraints the migrations declare without a name, under the one PostgreSQL gives them
/// (`<table>_<column>_fkey`), with the words that declare them.
#[cfg(test)]
const IMPLICIT: &[(&str, &str)] =
    &[("appointments_user_id_fkey", "user_id                  BIGINT REFERENCES users (id)")];

fn rule(constraint: Option<&str>) -> Option<Rule> {
    let constraint = constraint?;
    RULES.iter().find(|(name, _)| *name == constraint).map(|(_, rule)| *rule)
}

pub(crate) fn from_diesel(error: DieselError) -> RepositoryError {
    if let DieselError::DatabaseError(kind, info) = &error {
        match (kind, rule(info.constraint_name())) {
            (DatabaseErrorKind::UniqueViolation, Some(Rule::Unique(conflict))) => {
                return RepositoryError::Duplicate(conflict)
            }
            (_, Some(Rule::Kept(refusal))) => return RepositoryError::Refused(refusal),
            _ => {}
        }
    }
    match error {
        DieselError::NotFound => RepositoryError::NotFound,
        DieselError::DatabaseError(
            DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
            info,
        ) => RepositoryError::Unavailable(info.message().to_owned()),
        other => RepositoryError::Storage(other.to_string()),
    }
}

pub(crate) fn from_pool(error: r2d2::Error) -> RepositoryError {
    RepositoryError::Unavailable(format!("no database connection: {error}"))
}

#[cfg(test)]
mod tests {
    use super::{IMPLICIT, RULES};

    #[test]
    fn every_rule_names_a_constraint_the_migrations_create() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../migrations");
        let mut sql = String::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            sql += &std::fs::read_to_string(entry.unwrap().path().join("up.sql")).unwrap();
        }
        for (name, _) in RULES {
            let declared = IMPLICIT
                .iter()
                .find(|(implicit, _)| implicit == name)
                .map_or(*name, |(_, declaration)| *declaration);
            assert!(sql.contains(declared), "no migration creates {name}");
        }
    }
}

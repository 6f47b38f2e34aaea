use std::collections::BTreeMap;

use serde::Serialize;

/// Messages per form field, keyed by the field's JSON name (camelCase).
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize)]
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn single(field: &str, message: impl Into<String>) -> Self {
        let mut errors = Self::new();
        errors.add(field, message);
        errors
    }

    /// Keeps the first message of a field: rules are checked in order of importance.
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0.entry(field.to_owned()).or_insert_with(|| message.into());
    }

    /// Runs a parser and records its message under `field` when it fails.
    pub fn check<T>(&mut self, field: &str, parsed: Result<T, String>) -> Option<T> {
        match parsed {
            Ok(value) => Some(value),
            Err(message) => {
                self.add(field, message);
                None
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn get(&self, field: &str) -> Option<&str> {
        self.0.get(field).map(String::as_str)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// `Ok(())` when nothing was recorded, otherwise a validation error.
    pub fn into_result(self) -> Result<(), DomainError> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(DomainError::Validation(self))
        }
    }
}

/// What a use case can answer besides success. The api maps each variant to
/// one HTTP status in a single place.
#[derive(Debug, thiserror::Error)]
pub enum DomainError {
    #[error("Há dados a corrigir: veja a mensagem de cada campo.")]
    Validation(FieldErrors),
    #[error("{0}")]
    Unauthenticated(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{message}")]
    Conflict { message: String, field_errors: FieldErrors },
    /// A body (an uploaded file) larger than accepted.
    #[error("{0}")]
    TooLarge(String),
    /// A file of a type not accepted, as its bytes show it.
    #[error("{0}")]
    UnsupportedType(String),
    /// Input refused as a whole, not field by field (an empty file).
    #[error("{0}")]
    Invalid(String),
    /// Too many of something in too short a time (abuse limits): 429.
    #[error("{0}")]
    TooMany(String),
    #[error(transparent)]
    Repository(#[from] RepositoryError),
    #[error("{0}")]
    Internal(String),
}

impl DomainError {
    pub fn forbidden() -> Self {
        Self::Forbidden("Você não tem permissão para esta ação.".into())
    }

    pub fn conflict_on(field: &str, message: &str) -> Self {
        Self::Conflict {
            message: message.to_owned(),
            field_errors: FieldErrors::single(field, message),
        }
    }
}

/// Failures reported by storage adapters, in terms the core understands.
#[derive(Debug, thiserror::Error)]
pub enum RepositoryError {
    #[error("unique rule broken: {0:?}")]
    Duplicate(Conflict),
    #[error("record not found")]
    NotFound,
    #[error("storage rule refused the change: {0:?}")]
    Refused(Refusal),
    #[error("storage failure: {0}")]
    Storage(String),
    /// The storage cannot be reached now (down, restarting, out of connections); worth retrying.
    #[error("storage unavailable: {0}")]
    Unavailable(String),
}

/// The uniqueness rules the storage keeps; each adapter names which one a write broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conflict {
    UsernameTaken,
    EmailTaken,
    ServiceNameTaken,
    CourseNameTaken,
    /// A slot (location, date, time) already holds an active appointment.
    SlotTaken,
    /// The client is already on the waitlist of that day, place and service.
    WaitlistEntry,
}

/// The other rules the storage keeps by itself, whoever writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The change would leave no active administrator.
    LastActiveAdmin,
    /// The account an appointment names does not exist (any more).
    UnknownUser,
    /// The account already holds as many active appointments as it may.
    TooManyActive,
    /// The account's documents would pass its quota.
    DocumentQuotaFull,
    /// The client already holds as many open requests of that kind as they may.
    TooManyOpenRequests,
    /// The client sent as many requests in the last hour as they may.
    TooManyRequestsPerHour,
    /// The service request already became a case.
    RequestHasCase,
    /// A checklist item holds no document to approve or reject.
    NothingToReview,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_first_message_of_a_field() {
        let mut errors = FieldErrors::new();
        errors.add("email", "primeira");
        errors.add("email", "segunda");
        assert_eq!(errors.get("email"), Some("primeira"));
    }

    #[test]
    fn empty_errors_are_ok_and_others_are_a_validation_error() {
        assert!(FieldErrors::new().into_result().is_ok());
        let result = FieldErrors::single("username", "curto").into_result();
        assert!(
            matches!(result, Err(DomainError::Validation(e)) if e.get("username") == Some("curto"))
        );
    }
}

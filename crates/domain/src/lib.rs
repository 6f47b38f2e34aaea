//! The portal's core. Each feature is one module holding its model, its ports
//! (traits implemented by the adapters) and its use cases. Nothing here knows
//! about HTTP, SQL or SMTP.

pub mod actor;
pub mod appointments;
pub mod audit;
pub mod cases;
pub mod catalog;
pub mod clock;
pub mod closures;
pub mod dashboard;
pub mod documents;
pub mod error;
pub mod family_tree;
pub mod json_text;
pub mod messages;
pub mod notifications;
pub mod paging;
pub mod priority;
pub mod requests;
pub mod secrets;
pub mod sessions;
pub mod text;
pub mod users;

#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod vocabulary_codes;

pub use actor::Actor;
pub use error::{Conflict, DomainError, FieldErrors, Refusal, RepositoryError};

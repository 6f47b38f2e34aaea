//! Who a person is and what they may do.

mod model;
mod ports;
mod service;
mod values;

#[cfg(test)]
pub(crate) mod testing;

pub use model::{NewUser, Role, User, UserId};
pub use ports::{PasswordHasher, UserRepository};
pub use service::{AdminProvisioning, CreateAdmin, UserService};
pub use values::{EmailAddress, FullName, Password, PasswordHash, Phone, Username};

//! Who a person is and what they may do: accounts, sign-in, profiles,
//! passwords and their reset, and staff administration of users.

mod accounts;
mod administration;
mod model;
mod password_reset;
mod password_rules;
mod ports;
mod service;
mod two_factor;
mod values;

#[cfg(test)]
mod input_tests;
#[cfg(test)]
pub(crate) mod testing;

pub use accounts::{ProfileForm, RegistrationForm};
pub use administration::{AdminProvisioning, CreateAdmin};
pub use model::{shown_name, AccessChange, NewUser, ProfileChange, Role, User, UserFilter, UserId};
pub use password_reset::{ResetLink, RESET_LINK_VALID_MINUTES};
pub use password_rules::{messages as password_messages, NewPassword, PasswordContext};
pub use ports::{
    IssuedResetToken, PasswordHasher, ResetTokens, SecondFactorStore, SessionRevoker,
    StoredSecondFactor, UserRepository,
};
pub use service::{messages, UserPorts, UserService};
pub use two_factor::{
    Enrolment, RecoveryCodes, PENDING_SIGN_IN_MINUTES, RECOVERY_CODE_COUNT, TOTP_ISSUER,
};
pub use values::{EmailAddress, FullName, Password, PasswordHash, Phone, Username};

use crate::users::{Role, UserId};
use crate::DomainError;

/// Who is asking. Every use case receives one and decides itself what it may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub user_id: UserId,
    pub role: Role,
}

impl Actor {
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }

    pub fn require_admin(&self) -> Result<(), DomainError> {
        if self.is_admin() {
            Ok(())
        } else {
            Err(DomainError::forbidden())
        }
    }
}

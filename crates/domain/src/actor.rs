use crate::users::{Role, UserId};
use crate::DomainError;

/// Who is asking. Every use case receives one and decides itself what it may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub user_id: UserId,
    pub role: Role,
    /// An admin who must turn on the second factor (`REQUIRE_ADMIN_2FA`) before acting as staff:
    /// until then they act as anyone acts on their own account.
    pub staff_locked: bool,
}

/// Why a locked admin (see [`Actor::staff_locked`]) is refused the staff area.
pub const TWO_FACTOR_FOR_STAFF: &str =
    "Ative a verificação em duas etapas em Configurações para usar a área da equipe.";

impl Actor {
    /// Someone acting on their own account, with the rights of their role.
    pub fn new(user_id: UserId, role: Role) -> Self {
        Self { user_id, role, staff_locked: false }
    }

    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin && !self.staff_locked
    }

    pub fn require_admin(&self) -> Result<(), DomainError> {
        if self.is_admin() {
            Ok(())
        } else if self.role == Role::Admin {
            Err(DomainError::Forbidden(TWO_FACTOR_FOR_STAFF.into()))
        } else {
            Err(DomainError::forbidden())
        }
    }
}

//! Appointment statuses (docs/product-decisions.md, decision 4).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum Status {
    Pending,
    Confirmed,
    Cancelled,
    Completed,
}

pub const STATUS_INVALID: &str = "Status inválido";

impl Status {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The canonical names and the aliases the API accepts.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_lowercase().as_str() {
            "pending" | "pendente" => Some(Status::Pending),
            "confirmed" | "confirmado" => Some(Status::Confirmed),
            "cancelled" | "canceled" | "cancelado" => Some(Status::Cancelled),
            "completed" | "concluído" | "concluido" => Some(Status::Completed),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Status::Pending => "Pendente",
            Status::Confirmed => "Confirmado",
            Status::Cancelled => "Cancelado",
            Status::Completed => "Concluído",
        }
    }

    /// Whether it holds its slot.
    pub fn is_active(self) -> bool {
        self != Status::Cancelled
    }

    /// Whether it is still to take place: one of [`Status::UPCOMING`].
    pub fn is_upcoming(self) -> bool {
        Self::UPCOMING.contains(&self)
    }

    /// The statuses of what is still to take place (pending or confirmed).
    pub const UPCOMING: [Status; 2] = [Status::Pending, Status::Confirmed];
}

/// Why a status change is refused (409).
pub mod refusals {
    pub const COMPLETED_IS_FINAL: &str = "Um agendamento concluído não pode mais ser alterado.";
    pub const CLIENT_MAY_ONLY_CANCEL: &str =
        "Você só pode cancelar um agendamento pendente ou confirmado.";

    /// A client holding `max` active appointments books no more until one is cancelled.
    pub fn too_many_active(max: u32) -> String {
        format!("Você já tem {max} agendamentos ativos; cancele um antes de marcar outro.")
    }
}

/// Checks a status change: staff may set any status except away from
/// completed; a client may only cancel their pending or confirmed appointment.
pub fn check_transition(from: Status, to: Status, by_admin: bool) -> Result<(), &'static str> {
    if from == to {
        return Ok(());
    }
    if from == Status::Completed {
        return Err(refusals::COMPLETED_IS_FINAL);
    }
    if by_admin || (to == Status::Cancelled && matches!(from, Status::Pending | Status::Confirmed))
    {
        return Ok(());
    }
    Err(refusals::CLIENT_MAY_ONLY_CANCEL)
}

#[cfg(test)]
mod tests {
    use strum::VariantArray;

    use super::*;

    #[test]
    fn aliases_read_as_the_canonical_status() {
        for (text, status) in [
            ("pendente", Status::Pending),
            ("Confirmado", Status::Confirmed),
            ("canceled", Status::Cancelled),
            ("cancelado", Status::Cancelled),
            ("concluído", Status::Completed),
            ("concluido", Status::Completed),
        ] {
            assert_eq!(Status::parse(text), Some(status), "{text}");
        }
        for &status in Status::VARIANTS {
            assert_eq!(Status::parse(status.as_str()), Some(status));
        }
        assert_eq!(Status::parse("talvez"), None);
    }

    #[test]
    fn staff_set_anything_but_a_completed_appointment_stays_completed() {
        use Status::*;
        for from in [Pending, Confirmed, Cancelled] {
            for &to in Status::VARIANTS {
                assert!(check_transition(from, to, true).is_ok(), "{from:?} -> {to:?}");
            }
        }
        assert_eq!(check_transition(Completed, Pending, true), Err(refusals::COMPLETED_IS_FINAL));
        assert!(check_transition(Completed, Completed, true).is_ok());
    }

    #[test]
    fn a_client_may_only_cancel() {
        use Status::*;
        assert!(check_transition(Pending, Cancelled, false).is_ok());
        assert!(check_transition(Confirmed, Cancelled, false).is_ok());
        assert!(check_transition(Pending, Pending, false).is_ok());
        assert_eq!(
            check_transition(Pending, Confirmed, false),
            Err(refusals::CLIENT_MAY_ONLY_CANCEL)
        );
        assert_eq!(
            check_transition(Cancelled, Pending, false),
            Err(refusals::CLIENT_MAY_ONLY_CANCEL)
        );
        assert_eq!(
            check_transition(Completed, Cancelled, false),
            Err(refusals::COMPLETED_IS_FINAL)
        );
    }
}

//! Case statuses (docs/product-decisions.md, decision 17): canonical codes in the API, the
//! Portuguese names accepted as aliases, and which of them close a case.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "snake_case")]
pub enum CaseStatus {
    InProgress,
    AwaitingDocuments,
    Pending,
    Approved,
    Completed,
    Rejected,
    Denied,
}

impl CaseStatus {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The canonical codes and their Portuguese names (with or without accents, spaces or
    /// underscores), in any case.
    pub fn parse(text: &str) -> Option<Self> {
        let folded = text.trim().to_lowercase().replace([' ', '-'], "_");
        match folded.as_str() {
            "in_progress" | "em_andamento" => Some(CaseStatus::InProgress),
            "awaiting_documents" | "aguardando_documentos" => Some(CaseStatus::AwaitingDocuments),
            "pending" | "pendente" => Some(CaseStatus::Pending),
            "approved" | "aprovado" => Some(CaseStatus::Approved),
            "completed" | "concluído" | "concluido" => Some(CaseStatus::Completed),
            "rejected" | "rejeitado" => Some(CaseStatus::Rejected),
            "denied" | "negado" => Some(CaseStatus::Denied),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            CaseStatus::InProgress => "Em andamento",
            CaseStatus::AwaitingDocuments => "Aguardando documentos",
            CaseStatus::Pending => "Pendente",
            CaseStatus::Approved => "Aprovado",
            CaseStatus::Completed => "Concluído",
            CaseStatus::Rejected => "Rejeitado",
            CaseStatus::Denied => "Negado",
        }
    }

    /// Approved, completed, rejected and denied end a case.
    pub fn is_closed(self) -> bool {
        matches!(
            self,
            CaseStatus::Approved
                | CaseStatus::Completed
                | CaseStatus::Rejected
                | CaseStatus::Denied
        )
    }
}

/// What a status change does to the case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transition {
    /// Same status, or between open statuses.
    Plain,
    /// Into a closed status: the actual end date is set.
    Close,
    /// From a closed status back to an open one: admins only, audited as such.
    Reopen,
}

pub fn transition(from: CaseStatus, to: CaseStatus) -> Transition {
    match (from.is_closed(), to.is_closed()) {
        (true, false) => Transition::Reopen,
        (_, true) if from != to => Transition::Close,
        _ => Transition::Plain,
    }
}

#[cfg(test)]
mod tests {
    use strum::VariantArray;

    use super::*;

    #[test]
    fn portuguese_names_read_as_the_canonical_status() {
        for (text, status) in [
            ("em andamento", CaseStatus::InProgress),
            ("Aguardando Documentos", CaseStatus::AwaitingDocuments),
            ("pendente", CaseStatus::Pending),
            ("aprovado", CaseStatus::Approved),
            ("concluído", CaseStatus::Completed),
            ("concluido", CaseStatus::Completed),
            ("rejeitado", CaseStatus::Rejected),
            ("NEGADO", CaseStatus::Denied),
        ] {
            assert_eq!(CaseStatus::parse(text), Some(status), "{text}");
        }
        for &status in CaseStatus::VARIANTS {
            assert_eq!(CaseStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(CaseStatus::parse("arquivado"), None);
    }

    #[test]
    fn the_last_four_close_a_case_and_leaving_them_reopens_it() {
        use CaseStatus::*;
        let closed: Vec<_> =
            CaseStatus::VARIANTS.iter().copied().filter(|s| s.is_closed()).collect();
        assert_eq!(closed, [Approved, Completed, Rejected, Denied]);
        assert_eq!(transition(InProgress, Pending), Transition::Plain);
        assert_eq!(transition(InProgress, Approved), Transition::Close);
        assert_eq!(transition(Approved, Denied), Transition::Close);
        assert_eq!(transition(Approved, Approved), Transition::Plain);
        assert_eq!(transition(Completed, InProgress), Transition::Reopen);
    }
}

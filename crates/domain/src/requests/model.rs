use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::form::RequestForm;
use crate::audit::AuditEntry;
use crate::cases::CaseOpening;
use crate::documents::DocumentId;
use crate::notifications::Notification;
use crate::paging::PageRequest;
use crate::users::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RequestId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum RequestKind {
    Citizenship,
    Inventory,
    Labor,
    Benefit,
    CourseDiscount,
    CourseEnrollment,
    Contact,
    NewCase,
    FamilyTree,
}

impl RequestKind {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(value: &str) -> Option<Self> {
        value.parse().ok()
    }

    /// How the portal names it to people.
    pub fn label(self) -> &'static str {
        match self {
            RequestKind::Citizenship => "Cidadania italiana",
            RequestKind::Inventory => "Inventário",
            RequestKind::Labor => "Trabalhista",
            RequestKind::Benefit => "Benefício previdenciário",
            RequestKind::CourseDiscount => "Desconto no curso",
            RequestKind::CourseEnrollment => "Matrícula no curso",
            RequestKind::Contact => "Contato",
            RequestKind::NewCase => "Novo processo",
            RequestKind::FamilyTree => "Árvore genealógica",
        }
    }

    /// When the client is told to expect an answer.
    pub fn promise(self) -> &'static str {
        match self {
            RequestKind::Citizenship => "Nossa equipe responderá em até 24 horas.",
            RequestKind::Inventory | RequestKind::Labor | RequestKind::Benefit => {
                "Nossa equipe responderá em até 48 horas úteis."
            }
            _ => "Nossa equipe responderá em breve.",
        }
    }
}

impl RequestForm {
    pub fn kind(&self) -> RequestKind {
        match self {
            RequestForm::Citizenship(_) => RequestKind::Citizenship,
            RequestForm::Inventory(_) => RequestKind::Inventory,
            RequestForm::Labor(_) => RequestKind::Labor,
            RequestForm::Benefit(_) => RequestKind::Benefit,
            RequestForm::CourseDiscount(_) => RequestKind::CourseDiscount,
            RequestForm::CourseEnrollment(_) => RequestKind::CourseEnrollment,
            RequestForm::Contact(_) => RequestKind::Contact,
            RequestForm::NewCase(_) => RequestKind::NewCase,
            RequestForm::FamilyTree(_) => RequestKind::FamilyTree,
        }
    }
}

/// `new` until staff take it up, `answered` once replied to, `closed` when done. Any but
/// `closed` counts as open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "snake_case")]
pub enum RequestStatus {
    New,
    InProgress,
    Answered,
    Closed,
}

impl RequestStatus {
    pub const OPEN: [RequestStatus; 3] =
        [RequestStatus::New, RequestStatus::InProgress, RequestStatus::Answered];

    /// The status once someone on the staff takes the request up (assigning it, or opening a case
    /// from it): a new one is in progress, any other stays as it is.
    pub fn taken_up(self) -> Self {
        match self {
            RequestStatus::New => RequestStatus::InProgress,
            other => other,
        }
    }

    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The canonical value or its Portuguese label.
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim().to_lowercase();
        match value.as_str() {
            "nova" | "novo" => Some(RequestStatus::New),
            "em andamento" | "em_andamento" | "in-progress" => Some(RequestStatus::InProgress),
            "respondida" | "respondido" => Some(RequestStatus::Answered),
            "encerrada" | "encerrado" | "fechada" => Some(RequestStatus::Closed),
            other => other.parse().ok(),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            RequestStatus::New => "Nova",
            RequestStatus::InProgress => "Em andamento",
            RequestStatus::Answered => "Respondida",
            RequestStatus::Closed => "Encerrada",
        }
    }
}

/// A request as lists show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestSummary {
    pub id: RequestId,
    pub client_id: UserId,
    /// The account's name (full name, else username).
    pub client_name: String,
    pub kind: RequestKind,
    /// What it is about, in a line ('Cidadania italiana — Contra Decreto').
    pub title: String,
    pub status: RequestStatus,
    pub assigned_to: Option<UserId>,
    pub assigned_name: Option<String>,
    /// No one on the staff has opened it yet.
    pub unread: bool,
    /// Sent from a priority quick-access link (`crate::priority`).
    pub priority: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A document of the vault attached to a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttachedDocument {
    pub id: DocumentId,
    pub name: String,
    pub size: i64,
}

/// A staff answer to a request, as the client received it in Mensagens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestReply {
    /// Who on the staff wrote it; `None` once their account is gone.
    pub author_name: Option<String>,
    pub content: String,
    pub sent_at: DateTime<Utc>,
    /// The client deleted it from their messages: it is hidden from them here too.
    pub deleted_by_client: bool,
}

/// A whole request: its summary, the form as validated, its documents, the staff's answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServiceRequest {
    pub summary: RequestSummary,
    pub client_email: String,
    pub form: RequestForm,
    pub documents: Vec<AttachedDocument>,
    /// The case it became, once the cases feature opens one from it.
    pub case_id: Option<i64>,
    /// The replies sent from the request, oldest first.
    pub replies: Vec<RequestReply>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRequest {
    pub client: UserId,
    pub title: String,
    pub form: RequestForm,
    pub documents: Vec<DocumentId>,
    pub priority: bool,
}

/// What a client's submissions are held to; staff are not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubmitLimits {
    /// Open requests of one kind a client may have.
    pub max_open_per_kind: i64,
    /// Requests a client may send in an hour.
    pub max_per_hour: i64,
    pub now: DateTime<Utc>,
}

/// The list as asked for (strings as sent; the service checks them).
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestQuery {
    /// citizenship, inventory, labor, benefit, course-discount, course-enrollment, contact,
    /// new-case or family-tree.
    pub kind: Option<String>,
    /// new, in_progress, answered or closed.
    pub status: Option<String>,
    /// Staff: only requests no one is assigned to.
    pub unassigned: Option<bool>,
    /// Staff: only the priority requests.
    pub priority: Option<bool>,
    /// Staff: text in the title, the client's name or e-mail, or the form.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The list as the repository reads it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RequestFilter {
    /// `None`: everyone's (staff).
    pub client: Option<UserId>,
    pub kind: Option<RequestKind>,
    pub status: Option<RequestStatus>,
    pub unassigned: bool,
    pub only_priority: bool,
    pub search: Option<String>,
    pub page: PageRequest,
}

/// A staff change to a request, stored with its audit row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RequestChange {
    Assign(UserId),
    Status(RequestStatus),
}

/// A case opened from a request, stored in one transaction: the case (`opening`), the request's
/// documents moved into it, the request linked to it, the case's first history entry by
/// `author`, the `mails`, and the request's `audit` row (whose `after.caseId` the adapter sets).
#[derive(Debug, Clone, PartialEq)]
pub struct CaseFromRequest {
    pub request: RequestId,
    pub opening: CaseOpening,
    pub author: UserId,
    pub author_name: String,
    pub update: String,
    pub mails: Vec<Notification>,
    pub audit: AuditEntry,
}

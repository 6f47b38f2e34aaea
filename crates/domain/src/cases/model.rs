use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::checklist::ChecklistItem;
use super::status::CaseStatus;
use crate::json_text;
use crate::paging::PageRequest;
use crate::users::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CaseId(pub i64);

/// What a case is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "snake_case")]
pub enum CaseType {
    ItalianCitizenship,
    Passport,
    Inventory,
    Labor,
    SocialSecurity,
    Other,
}

impl CaseType {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(text: &str) -> Option<Self> {
        text.trim().parse().ok()
    }

    pub fn label(self) -> &'static str {
        match self {
            CaseType::ItalianCitizenship => "Cidadania italiana",
            CaseType::Passport => "Passaporte",
            CaseType::Inventory => "Inventário",
            CaseType::Labor => "Trabalhista",
            CaseType::SocialSecurity => "Previdenciário",
            CaseType::Other => "Outro",
        }
    }
}

/// A case's fields that staff set, once validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseFields {
    pub case_type: CaseType,
    pub country: String,
    pub protocol: String,
    pub status: CaseStatus,
    pub progress: i32,
    pub start_date: NaiveDate,
    pub estimated_end_date: Option<NaiveDate>,
    pub notes: String,
}

/// A stored case, with its client's name and its counts, as lists and the detail show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Case {
    #[cfg_attr(feature = "openapi", schema(value_type = i64))]
    #[serde(serialize_with = "id_number")]
    pub id: CaseId,
    #[cfg_attr(feature = "openapi", schema(value_type = i64))]
    #[serde(rename = "userId", serialize_with = "user_number")]
    pub client: UserId,
    pub client_name: String,
    #[serde(rename = "type")]
    pub case_type: CaseType,
    pub country: String,
    pub protocol: String,
    pub status: CaseStatus,
    /// 0 to 100.
    pub progress: i32,
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    #[serde(serialize_with = "json_text::date")]
    pub start_date: NaiveDate,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date, required = true))]
    #[serde(serialize_with = "json_text::optional_date")]
    pub estimated_end_date: Option<NaiveDate>,
    /// Set when the case closes; cleared when an admin reopens it.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date, required = true))]
    #[serde(serialize_with = "json_text::optional_date")]
    pub actual_end_date: Option<NaiveDate>,
    pub notes: String,
    pub document_count: i64,
    pub update_count: i64,
    #[serde(serialize_with = "json_text::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "json_text::instant")]
    pub updated_at: DateTime<Utc>,
}

fn id_number<S: serde::Serializer>(id: &CaseId, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i64(id.0)
}

fn user_number<S: serde::Serializer>(id: &UserId, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i64(id.0)
}

impl Case {
    /// How mails name it: 'Cidadania italiana – Itália (protocolo 123)'.
    pub fn title(&self) -> String {
        Self::title_of(self.case_type, &self.country, &self.protocol)
    }

    /// The title of a case of that type, country and protocol.
    pub fn title_of(case_type: CaseType, country: &str, protocol: &str) -> String {
        let mut title = case_type.label().to_owned();
        if !country.is_empty() {
            title.push_str(" – ");
            title.push_str(country);
        }
        if !protocol.is_empty() {
            title.push_str(&format!(" (protocolo {protocol})"));
        }
        title
    }
}

/// One entry of a case's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CaseUpdate {
    pub id: i64,
    #[cfg_attr(feature = "openapi", schema(value_type = i64))]
    #[serde(serialize_with = "id_number")]
    pub case_id: CaseId,
    /// Null once the author's account is deleted.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub author_id: Option<i64>,
    pub author_name: String,
    pub content: String,
    #[serde(serialize_with = "json_text::instant")]
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCaseUpdate {
    pub case_id: CaseId,
    pub author: UserId,
    pub author_name: String,
    pub content: String,
}

/// A case with its history, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CaseDetail {
    #[serde(flatten)]
    pub case: Case,
    pub updates: Vec<CaseUpdate>,
    /// The documents it needs, in the order they were added.
    pub checklist: Vec<ChecklistItem>,
    /// The approved items' share of the checklist (0-100), which staff may take as the
    /// progress; none without items.
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub checklist_progress: Option<i32>,
}

/// The list as asked for (strings as sent; the service reads them).
#[derive(Debug, Clone, Default)]
pub struct CaseQuery {
    pub status: Option<String>,
    pub case_type: Option<String>,
    /// Client name, e-mail or user name, or protocol (staff).
    pub search: Option<String>,
    /// Only cases waiting on the client (status 'awaiting_documents').
    pub awaiting_client: bool,
    pub page: PageRequest,
}

/// The list as the repository reads it: `client` none means everyone's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CaseFilter {
    pub client: Option<UserId>,
    pub statuses: Vec<CaseStatus>,
    pub case_type: Option<CaseType>,
    pub search: Option<String>,
    pub page: PageRequest,
}

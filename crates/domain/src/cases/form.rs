//! The case editor's form, as the API receives it, and its rules.

use chrono::NaiveDate;
use serde::Deserialize;

use super::model::{CaseFields, CaseType};
use super::status::CaseStatus;
use crate::text::{has_invalid_characters, INVALID_CHARACTERS};
use crate::FieldErrors;

pub mod messages {
    pub const CLIENT_REQUIRED: &str = "Escolha o cliente.";
    pub const TYPE_INVALID: &str = "Escolha o tipo do processo.";
    pub const COUNTRY_REQUIRED: &str = "Informe o país.";
    pub const STATUS_INVALID: &str = "Status inválido";
    pub const PROGRESS_RANGE: &str = "O progresso vai de 0 a 100.";
    pub const START_REQUIRED: &str = "Informe a data de início.";
    pub const DATE_INVALID: &str = "Data inválida (use aaaa-mm-dd)";
    pub const END_BEFORE_START: &str = "A previsão de término não pode ser antes do início.";
    pub const CONTENT_REQUIRED: &str = "Escreva a atualização.";
    pub const ITEM_NAME_REQUIRED: &str = "Informe o documento.";
    pub const DECISION_INVALID: &str = "Escolha aprovar ou rejeitar.";
    pub const REASON_REQUIRED: &str = "Diga ao cliente por que o documento foi rejeitado.";
    pub const ITEM_NOT_FOUND: &str = "Item da lista não encontrado.";
    pub const NOTHING_TO_REVIEW: &str =
        "Nenhum documento foi enviado para este item: ainda não há o que revisar.";

    pub fn too_long(max: usize) -> String {
        format!("Use no máximo {max} caracteres.")
    }
}

pub const SHORT_TEXT_MAX: usize = 80;
pub const LONG_TEXT_MAX: usize = 4000;

/// The editor's fields; `userId` only when opening a case.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CaseForm {
    /// The client the case is for (when opening).
    pub user_id: Option<i64>,
    /// `italian_citizenship`, `passport`, `inventory`, `labor`, `social_security` or `other`.
    #[serde(rename = "type")]
    pub case_type: Option<String>,
    pub country: Option<String>,
    pub protocol: Option<String>,
    /// A status code or its Portuguese name; `in_progress` when left out.
    pub status: Option<String>,
    /// 0 to 100; 0 when left out.
    pub progress: Option<i64>,
    /// yyyy-MM-dd.
    pub start_date: Option<String>,
    /// yyyy-MM-dd, not before the start.
    pub estimated_end_date: Option<String>,
    pub notes: Option<String>,
}

/// A staff update's text.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UpdateForm {
    pub content: Option<String>,
}

impl CaseForm {
    pub fn validate(&self) -> Result<CaseFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let case_type = errors.check(
            "type",
            self.case_type
                .as_deref()
                .and_then(CaseType::parse)
                .ok_or_else(|| messages::TYPE_INVALID.to_owned()),
        );
        let country = errors.check("country", text(&self.country, SHORT_TEXT_MAX, false));
        if country.as_deref() == Some("") {
            errors.add("country", messages::COUNTRY_REQUIRED);
        }
        let protocol = errors.check("protocol", text(&self.protocol, SHORT_TEXT_MAX, false));
        let notes = errors.check("notes", text(&self.notes, LONG_TEXT_MAX, true));
        let status = errors.check(
            "status",
            match self.status.as_deref().map(str::trim) {
                None | Some("") => Ok(CaseStatus::InProgress),
                Some(s) => CaseStatus::parse(s).ok_or_else(|| messages::STATUS_INVALID.to_owned()),
            },
        );
        let progress = errors.check(
            "progress",
            match self.progress.unwrap_or(0) {
                p @ 0..=100 => Ok(p as i32),
                _ => Err(messages::PROGRESS_RANGE.to_owned()),
            },
        );
        let start_date = errors.check(
            "startDate",
            date(&self.start_date).and_then(|d| d.ok_or_else(|| messages::START_REQUIRED.into())),
        );
        let estimated_end_date = errors.check("estimatedEndDate", date(&self.estimated_end_date));
        if let (Some(start), Some(Some(end))) = (start_date, estimated_end_date) {
            if end < start {
                errors.add("estimatedEndDate", messages::END_BEFORE_START);
            }
        }
        match (
            case_type,
            country,
            protocol,
            notes,
            status,
            progress,
            start_date,
            estimated_end_date,
        ) {
            (Some(t), Some(c), Some(p), Some(n), Some(s), Some(g), Some(d), Some(e))
                if errors.is_empty() =>
            {
                Ok(CaseFields {
                    case_type: t,
                    country: c,
                    protocol: p,
                    status: s,
                    progress: g,
                    start_date: d,
                    estimated_end_date: e,
                    notes: n,
                })
            }
            _ => Err(errors),
        }
    }
}

impl UpdateForm {
    pub fn validate(&self) -> Result<String, FieldErrors> {
        let mut errors = FieldErrors::new();
        match errors.check("content", text(&self.content, LONG_TEXT_MAX, true)) {
            Some(content) if !content.is_empty() => Ok(content),
            Some(_) => Err(FieldErrors::single("content", messages::CONTENT_REQUIRED)),
            None => Err(errors),
        }
    }
}

/// Trimmed text of at most `max` characters, without characters no field accepts.
pub(super) fn text(value: &Option<String>, max: usize, multiline: bool) -> Result<String, String> {
    let trimmed = value.as_deref().unwrap_or_default().trim();
    if has_invalid_characters(trimmed, multiline) {
        Err(INVALID_CHARACTERS.into())
    } else if trimmed.chars().count() > max {
        Err(messages::too_long(max))
    } else {
        Ok(trimmed.to_owned())
    }
}

/// An optional yyyy-MM-dd date.
fn date(value: &Option<String>) -> Result<Option<NaiveDate>, String> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| messages::DATE_INVALID.into()),
    }
}

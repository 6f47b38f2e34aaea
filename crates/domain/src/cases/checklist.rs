//! A case's checklist: the documents it needs, each with its review and its validity.

use chrono::{Duration, NaiveDate};
use serde::{Deserialize, Serialize};

use super::model::{CaseId, CaseType};

/// Within this many days of its expiry a document is 'expiring'.
pub const EXPIRING_WITHIN_DAYS: i64 = 30;

/// Staff's verdict on an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "snake_case")]
pub enum Review {
    Waiting,
    Approved,
    Rejected,
}

impl Review {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// `approved`/`aprovado` or `rejected`/`rejeitado` (a decision); `waiting` as stored.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_lowercase().as_str() {
            "waiting" => Some(Review::Waiting),
            "approved" | "aprovado" => Some(Review::Approved),
            "rejected" | "rejeitado" => Some(Review::Rejected),
            _ => None,
        }
    }
}

/// What the item's documents' expiry says (spec: valid, expiring, expired, pending).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Validity {
    Valid,
    Expiring,
    Expired,
    Pending,
}

/// Pending without a document; otherwise by the earliest expiry among them, on `today` in São
/// Paulo: expired the day after it, expiring within [`EXPIRING_WITHIN_DAYS`], else valid.
pub fn validity(document_count: i64, expires_on: Option<NaiveDate>, today: NaiveDate) -> Validity {
    match (document_count, expires_on) {
        (0, _) => Validity::Pending,
        (_, None) => Validity::Valid,
        (_, Some(day)) if day < today => Validity::Expired,
        (_, Some(day)) if day <= today + Duration::days(EXPIRING_WITHIN_DAYS) => Validity::Expiring,
        _ => Validity::Valid,
    }
}

/// The items a new case of each type starts with.
pub fn template(case_type: CaseType) -> &'static [&'static str] {
    match case_type {
        CaseType::ItalianCitizenship => &[
            "Documento de identidade e CPF",
            "Comprovante de residência",
            "Certidão de nascimento",
            "Certidões da família (linha italiana)",
        ],
        CaseType::Passport => {
            &["Documento de identidade e CPF", "Comprovante de residência", "Foto 3x4"]
        }
        CaseType::Inventory => {
            &["Certidão de óbito", "Documentos dos herdeiros", "Documentos dos bens"]
        }
        CaseType::Labor => &["Carteira de trabalho", "Contracheques", "Termo de rescisão"],
        CaseType::SocialSecurity => {
            &["Documento de identidade e CPF", "Extrato do CNIS", "Laudos médicos"]
        }
        CaseType::Other => &[],
    }
}

/// An item as stored, with what its documents say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChecklistRow {
    pub id: i64,
    pub case_id: CaseId,
    pub name: String,
    pub review: Review,
    pub review_reason: String,
    pub document_count: i64,
    /// The earliest expiry among its documents.
    pub expires_on: Option<NaiveDate>,
}

/// An item as the case's detail shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChecklistItem {
    pub id: i64,
    pub name: String,
    pub review: Review,
    /// Why staff rejected it; empty otherwise.
    pub review_reason: String,
    pub document_count: i64,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date, required = true))]
    pub expires_on: Option<NaiveDate>,
    pub validity: Validity,
}

impl ChecklistItem {
    pub fn of(row: ChecklistRow, today: NaiveDate) -> Self {
        Self {
            validity: validity(row.document_count, row.expires_on, today),
            id: row.id,
            name: row.name,
            review: row.review,
            review_reason: row.review_reason,
            document_count: row.document_count,
            expires_on: row.expires_on,
        }
    }
}

/// How far the checklist has come: its approved items' share, 0 to 100 (rounded); none for an
/// empty checklist. Staff may take it as the case's progress.
pub fn checklist_progress(items: &[ChecklistItem]) -> Option<i32> {
    let total = i32::try_from(items.len()).ok().filter(|total| *total > 0)?;
    let approved = items.iter().filter(|item| item.review == Review::Approved).count();
    let approved = i32::try_from(approved).ok()?;
    Some((approved * 200 + total) / (total * 2))
}

/// Staff add an item.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ItemForm {
    pub name: Option<String>,
}

/// Staff approve or reject an item; a rejection says why.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ReviewForm {
    /// `approved` or `rejected` (or `aprovado`, `rejeitado`).
    pub decision: Option<String>,
    pub reason: Option<String>,
}

#[cfg(test)]
mod tests {
    use strum::VariantArray;

    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn validity_follows_the_earliest_expiry() {
        let today = day("2026-11-25");
        assert_eq!(validity(0, Some(day("2030-01-01")), today), Validity::Pending);
        assert_eq!(validity(1, None, today), Validity::Valid);
        assert_eq!(validity(1, Some(day("2026-11-24")), today), Validity::Expired);
        assert_eq!(validity(1, Some(day("2026-11-25")), today), Validity::Expiring);
        assert_eq!(validity(1, Some(day("2026-12-25")), today), Validity::Expiring);
        assert_eq!(validity(1, Some(day("2026-12-26")), today), Validity::Valid);
    }

    #[test]
    fn progress_is_the_share_of_approved_items_rounded() {
        let item = |review| ChecklistItem {
            id: 1,
            name: "Certidão".into(),
            review,
            review_reason: String::new(),
            document_count: 1,
            expires_on: None,
            validity: Validity::Valid,
        };
        assert_eq!(checklist_progress(&[]), None);
        let items = [item(Review::Approved), item(Review::Waiting), item(Review::Rejected)];
        assert_eq!(checklist_progress(&items), Some(33));
        assert_eq!(checklist_progress(&items[..2]), Some(50));
        assert_eq!(
            checklist_progress(&[
                item(Review::Approved),
                item(Review::Approved),
                item(Review::Waiting)
            ]),
            Some(67)
        );
        assert_eq!(checklist_progress(&items[..1]), Some(100));
    }

    #[test]
    fn every_type_but_other_has_a_template() {
        for &case_type in CaseType::VARIANTS {
            assert_eq!(template(case_type).is_empty(), case_type == CaseType::Other);
        }
    }
}

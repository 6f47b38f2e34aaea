//! 'Abrir processo': staff turn a request into a case for its client, which takes the request's
//! documents with it. The case is opened by the cases feature's rules ([`CaseService::opening`]);
//! the request, the case, its first history entry and the client's mail are stored together.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::form::RequestForm;
use super::model::{CaseFromRequest, RequestId, RequestKind, ServiceRequest};
use super::service::{messages, RequestService};
use crate::audit::AuditEntry;
use crate::cases::{update_mail, Case, CaseForm, CaseService, CaseType, LONG_TEXT_MAX};
use crate::{Actor, DomainError, FieldErrors, Refusal, RepositoryError};

/// What staff may adjust in the 'Abrir processo' dialog; what is left out comes from
/// [`suggested_case`].
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OpenCaseForm {
    /// `italian_citizenship`, `passport`, `inventory`, `labor`, `social_security` or `other`.
    #[serde(rename = "type")]
    pub case_type: Option<String>,
    pub country: Option<String>,
    pub notes: Option<String>,
}

/// The case a request suggests: its type from the request's kind, its country, and notes naming
/// the request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CaseSuggestion {
    #[serde(rename = "type")]
    pub case_type: CaseType,
    pub country: String,
    pub notes: String,
}

/// Citizenship becomes 'Cidadania italiana', inventory 'Inventário', labour 'Trabalhista',
/// benefits 'Previdenciário', anything else 'Outro'.
pub fn case_type_for(kind: RequestKind) -> CaseType {
    match kind {
        RequestKind::Citizenship => CaseType::ItalianCitizenship,
        RequestKind::Inventory => CaseType::Inventory,
        RequestKind::Labor => CaseType::Labor,
        RequestKind::Benefit => CaseType::SocialSecurity,
        _ => CaseType::Other,
    }
}

/// A 'new case' request proposes its own type, country and notes, which are kept when valid.
pub fn suggested_case(request: &ServiceRequest) -> CaseSuggestion {
    let summary = &request.summary;
    let kind = summary.kind;
    let mut case_type = case_type_for(kind);
    let mut country = if kind == RequestKind::Citizenship { "Itália" } else { "Brasil" }.to_owned();
    let mut notes =
        format!("Aberto a partir da solicitação nº {}: {}.", summary.id.0, summary.title);
    if let RequestForm::NewCase(asked) = &request.form {
        case_type = CaseType::parse(&asked.case_type).unwrap_or(case_type);
        if !asked.country.trim().is_empty() {
            country = asked.country.trim().to_owned();
        }
        if !asked.notes.trim().is_empty() {
            notes = format!("{notes}\n\n{}", asked.notes.trim());
        }
    }
    CaseSuggestion { case_type, country, notes: notes.chars().take(LONG_TEXT_MAX).collect() }
}

impl RequestService {
    /// Staff open a case for the request's client (once per request): the request's documents
    /// move into the case, the request points to it, the case's history starts with a note the
    /// client is mailed, and both changes are audited.
    pub fn open_case(
        &self,
        actor: &Actor,
        cases: &CaseService,
        id: RequestId,
        form: &OpenCaseForm,
    ) -> Result<(ServiceRequest, Case), DomainError> {
        actor.require_admin()?;
        let request = self.visible(actor, id)?;
        if request.case_id.is_some() {
            return Err(already_has_case());
        }
        let suggestion = suggested_case(&request);
        let chosen = |value: &Option<String>, default: &str| match value.as_deref().map(str::trim) {
            None | Some("") => Some(default.to_owned()),
            Some(text) => Some(text.to_owned()),
        };
        let opening = cases.opening(
            actor,
            &CaseForm {
                user_id: Some(request.summary.client_id.0),
                case_type: chosen(&form.case_type, suggestion.case_type.as_str()),
                country: chosen(&form.country, &suggestion.country),
                notes: chosen(&form.notes, &suggestion.notes),
                start_date: Some(cases.today().to_string()),
                ..CaseForm::default()
            },
        )?;
        let author = self.account(actor)?;
        let update = format!(
            "Processo aberto a partir da sua solicitação \u{201c}{}\u{201d}.",
            request.summary.title
        );
        let case_title = Case::title_of(opening.fields.case_type, &opening.fields.country, "");
        let client = self.users.find_by_id(request.summary.client_id)?;
        let mails = update_mail(client, case_title, &update, self.url("/process-tracking"));
        let audit = AuditEntry {
            actor: actor.user_id,
            action: "request.case",
            entity: "request",
            entity_id: id.0.to_string(),
            before: Some(json!({
                "caseId": null,
                "status": request.summary.status.as_str(),
                "assignedTo": request.summary.assigned_to.map(|u| u.0),
            })),
            // The adapter writes the new case's id here; the request is taken up as it opens.
            after: Some(json!({
                "caseId": null,
                "status": request.summary.status.taken_up().as_str(),
                "assignedTo": request.summary.assigned_to.unwrap_or(actor.user_id).0,
            })),
        };
        let new = CaseFromRequest {
            request: id,
            opening,
            author: actor.user_id,
            author_name: author.display_name().to_owned(),
            update,
            mails,
            audit,
        };
        self.requests.open_case(&new).map_err(|error| match error {
            RepositoryError::Refused(Refusal::RequestHasCase) => already_has_case(),
            RepositoryError::NotFound => DomainError::NotFound(messages::NOT_FOUND.into()),
            other => other.into(),
        })
    }
}

fn already_has_case() -> DomainError {
    DomainError::Conflict {
        message: messages::ALREADY_HAS_CASE.into(),
        field_errors: FieldErrors::new(),
    }
}

//! The labour and benefits page's two forms.

use serde::{Deserialize, Serialize};

use super::fields::{choice, line, long_text, required, required_line};
use super::messages;
use super::numbers::{amount, inss_number};
use crate::requests::vocabulary as vocab;
use crate::FieldErrors;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct LaborForm {
    pub company_name: String,
    pub employment_period: String,
    /// without-cause, with-cause, resignation, agreement, not-dismissed or other.
    pub dismissal_reason: String,
    /// The job title.
    pub service_type: String,
    /// agreement (default), lawsuit or consultation.
    pub claim_type: String,
    /// As typed, kept as 'R$ 2.500,00'.
    pub salary: String,
    pub overtime: bool,
    pub danger_pay: bool,
    pub labor_rights: String,
    /// whatsapp (default), email or phone.
    pub contact_preference: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct BenefitForm {
    /// retirement (default), disability, accident, pension, maternity, bpc, appeal or other.
    pub benefit_type: String,
    pub contribution_time: String,
    pub health_issue: String,
    /// no, yes-denied, yes-receiving or yes-ceased.
    pub previous_request: String,
    /// Required for yes-denied and yes-ceased, dropped otherwise.
    pub previous_request_details: String,
    /// The NIT/PIS, kept as '120.12345.67-2'.
    pub inss_number: String,
    /// whatsapp (default), email or phone.
    pub contact_preference: String,
    pub observations: String,
}

impl LaborForm {
    pub(super) fn validated(&self, errors: &mut FieldErrors) -> Self {
        Self {
            company_name: required_line(
                errors,
                "companyName",
                &self.company_name,
                messages::COMPANY_REQUIRED,
            ),
            employment_period: line(errors, "employmentPeriod", &self.employment_period),
            dismissal_reason: choice(
                errors,
                "dismissalReason",
                &self.dismissal_reason,
                &vocab::DISMISSAL_REASONS,
            ),
            service_type: line(errors, "serviceType", &self.service_type),
            claim_type: choice(errors, "claimType", &self.claim_type, &vocab::CLAIM_TYPES),
            salary: amount(errors, "salary", &self.salary),
            overtime: self.overtime,
            danger_pay: self.danger_pay,
            labor_rights: long_text(errors, "laborRights", &self.labor_rights),
            contact_preference: choice(
                errors,
                "contactPreference",
                &self.contact_preference,
                &vocab::CONTACT_WHATSAPP_FIRST,
            ),
        }
    }
}

impl BenefitForm {
    pub(super) fn validated(&self, errors: &mut FieldErrors) -> Self {
        let previous_request =
            choice(errors, "previousRequest", &self.previous_request, &vocab::PREVIOUS_REQUESTS);
        let details = long_text(errors, "previousRequestDetails", &self.previous_request_details);
        let previous_request_details = if vocab::details_needed(&previous_request) {
            required(errors, "previousRequestDetails", details, messages::DETAILS_REQUIRED)
        } else {
            String::new()
        };
        Self {
            benefit_type: choice(errors, "benefitType", &self.benefit_type, &vocab::BENEFIT_TYPES),
            contribution_time: line(errors, "contributionTime", &self.contribution_time),
            health_issue: long_text(errors, "healthIssue", &self.health_issue),
            previous_request,
            previous_request_details,
            inss_number: inss_number(errors, "inssNumber", &self.inss_number),
            contact_preference: choice(
                errors,
                "contactPreference",
                &self.contact_preference,
                &vocab::CONTACT_WHATSAPP_FIRST,
            ),
            observations: long_text(errors, "observations", &self.observations),
        }
    }
}

//! The Italian passport part of the form: required for Italian services, optional otherwise.

use chrono::{Months, NaiveDate};
use serde::Deserialize;

use super::fields::{date, line, text, DateRange};
use super::messages;
use crate::appointments::model::{DocumentType, ItalianData};
use crate::FieldErrors;

/// The passport data as sent; every field still text. Sent flat, beside the form's other fields.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ItalianForm {
    pub birth_date: Option<String>,
    pub birth_place: Option<String>,
    pub current_address: Option<String>,
    /// `RG`, `RNE`, `passaporte_brasileiro` or `outro`.
    pub document_type: Option<String>,
    pub document_number: Option<String>,
    pub document_issue_date: Option<String>,
    pub document_expiry_date: Option<String>,
    pub document_issuer: Option<String>,
    pub aire_registration_number: Option<String>,
}

impl ItalianForm {
    /// The typed data; with `required`, every field must be there. Birth and issue dates lie
    /// between 1900 and `today`, expiry dates at most 30 years ahead.
    pub(super) fn read(
        &self,
        required: bool,
        today: NaiveDate,
        errors: &mut FieldErrors,
    ) -> ItalianData {
        let when = |message: &'static str| required.then_some(message);
        let in_30_years = today
            .checked_add_months(Months::new(12 * 30))
            .unwrap_or(NaiveDate::MAX);
        let data = ItalianData {
            birth_date: date(
                errors,
                "birthDate",
                self.birth_date.as_deref(),
                when(messages::BIRTH_DATE_REQUIRED),
                DateRange::since_1900(today, messages::BIRTH_DATE_OUT_OF_RANGE),
            ),
            birth_place: line(
                errors,
                "birthPlace",
                self.birth_place.as_deref(),
                when(messages::BIRTH_PLACE_REQUIRED),
            ),
            current_address: line(
                errors,
                "currentAddress",
                self.current_address.as_deref(),
                when(messages::CURRENT_ADDRESS_REQUIRED),
            ),
            document_type: document_type(errors, self.document_type.as_deref(), required),
            document_number: line(
                errors,
                "documentNumber",
                self.document_number.as_deref(),
                when(messages::DOCUMENT_NUMBER_REQUIRED),
            ),
            document_issue_date: date(
                errors,
                "documentIssueDate",
                self.document_issue_date.as_deref(),
                when(messages::ISSUE_DATE_REQUIRED),
                DateRange::since_1900(today, messages::ISSUE_DATE_OUT_OF_RANGE),
            ),
            document_expiry_date: date(
                errors,
                "documentExpiryDate",
                self.document_expiry_date.as_deref(),
                when(messages::EXPIRY_DATE_REQUIRED),
                DateRange::since_1900(in_30_years, messages::EXPIRY_DATE_OUT_OF_RANGE),
            ),
            document_issuer: line(
                errors,
                "documentIssuer",
                self.document_issuer.as_deref(),
                when(messages::ISSUER_REQUIRED),
            ),
            aire_registration_number: line(
                errors,
                "aireRegistrationNumber",
                self.aire_registration_number.as_deref(),
                when(messages::AIRE_REQUIRED),
            ),
        };
        check_validity(errors, data.document_issue_date, data.document_expiry_date);
        data
    }
}

fn document_type(
    errors: &mut FieldErrors,
    value: Option<&str>,
    required: bool,
) -> Option<DocumentType> {
    let parsed = text(value).map(|v| DocumentType::parse(&v));
    if matches!(parsed, Some(None)) || (parsed.is_none() && required) {
        errors.add("documentType", messages::DOCUMENT_TYPE_REQUIRED);
    }
    parsed.flatten()
}

/// A document expires after the day it was issued.
fn check_validity(errors: &mut FieldErrors, issued: Option<NaiveDate>, expires: Option<NaiveDate>) {
    if let (Some(issued), Some(expires)) = (issued, expires) {
        if expires <= issued {
            errors.add("documentExpiryDate", messages::EXPIRY_BEFORE_ISSUE);
        }
    }
}

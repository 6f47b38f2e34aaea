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
        let in_30_years = today.checked_add_months(Months::new(12 * 30)).unwrap_or(NaiveDate::MAX);
        let since_1900 = |message| DateRange::since_1900(today, message);
        let mut field = Fields { errors, required };
        let data = ItalianData {
            birth_date: field.date(
                ("birthDate", &self.birth_date),
                messages::BIRTH_DATE_REQUIRED,
                since_1900(messages::BIRTH_DATE_OUT_OF_RANGE),
            ),
            birth_place: field
                .line(("birthPlace", &self.birth_place), messages::BIRTH_PLACE_REQUIRED),
            current_address: field.line(
                ("currentAddress", &self.current_address),
                messages::CURRENT_ADDRESS_REQUIRED,
            ),
            document_type: document_type(field.errors, self.document_type.as_deref(), required),
            document_number: field.line(
                ("documentNumber", &self.document_number),
                messages::DOCUMENT_NUMBER_REQUIRED,
            ),
            document_issue_date: field.date(
                ("documentIssueDate", &self.document_issue_date),
                messages::ISSUE_DATE_REQUIRED,
                since_1900(messages::ISSUE_DATE_OUT_OF_RANGE),
            ),
            document_expiry_date: field.date(
                ("documentExpiryDate", &self.document_expiry_date),
                messages::EXPIRY_DATE_REQUIRED,
                DateRange::since_1900(in_30_years, messages::EXPIRY_DATE_OUT_OF_RANGE),
            ),
            document_issuer: field
                .line(("documentIssuer", &self.document_issuer), messages::ISSUER_REQUIRED),
            aire_registration_number: field.line(
                ("aireRegistrationNumber", &self.aire_registration_number),
                messages::AIRE_REQUIRED,
            ),
        };
        check_validity(errors, data.document_issue_date, data.document_expiry_date);
        data
    }
}

/// Reads the passport fields into one list of errors; each field's 'required' message counts
/// only when the part is required.
struct Fields<'e> {
    errors: &'e mut FieldErrors,
    required: bool,
}

/// A field's name in the API and its value as sent.
type Sent<'a> = (&'static str, &'a Option<String>);

impl Fields<'_> {
    fn line(&mut self, (name, value): Sent, missing: &'static str) -> Option<String> {
        line(self.errors, name, value.as_deref(), self.required.then_some(missing))
    }

    fn date(
        &mut self,
        (name, value): Sent,
        missing: &'static str,
        range: DateRange,
    ) -> Option<NaiveDate> {
        date(self.errors, name, value.as_deref(), self.required.then_some(missing), range)
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

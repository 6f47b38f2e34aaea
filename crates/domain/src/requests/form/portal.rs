//! The requests the portal's own pages send, not a selling page: a new case asked for from
//! /process-tracking, and a finished family tree.

use serde::{Deserialize, Serialize};

use super::fields::{choice, line, long_text};

use crate::requests::vocabulary as vocab;
use crate::FieldErrors;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct NewCaseForm {
    /// A case type's code: italian_citizenship, passport, inventory, labor, social_security or
    /// other.
    pub case_type: String,
    pub country: String,
    pub notes: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct FamilyTreeForm {
    /// How many people the tree had when it was sent.
    pub people: u32,
    /// What the client wants the staff to know.
    pub notes: String,
}

impl NewCaseForm {
    pub(super) fn validated(&self, errors: &mut FieldErrors) -> Self {
        Self {
            case_type: choice(errors, "caseType", &self.case_type, &vocab::CASE_TYPES),
            country: line(errors, "country", &self.country),
            notes: long_text(errors, "notes", &self.notes),
        }
    }
}

impl FamilyTreeForm {
    pub(super) fn validated(&self, errors: &mut FieldErrors) -> Self {
        Self { people: self.people, notes: long_text(errors, "notes", &self.notes) }
    }
}

#[cfg(test)]
mod tests {
    use strum::VariantArray;

    use super::*;
    use crate::requests::form::messages;

    #[test]
    fn a_new_case_needs_a_known_type() {
        let mut errors = FieldErrors::new();
        NewCaseForm::default().validated(&mut errors);
        assert_eq!(errors.get("caseType"), Some(messages::CASE_TYPE_REQUIRED));

        let mut errors = FieldErrors::new();
        let form = NewCaseForm {
            case_type: " passport ".into(),
            country: " Itália ".into(),
            notes: "Renovação".into(),
        };
        let form = form.validated(&mut errors);
        assert!(errors.is_empty());
        assert_eq!((form.case_type.as_str(), form.country.as_str()), ("passport", "Itália"));
    }

    #[test]
    fn the_case_types_offered_are_the_cases_own() {
        let offered: Vec<&str> = vocab::CASE_TYPES.values.iter().map(|(code, _)| *code).collect();
        let cases: Vec<&str> =
            crate::cases::CaseType::VARIANTS.iter().map(|t| t.as_str()).collect();
        assert_eq!(offered, cases);
        for (code, label) in vocab::CASE_TYPES.values {
            assert_eq!(crate::cases::CaseType::parse(code).map(|t| t.label()), Some(*label));
        }
    }
}

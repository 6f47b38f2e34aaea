//! The forms that are a contact block and little more: citizenship, the course's, contact.

use serde::{Deserialize, Serialize};

use super::fields::{long_text, required, required_line};
use super::messages;
use crate::users::{EmailAddress, FullName, Phone};
use crate::FieldErrors;

/// Who to answer and how: the contact block of the citizenship, course and contact forms.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ContactForm {
    pub name: String,
    pub email: String,
    /// Phone or WhatsApp.
    pub phone: String,
    pub message: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CitizenshipForm {
    /// `contra-decreto`, `em-andamento` or `menores-urgente`.
    pub offer: String,
    #[serde(flatten)]
    pub contact: ContactForm,
}

/// The course page's discount request (name, e-mail, phone) or enrolment.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CourseForm {
    /// Required for an enrolment; optional for a discount request.
    pub course_id: Option<i64>,
    /// The course's name when the request was sent, for the staff's inbox and mail. Written by
    /// the server from the catalogue; whatever a client sends here is replaced.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(read_only))]
    pub course_name: Option<String>,
    #[serde(flatten)]
    pub contact: ContactForm,
}

impl ContactForm {
    pub(super) fn validated(&self, errors: &mut FieldErrors, message_required: bool) -> Self {
        let name = required_line(errors, "name", &self.name, messages::NAME_REQUIRED);
        if !name.is_empty() {
            errors.check("name", FullName::parse(&name).map(|_| ()));
        }
        let email = self.email.trim().to_owned();
        if email.is_empty() {
            errors.add("email", messages::EMAIL_REQUIRED);
        } else {
            errors.check("email", EmailAddress::parse(&email).map(|_| ()));
        }
        let phone = self.phone.trim().to_owned();
        if phone.is_empty() {
            errors.add("phone", messages::PHONE_REQUIRED);
        } else {
            errors.check("phone", Phone::parse_optional(Some(&phone)).map(|_| ()));
        }
        let mut message = long_text(errors, "message", &self.message);
        if message_required {
            message = required(errors, "message", message, messages::MESSAGE_REQUIRED);
        }
        Self { name, email, phone, message }
    }
}

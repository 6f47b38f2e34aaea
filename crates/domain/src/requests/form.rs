//! The forms a client sends, one per kind, and their rules. Each form is read leniently (a
//! missing field is empty) so that every mistake is answered with its own field message, then
//! checked here and kept trimmed; choices are checked against their vocabularies.

use serde::{Deserialize, Serialize};

use super::vocabulary::{self as vocab, Vocabulary};
use crate::users::{EmailAddress, FullName, Phone};
use crate::FieldErrors;

/// Longest free text kept in a field (case details, notes).
pub const MAX_TEXT_CHARS: usize = 5000;
/// Longest short field (a name, a place, a period).
pub const MAX_LINE_CHARS: usize = 200;
/// Most heirs or assets one inventory lists.
pub const MAX_LIST_ITEMS: usize = 50;

pub mod messages {
    pub const NAME_REQUIRED: &str = "Nome é obrigatório";
    pub const EMAIL_REQUIRED: &str = "E-mail é obrigatório";
    pub const PHONE_REQUIRED: &str = "Telefone/WhatsApp é obrigatório";
    pub const MESSAGE_REQUIRED: &str = "Descreva o seu caso";
    pub const OFFER_REQUIRED: &str = "Escolha um dos serviços";
    pub const CHOICE_INVALID: &str = "Escolha uma das opções";
    pub const DECEASED_REQUIRED: &str = "Nome do falecido é obrigatório";
    pub const HEIR_REQUIRED: &str = "É necessário ter pelo menos um herdeiro.";
    pub const ASSET_REQUIRED: &str = "É necessário ter pelo menos um bem.";
    pub const HEIR_NAME_REQUIRED: &str = "Nome do herdeiro é obrigatório";
    pub const ASSET_DESCRIPTION_REQUIRED: &str = "Descrição do bem é obrigatória";
    pub const TOO_MANY_ITEMS: &str = "No máximo 50 itens";
    pub const COMPANY_REQUIRED: &str = "Nome da empresa é obrigatório";
    pub const DETAILS_REQUIRED: &str = "Conte como foi o pedido anterior";
    pub const COURSE_REQUIRED: &str = "Escolha um curso";
    pub const DATE_INVALID: &str = "Data inválida (use aaaa-mm-dd)";
    pub const TEXT_TOO_LONG: &str = "Texto longo demais (máximo 5000 caracteres)";
    pub const LINE_TOO_LONG: &str = "Texto longo demais (máximo 200 caracteres)";
}

/// A request as the client sends it, tagged by `kind`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum RequestForm {
    Citizenship(CitizenshipForm),
    Inventory(InventoryForm),
    Labor(LaborForm),
    Benefit(BenefitForm),
    CourseDiscount(CourseForm),
    CourseEnrollment(CourseForm),
    Contact(ContactForm),
}

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

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct InventoryForm {
    pub deceased_name: String,
    /// `yyyy-MM-dd`, optional.
    pub deceased_date: String,
    pub deceased_place: String,
    pub inventory_location: String,
    /// `extrajudicial` (default) or `judicial`.
    pub inventory_type: String,
    pub observations: String,
    /// `email` (default), `phone` or `whatsapp`.
    pub contact_preference: String,
    pub heirs: Vec<Heir>,
    pub assets: Vec<Asset>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Heir {
    pub name: String,
    /// spouse, child, parent, sibling, nephew, grandchild or other.
    pub relationship: String,
    pub contact: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Asset {
    pub description: String,
    /// real-estate (default), vehicle, financial, company or other.
    #[serde(rename = "type")]
    pub asset_type: String,
    /// As typed ('R$ 350.000,00'); an estimate, not a price.
    pub estimated_value: String,
    pub location: String,
}

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
    pub inss_number: String,
    /// whatsapp (default), email or phone.
    pub contact_preference: String,
    pub observations: String,
}

/// The course page's discount request (name, e-mail, phone) or enrolment.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CourseForm {
    /// Required for an enrolment; optional for a discount request.
    pub course_id: Option<i64>,
    #[serde(flatten)]
    pub contact: ContactForm,
}

/// Reads one field's text, trimmed, within `max` characters and without control characters.
fn text(errors: &mut FieldErrors, field: &str, value: &str, max: usize, multiline: bool) -> String {
    let value = value.trim();
    if crate::text::has_invalid_characters(value, multiline) {
        errors.add(field, crate::text::INVALID_CHARACTERS);
    } else if value.chars().count() > max {
        errors.add(
            field,
            if max == MAX_TEXT_CHARS { messages::TEXT_TOO_LONG } else { messages::LINE_TOO_LONG },
        );
    }
    value.to_owned()
}

fn line(errors: &mut FieldErrors, field: &str, value: &str) -> String {
    text(errors, field, value, MAX_LINE_CHARS, false)
}

fn long_text(errors: &mut FieldErrors, field: &str, value: &str) -> String {
    text(errors, field, value, MAX_TEXT_CHARS, true)
}

fn required_line(errors: &mut FieldErrors, field: &str, value: &str, message: &str) -> String {
    let value = line(errors, field, value);
    required(errors, field, value, message)
}

fn required(errors: &mut FieldErrors, field: &str, value: String, message: &str) -> String {
    if value.is_empty() {
        errors.add(field, message);
    }
    value
}

/// One of `vocabulary`; empty takes `default` when there is one.
fn choice(errors: &mut FieldErrors, field: &str, value: &str, vocabulary: &Vocabulary) -> String {
    let value = value.trim();
    let value = if value.is_empty() { vocabulary.default.unwrap_or_default() } else { value };
    if !vocabulary.contains(value) {
        errors.add(field, vocabulary.missing.unwrap_or(messages::CHOICE_INVALID));
    }
    value.to_owned()
}

impl ContactForm {
    fn validated(&self, errors: &mut FieldErrors, message_required: bool) -> Self {
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

impl InventoryForm {
    fn validated(&self, errors: &mut FieldErrors) -> Self {
        let deceased_date = self.deceased_date.trim().to_owned();
        if !deceased_date.is_empty()
            && chrono::NaiveDate::parse_from_str(&deceased_date, "%Y-%m-%d").is_err()
        {
            errors.add("deceasedDate", messages::DATE_INVALID);
        }
        for (field, empty, message) in [
            ("heirs", self.heirs.is_empty(), messages::HEIR_REQUIRED),
            ("assets", self.assets.is_empty(), messages::ASSET_REQUIRED),
        ] {
            if empty {
                errors.add(field, message);
            }
        }
        if self.heirs.len() > MAX_LIST_ITEMS {
            errors.add("heirs", messages::TOO_MANY_ITEMS);
        }
        if self.assets.len() > MAX_LIST_ITEMS {
            errors.add("assets", messages::TOO_MANY_ITEMS);
        }
        let heirs = self.heirs.iter().take(MAX_LIST_ITEMS).enumerate().map(|(i, heir)| {
            let at = |field: &str| format!("heirs.{i}.{field}");
            Heir {
                name: required_line(errors, &at("name"), &heir.name, messages::HEIR_NAME_REQUIRED),
                relationship: choice(
                    errors,
                    &at("relationship"),
                    &heir.relationship,
                    &vocab::RELATIONSHIPS,
                ),
                contact: line(errors, &at("contact"), &heir.contact),
            }
        });
        let heirs = heirs.collect();
        let assets = self.assets.iter().take(MAX_LIST_ITEMS).enumerate().map(|(i, asset)| {
            let at = |field: &str| format!("assets.{i}.{field}");
            Asset {
                description: required_line(
                    errors,
                    &at("description"),
                    &asset.description,
                    messages::ASSET_DESCRIPTION_REQUIRED,
                ),
                asset_type: choice(errors, &at("type"), &asset.asset_type, &vocab::ASSET_TYPES),
                estimated_value: line(errors, &at("estimatedValue"), &asset.estimated_value),
                location: line(errors, &at("location"), &asset.location),
            }
        });
        let assets = assets.collect();
        Self {
            deceased_name: required_line(
                errors,
                "deceasedName",
                &self.deceased_name,
                messages::DECEASED_REQUIRED,
            ),
            deceased_date,
            deceased_place: line(errors, "deceasedPlace", &self.deceased_place),
            inventory_location: line(errors, "inventoryLocation", &self.inventory_location),
            inventory_type: choice(
                errors,
                "inventoryType",
                &self.inventory_type,
                &vocab::INVENTORY_TYPES,
            ),
            observations: long_text(errors, "observations", &self.observations),
            contact_preference: choice(
                errors,
                "contactPreference",
                &self.contact_preference,
                &vocab::CONTACT_EMAIL_FIRST,
            ),
            heirs,
            assets,
        }
    }
}

impl LaborForm {
    fn validated(&self, errors: &mut FieldErrors) -> Self {
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
            salary: line(errors, "salary", &self.salary),
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
    fn validated(&self, errors: &mut FieldErrors) -> Self {
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
            inss_number: line(errors, "inssNumber", &self.inss_number),
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

impl RequestForm {
    /// The form as stored: trimmed, defaults filled in, each choice one of its vocabulary;
    /// or every field's message.
    pub fn validated(&self) -> Result<RequestForm, FieldErrors> {
        let mut errors = FieldErrors::new();
        let e = &mut errors;
        let form = match self {
            RequestForm::Citizenship(f) => RequestForm::Citizenship(CitizenshipForm {
                offer: choice(e, "offer", &f.offer, &vocab::OFFERS),
                contact: f.contact.validated(e, true),
            }),
            RequestForm::Inventory(f) => RequestForm::Inventory(f.validated(e)),
            RequestForm::Labor(f) => RequestForm::Labor(f.validated(e)),
            RequestForm::Benefit(f) => RequestForm::Benefit(f.validated(e)),
            RequestForm::CourseDiscount(f) => RequestForm::CourseDiscount(CourseForm {
                course_id: f.course_id,
                contact: f.contact.validated(e, false),
            }),
            RequestForm::CourseEnrollment(f) => {
                if f.course_id.is_none() {
                    e.add("courseId", messages::COURSE_REQUIRED);
                }
                RequestForm::CourseEnrollment(CourseForm {
                    course_id: f.course_id,
                    contact: f.contact.validated(e, false),
                })
            }
            RequestForm::Contact(f) => RequestForm::Contact(f.validated(e, true)),
        };
        if errors.is_empty() {
            Ok(form)
        } else {
            Err(errors)
        }
    }
}

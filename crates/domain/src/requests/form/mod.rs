//! The forms a client sends, one per kind, and their rules. Each form is read leniently (a
//! missing field is empty) so that every mistake is answered with its own field message, then
//! checked here and kept trimmed; choices are checked against their vocabularies.

mod contact;
mod fields;
mod inventory;
mod labor;
mod numbers;
mod portal;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

pub use contact::{CitizenshipForm, ContactForm, CourseForm};
use fields::choice;
pub use inventory::{Asset, Heir, InventoryForm};
pub use labor::{BenefitForm, LaborForm};
pub use portal::{FamilyTreeForm, NewCaseForm};

use super::vocabulary as vocab;
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
    pub const COURSE_UNAVAILABLE: &str = "Este curso não está disponível. Escolha outro da lista.";
    pub const DATE_INVALID: &str = "Data inválida (use aaaa-mm-dd)";
    pub const DEATH_IN_FUTURE: &str = "A data do óbito não pode estar no futuro";
    pub const TEXT_TOO_LONG: &str = "Texto longo demais (máximo 5000 caracteres)";
    pub const LINE_TOO_LONG: &str = "Texto longo demais (máximo 200 caracteres)";
    pub const CASE_TYPE_REQUIRED: &str = "Escolha o tipo de processo";
    pub const AMOUNT_INVALID: &str = "Informe um valor em reais acima de zero, como 2.500,00.";
    pub const INSS_INVALID: &str =
        "Confira o número do INSS: são 11 dígitos, como em 120.12345.67-2.";
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
    /// A client asks for a new case ('Novo Processo'); staff open it from the inbox.
    NewCase(NewCaseForm),
    /// A client finished their family tree and sends it to the staff for review.
    FamilyTree(FamilyTreeForm),
}

impl RequestForm {
    /// The form as stored: trimmed, defaults filled in, each choice one of its vocabulary, no
    /// date of what has happened after `today`; or every field's message.
    pub fn validated(&self, today: NaiveDate) -> Result<RequestForm, FieldErrors> {
        let mut errors = FieldErrors::new();
        let e = &mut errors;
        let form = match self {
            RequestForm::Citizenship(f) => RequestForm::Citizenship(CitizenshipForm {
                offer: choice(e, "offer", &f.offer, &vocab::OFFERS),
                contact: f.contact.validated(e, true),
            }),
            RequestForm::Inventory(f) => RequestForm::Inventory(f.validated(e, today)),
            RequestForm::Labor(f) => RequestForm::Labor(f.validated(e)),
            RequestForm::Benefit(f) => RequestForm::Benefit(f.validated(e)),
            RequestForm::CourseDiscount(f) => RequestForm::CourseDiscount(CourseForm {
                course_id: f.course_id,
                course_name: f.course_name.clone(),
                contact: f.contact.validated(e, false),
            }),
            RequestForm::CourseEnrollment(f) => {
                if f.course_id.is_none() {
                    e.add("courseId", messages::COURSE_REQUIRED);
                }
                RequestForm::CourseEnrollment(CourseForm {
                    course_id: f.course_id,
                    course_name: f.course_name.clone(),
                    contact: f.contact.validated(e, false),
                })
            }
            RequestForm::Contact(f) => RequestForm::Contact(f.validated(e, true)),
            RequestForm::NewCase(f) => RequestForm::NewCase(f.validated(e)),
            RequestForm::FamilyTree(f) => RequestForm::FamilyTree(f.validated(e)),
        };
        if errors.is_empty() {
            Ok(form)
        } else {
            Err(errors)
        }
    }
}

//! The choices of the request forms, each value with the label
//! staff and mails show.

use super::form::messages;

pub struct Vocabulary {
    pub values: &'static [(&'static str, &'static str)],
    /// What an empty choice becomes (the form's default), if anything.
    pub default: Option<&'static str>,
    /// The message for an empty or unknown choice, when not the general one.
    pub missing: Option<&'static str>,
}

impl Vocabulary {
    pub fn contains(&self, value: &str) -> bool {
        self.values.iter().any(|(v, _)| *v == value)
    }

    /// The label of `value`, or the value itself when it is not one of these.
    pub fn label<'a>(&self, value: &'a str) -> &'a str {
        self.values.iter().find(|(v, _)| *v == value).map_or(value, |(_, label)| label)
    }
}

pub const OFFERS: Vocabulary = Vocabulary {
    values: &[
        ("contra-decreto", "Contra Decreto"),
        ("em-andamento", "Processo em Andamento"),
        ("menores-urgente", "Menores de Idade"),
    ],
    default: None,
    missing: Some(messages::OFFER_REQUIRED),
};

pub const RELATIONSHIPS: Vocabulary = Vocabulary {
    values: &[
        ("spouse", "Cônjuge"),
        ("child", "Filho(a)"),
        ("parent", "Pai/Mãe"),
        ("sibling", "Irmão(ã)"),
        ("nephew", "Sobrinho(a)"),
        ("grandchild", "Neto(a)"),
        ("other", "Outro"),
    ],
    default: Some("child"),
    missing: None,
};

pub const ASSET_TYPES: Vocabulary = Vocabulary {
    values: &[
        ("real-estate", "Imóvel"),
        ("vehicle", "Veículo"),
        ("financial", "Aplicação financeira"),
        ("company", "Empresa"),
        ("other", "Outro"),
    ],
    default: Some("real-estate"),
    missing: None,
};

pub const INVENTORY_TYPES: Vocabulary = Vocabulary {
    values: &[("extrajudicial", "Extrajudicial"), ("judicial", "Judicial")],
    default: Some("extrajudicial"),
    missing: None,
};

const CONTACT_VALUES: &[(&str, &str)] =
    &[("email", "E-mail"), ("phone", "Telefone"), ("whatsapp", "WhatsApp")];

/// The inventory's contact preference: e-mail by default.
pub const CONTACT_EMAIL_FIRST: Vocabulary =
    Vocabulary { values: CONTACT_VALUES, default: Some("email"), missing: None };

/// The labour and benefit forms' contact preference: WhatsApp by default.
pub const CONTACT_WHATSAPP_FIRST: Vocabulary =
    Vocabulary { values: CONTACT_VALUES, default: Some("whatsapp"), missing: None };

pub const DISMISSAL_REASONS: Vocabulary = Vocabulary {
    values: &[
        ("without-cause", "Sem justa causa"),
        ("with-cause", "Por justa causa"),
        ("resignation", "Pedido de demissão"),
        ("agreement", "Acordo"),
        ("not-dismissed", "Ainda trabalho na empresa"),
        ("other", "Outro"),
    ],
    default: Some("without-cause"),
    missing: None,
};

pub const CLAIM_TYPES: Vocabulary = Vocabulary {
    values: &[
        ("agreement", "Acordo"),
        ("lawsuit", "Processo judicial"),
        ("consultation", "Consulta"),
    ],
    default: Some("agreement"),
    missing: None,
};

pub const BENEFIT_TYPES: Vocabulary = Vocabulary {
    values: &[
        ("retirement", "Aposentadoria"),
        ("disability", "Auxílio-doença / invalidez"),
        ("accident", "Auxílio-acidente"),
        ("pension", "Pensão por morte"),
        ("maternity", "Salário-maternidade"),
        ("bpc", "BPC/LOAS"),
        ("appeal", "Recurso de benefício negado"),
        ("other", "Outro"),
    ],
    default: Some("retirement"),
    missing: None,
};

pub const PREVIOUS_REQUESTS: Vocabulary = Vocabulary {
    values: &[
        ("no", "Não"),
        ("yes-denied", "Sim, foi negado"),
        ("yes-receiving", "Sim, estou recebendo"),
        ("yes-ceased", "Sim, foi cessado"),
    ],
    default: Some("no"),
    missing: None,
};

/// Whether the benefit form asks for the previous request's details.
pub fn details_needed(previous_request: &str) -> bool {
    matches!(previous_request, "yes-denied" | "yes-ceased")
}

/// The case types a client may ask for, by their case codes.
pub const CASE_TYPES: Vocabulary = Vocabulary {
    values: &[
        ("italian_citizenship", "Cidadania italiana"),
        ("passport", "Passaporte"),
        ("inventory", "Inventário"),
        ("labor", "Trabalhista"),
        ("social_security", "Previdenciário"),
        ("other", "Outro"),
    ],
    default: None,
    missing: Some(messages::CASE_TYPE_REQUIRED),
};

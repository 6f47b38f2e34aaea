//! A request in words: its one-line title, and its fields as labelled lines for the staff mail.

use super::form::{ContactForm, RequestForm};
use super::vocabulary as vocab;

/// What the request is about, in one line.
pub fn title(form: &RequestForm) -> String {
    let kind = form.kind().label();
    let about = match form {
        RequestForm::Citizenship(f) => vocab::OFFERS.label(&f.offer).to_owned(),
        RequestForm::Inventory(f) => f.deceased_name.clone(),
        RequestForm::Labor(f) => f.company_name.clone(),
        RequestForm::Benefit(f) => vocab::BENEFIT_TYPES.label(&f.benefit_type).to_owned(),
        RequestForm::CourseDiscount(f) | RequestForm::CourseEnrollment(f) => {
            f.course_name.clone().unwrap_or_else(|| f.contact.name.clone())
        }
        RequestForm::Contact(f) => f.name.clone(),
        RequestForm::NewCase(f) => vocab::CASE_TYPES.label(&f.case_type).to_owned(),
        RequestForm::FamilyTree(f) => match f.people {
            1 => "1 pessoa".to_owned(),
            people => format!("{people} pessoas"),
        },
    };
    format!("{kind} — {about}")
}

fn yes_no(value: bool) -> String {
    if value { "Sim" } else { "Não" }.to_owned()
}

fn contact_lines(contact: &ContactForm) -> Vec<(String, String)> {
    vec![
        ("Nome".into(), contact.name.clone()),
        ("E-mail".into(), contact.email.clone()),
        ("Telefone/WhatsApp".into(), contact.phone.clone()),
        ("Mensagem".into(), contact.message.clone()),
    ]
}

/// Every field, labelled, in the form's order; empty ones are left out.
pub fn lines(form: &RequestForm) -> Vec<(String, String)> {
    let mut lines: Vec<(String, String)> = match form {
        RequestForm::Citizenship(f) => {
            let mut lines = vec![("Serviço".into(), vocab::OFFERS.label(&f.offer).to_owned())];
            lines.extend(contact_lines(&f.contact));
            lines
        }
        RequestForm::Inventory(f) => {
            let mut lines = vec![
                ("Falecido(a)".into(), f.deceased_name.clone()),
                ("Data do óbito".into(), shown_day(&f.deceased_date)),
                ("Local do óbito".into(), f.deceased_place.clone()),
                ("Local do inventário".into(), f.inventory_location.clone()),
                (
                    "Tipo de inventário".into(),
                    vocab::INVENTORY_TYPES.label(&f.inventory_type).into(),
                ),
                ("Observações".into(), f.observations.clone()),
                (
                    "Preferência de contato".into(),
                    vocab::CONTACT_EMAIL_FIRST.label(&f.contact_preference).into(),
                ),
            ];
            for (i, heir) in f.heirs.iter().enumerate() {
                let relationship = vocab::RELATIONSHIPS.label(&heir.relationship);
                let mut text = format!("{} ({relationship})", heir.name);
                if !heir.contact.is_empty() {
                    text.push_str(&format!(", contato: {}", heir.contact));
                }
                lines.push((format!("Herdeiro {}", i + 1), text));
            }
            for (i, asset) in f.assets.iter().enumerate() {
                let mut text = format!(
                    "{} ({})",
                    asset.description,
                    vocab::ASSET_TYPES.label(&asset.asset_type)
                );
                for (label, value) in
                    [("valor estimado", &asset.estimated_value), ("local", &asset.location)]
                {
                    if !value.is_empty() {
                        text.push_str(&format!(", {label}: {value}"));
                    }
                }
                lines.push((format!("Bem {}", i + 1), text));
            }
            lines
        }
        RequestForm::Labor(f) => vec![
            ("Empresa".into(), f.company_name.clone()),
            ("Período de trabalho".into(), f.employment_period.clone()),
            ("Motivo da saída".into(), vocab::DISMISSAL_REASONS.label(&f.dismissal_reason).into()),
            ("Cargo".into(), f.service_type.clone()),
            ("Tipo de atendimento".into(), vocab::CLAIM_TYPES.label(&f.claim_type).into()),
            ("Salário".into(), f.salary.clone()),
            ("Horas extras".into(), yes_no(f.overtime)),
            ("Adicional de periculosidade/insalubridade".into(), yes_no(f.danger_pay)),
            ("Direitos em questão".into(), f.labor_rights.clone()),
            (
                "Preferência de contato".into(),
                vocab::CONTACT_WHATSAPP_FIRST.label(&f.contact_preference).into(),
            ),
        ],
        RequestForm::Benefit(f) => vec![
            ("Benefício".into(), vocab::BENEFIT_TYPES.label(&f.benefit_type).into()),
            ("Tempo de contribuição".into(), f.contribution_time.clone()),
            ("Problema de saúde".into(), f.health_issue.clone()),
            ("Pedido anterior".into(), vocab::PREVIOUS_REQUESTS.label(&f.previous_request).into()),
            ("Detalhes do pedido anterior".into(), f.previous_request_details.clone()),
            ("Número do INSS (NIT)".into(), f.inss_number.clone()),
            (
                "Preferência de contato".into(),
                vocab::CONTACT_WHATSAPP_FIRST.label(&f.contact_preference).into(),
            ),
            ("Observações".into(), f.observations.clone()),
        ],
        RequestForm::CourseDiscount(f) | RequestForm::CourseEnrollment(f) => {
            let mut lines = Vec::new();
            match (&f.course_name, f.course_id) {
                (Some(name), _) => lines.push(("Curso".into(), name.clone())),
                (None, Some(id)) => lines.push(("Curso (id)".into(), id.to_string())),
                (None, None) => {}
            }
            lines.extend(contact_lines(&f.contact));
            lines
        }
        RequestForm::Contact(f) => contact_lines(f),
        RequestForm::NewCase(f) => vec![
            ("Tipo de processo".into(), vocab::CASE_TYPES.label(&f.case_type).into()),
            ("País".into(), f.country.clone()),
            ("Observações".into(), f.notes.clone()),
        ],
        RequestForm::FamilyTree(f) => vec![
            ("Pessoas na árvore".into(), f.people.to_string()),
            ("Observações".into(), f.notes.clone()),
        ],
    };
    lines.retain(|(_, value)| !value.is_empty());
    lines
}

/// A stored day ('2025-03-14') as people read it ('14/03/2025'); an empty one stays empty.
fn shown_day(day: &str) -> String {
    chrono::NaiveDate::parse_from_str(day, "%Y-%m-%d")
        .map_or_else(|_| day.to_owned(), |day| day.format("%d/%m/%Y").to_string())
}

//! The tree's report (`GET /api/family-tree/report.pdf`): what it says, in order, as blocks of
//! text. The line from the client to the Italian emigrant comes first, then every person with
//! their data, then the client's documents in the portal. An adapter lays the blocks out on pages; the words are chosen here.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::dates::PartialDate;
use super::model::{Person, Relationship};

/// One block of the report, laid out top to bottom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportBlock {
    Title(String),
    Heading(String),
    Text(String),
    Field { label: String, value: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeReport {
    pub blocks: Vec<ReportBlock>,
}

/// The relationship as the portal shows it.
pub fn relationship_label(relationship: Relationship) -> &'static str {
    use Relationship::*;
    match relationship {
        Own => "Eu",
        Father => "Pai",
        Mother => "Mãe",
        GrandfatherPaternal => "Avô paterno",
        GrandmotherPaternal => "Avó paterna",
        GrandfatherMaternal => "Avô materno",
        GrandmotherMaternal => "Avó materna",
        GreatGrandfatherPaternal => "Bisavô paterno",
        GreatGrandmotherPaternal => "Bisavó paterna",
        GreatGrandfatherMaternal => "Bisavô materno",
        GreatGrandmotherMaternal => "Bisavó materna",
        Other => "Outro",
    }
}

/// A partial date as a Brazilian reads it: `17/05/1931`, `05/1931` or `1931`.
pub fn shown_date(date: &PartialDate) -> String {
    match (date.day, date.month) {
        (Some(day), Some(month)) => format!("{day:02}/{month:02}/{}", date.year),
        (None, Some(month)) => format!("{month:02}/{}", date.year),
        _ => date.year.to_string(),
    }
}

const UNNAMED: &str = "(sem nome)";

fn name(person: &Person) -> &str {
    if person.name.is_empty() {
        UNNAMED
    } else {
        &person.name
    }
}

/// The persons from the client up to the emigrant, each the child of the next; empty when no
/// emigrant is flagged or none descends to the client. The shortest line is taken, the father's
/// side first.
pub fn line_to_emigrant(persons: &[Person]) -> Vec<&Person> {
    let by_key: HashMap<&str, &Person> = persons.iter().map(|p| (p.key.as_str(), p)).collect();
    let Some(client) = persons.iter().find(|p| p.relationship == Relationship::Own) else {
        return Vec::new();
    };
    let mut came_from: HashMap<&str, &str> = HashMap::new();
    let mut queue = std::collections::VecDeque::from([client]);
    while let Some(person) = queue.pop_front() {
        if person.italian_ancestor {
            let mut line = vec![person];
            let mut key = person.key.as_str();
            while let Some(child) = came_from.get(key) {
                key = child;
                line.extend(by_key.get(key));
            }
            line.reverse();
            return line;
        }
        for parent in [&person.father_key, &person.mother_key].into_iter().flatten() {
            if let Some(parent) = by_key.get(parent.as_str()) {
                if parent.key != client.key && !came_from.contains_key(parent.key.as_str()) {
                    came_from.insert(parent.key.as_str(), person.key.as_str());
                    queue.push_back(parent);
                }
            }
        }
    }
    Vec::new()
}

/// The report of `persons`, owned by `owner_name`, made on `today`, ending with the names of the
/// owner's documents in the portal (those a finished tree sends with it).
pub fn tree_report(
    owner_name: &str,
    persons: &[Person],
    documents: &[String],
    today: NaiveDate,
) -> TreeReport {
    let mut blocks = vec![
        ReportBlock::Title("Árvore genealógica".to_owned()),
        ReportBlock::Text(format!(
            "{owner_name} — relatório gerado em {}",
            today.format("%d/%m/%Y")
        )),
        ReportBlock::Heading("Linha até o ascendente italiano".to_owned()),
    ];
    let line = line_to_emigrant(persons);
    if line.is_empty() {
        blocks.push(ReportBlock::Text(
            "Nenhum ascendente italiano marcado na linha direta do cliente.".to_owned(),
        ));
    }
    for (i, person) in line.iter().enumerate() {
        let flag = if person.italian_ancestor { " — ascendente italiano" } else { "" };
        blocks.push(ReportBlock::Text(format!(
            "{}. {} ({}){flag}",
            i + 1,
            name(person),
            relationship_label(person.relationship)
        )));
    }
    blocks.push(ReportBlock::Heading("Pessoas da árvore".to_owned()));
    for person in persons {
        let flag = if person.italian_ancestor { " — ascendente italiano" } else { "" };
        blocks.push(ReportBlock::Text(format!(
            "{} ({}){flag}",
            name(person),
            relationship_label(person.relationship)
        )));
        let event = |date: &Option<PartialDate>, place: &Option<String>| {
            let date = date.as_ref().map(shown_date);
            match (date, place) {
                (Some(date), Some(place)) => Some(format!("{date}, {place}")),
                (Some(date), None) => Some(date),
                (None, Some(place)) => Some(place.clone()),
                (None, None) => None,
            }
        };
        let fields = [
            ("Nascimento", event(&person.birth_date, &person.birth_place)),
            ("Falecimento", event(&person.death_date, &person.death_place)),
            ("Número do documento", person.document_number.clone()),
            ("Observações", person.notes.clone()),
        ];
        for (label, value) in fields {
            if let Some(value) = value.filter(|v| !v.is_empty()) {
                blocks.push(ReportBlock::Field { label: label.to_owned(), value });
            }
        }
    }
    blocks.push(ReportBlock::Heading("Documentos no portal".to_owned()));
    if documents.is_empty() {
        blocks.push(ReportBlock::Text("Nenhum documento enviado ao portal.".to_owned()));
    }
    blocks.extend(documents.iter().map(|name| ReportBlock::Text(format!("• {name}"))));
    TreeReport { blocks }
}

//! The report read back by another PDF library: the names keep their accents, in order.

use chrono::NaiveDate;
use domain::family_tree::{tree_report, Person, Relationship, ReportBlock, TreeReport};

fn person(key: &str, relationship: Relationship, name: &str) -> Person {
    Person { name: name.to_owned(), ..Person::blank(key, relationship) }
}

fn accented_tree() -> Vec<Person> {
    let mut me = person("self", Relationship::Own, "João Conceição");
    me.father_key = Some("father".into());
    me.mother_key = Some("mother".into());
    let mut father = person("father", Relationship::Father, "Niccolò Bartolomé");
    father.father_key = Some("grandfather".into());
    father.birth_place = Some("Forlì, Itália".into());
    let mut grandfather =
        person("grandfather", Relationship::GrandfatherPaternal, "Giuseppe Bartolomé");
    grandfather.italian_ancestor = true;
    let mother = person("mother", Relationship::Mother, "Ângela Müller");
    // The mother comes first in the saved order, so the line's order is the report's own.
    vec![mother, me, father, grandfather]
}

fn text_of(pdf: &[u8]) -> String {
    let document = lopdf::Document::load_mem(pdf).expect("a PDF lopdf reads");
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    document.extract_text(&pages).expect("its text")
}

#[test]
fn the_names_are_read_back_with_their_accents_the_line_first() {
    let report = tree_report(
        "João Conceição",
        &accented_tree(),
        &["certidão-óbito.pdf".to_owned()],
        NaiveDate::from_ymd_opt(2026, 11, 26).unwrap(),
    );
    let pdf = pdf_report::render(&report, "Árvore genealógica");
    assert!(pdf.starts_with(b"%PDF-"));
    let text = text_of(&pdf);
    let at = |needle: &str| text.find(needle).unwrap_or_else(|| panic!("{needle} in {text}"));
    assert!(at("Linha até o ascendente italiano") < at("1. João Conceição (Eu)"));
    assert!(at("1. João Conceição (Eu)") < at("2. Niccolò Bartolomé (Pai)"));
    assert!(at("2. Niccolò Bartolomé (Pai)") < at("3. Giuseppe Bartolomé (Avô paterno)"));
    let everyone = at("Pessoas da árvore");
    assert!(at("3. Giuseppe Bartolomé") < everyone);
    assert!(everyone < at("Ângela Müller (Mãe)"));
    assert!(at("Ângela Müller (Mãe)") < at("Nascimento: Forlì, Itália"));
    assert!(at("Nascimento: Forlì, Itália") < at("• certidão-óbito.pdf"));
    assert!(text.contains("Página 1 de 1"));
}

#[test]
fn a_long_report_flows_onto_more_pages_and_long_words_are_cut_to_fit() {
    let mut blocks = vec![ReportBlock::Title("Árvore genealógica".into())];
    for i in 0..120 {
        blocks.push(ReportBlock::Text(format!("Pessoa número {i} — Conceição")));
    }
    blocks.push(ReportBlock::Field { label: "Observações".into(), value: "ç".repeat(400) });
    let pdf = pdf_report::render(&TreeReport { blocks }, "Teste");
    let document = lopdf::Document::load_mem(&pdf).expect("a PDF lopdf reads");
    let pages = document.get_pages().len();
    assert!(pages >= 3, "{pages} pages");
    let text = text_of(&pdf);
    assert!(text.contains("Pessoa número 119 — Conceição"));
    assert!(text.contains(&format!("Página {pages} de {pages}")));
    // Cut, not lost: every 'ç' is there (the label's one too).
    assert_eq!(text.matches('ç').count(), 400 + 120 + 1);
}

//! The tree as a GEDCOM 7.0 file (https://gedcom.io/specifications/FamilySearchGEDCOMv7.html):
//! one INDI record per person, one FAM record per couple of parents (or single parent) with
//! their children. What GEDCOM has no tag for travels in documented extension tags:
//! `_RELATIONSHIP` (the person's relationship to the client, as the API writes it) and
//! `_ITALIAN_ANCESTOR` (the emigrant's flag), declared in the header's schema.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::dates::PartialDate;
use super::model::Person;

const MONTHS: [&str; 12] =
    ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const EXTENSIONS: &str = "https://facilitandoburocracias.com.br/gedcom";

/// A partial date as GEDCOM writes it: `1931`, `MAY 1931`, `17 MAY 1931`.
pub fn gedcom_date(date: &PartialDate) -> String {
    let month = date.month.and_then(|m| MONTHS.get(m as usize - 1));
    match (date.day, month) {
        (Some(day), Some(month)) => format!("{day} {month} {}", date.year),
        (None, Some(month)) => format!("{month} {}", date.year),
        _ => date.year.to_string(),
    }
}

/// `level TAG text`, with the text's line breaks as CONT lines and '@' at its start doubled.
fn line(out: &mut String, level: u8, tag: &str, text: &str) {
    let mut lines = text.split('\n');
    let first = lines.next().unwrap_or_default().trim_end_matches('\r');
    let first = if first.starts_with('@') { format!("@{first}") } else { first.to_owned() };
    if first.is_empty() {
        let _ = writeln!(out, "{level} {tag}");
    } else {
        let _ = writeln!(out, "{level} {tag} {first}");
    }
    for more in lines {
        let more = more.trim_end_matches('\r');
        let more = if more.starts_with('@') { format!("@{more}") } else { more.to_owned() };
        if more.is_empty() {
            let _ = writeln!(out, "{} CONT", level + 1);
        } else {
            let _ = writeln!(out, "{} CONT {more}", level + 1);
        }
    }
}

fn event(out: &mut String, tag: &str, date: Option<&PartialDate>, place: Option<&str>) {
    if date.is_none() && place.is_none() {
        return;
    }
    let _ = writeln!(out, "1 {tag}");
    if let Some(date) = date {
        line(out, 2, "DATE", &gedcom_date(date));
    }
    if let Some(place) = place {
        line(out, 2, "PLAC", place);
    }
}

/// A family's father and mother keys (either may be unknown).
type Parents<'a> = (Option<&'a str>, Option<&'a str>);

/// The whole tree as a GEDCOM 7.0 file, in UTF-8.
pub fn to_gedcom(persons: &[Person]) -> String {
    let ids: BTreeMap<&str, String> = persons
        .iter()
        .enumerate()
        .map(|(i, p)| (p.key.as_str(), format!("@I{}@", i + 1)))
        .collect();
    // One family per pair of parents, in the order their first child appears.
    let mut families: Vec<(Parents, Vec<&str>)> = Vec::new();
    for p in persons {
        let parents = (p.father_key.as_deref(), p.mother_key.as_deref());
        if parents == (None, None) {
            continue;
        }
        match families.iter_mut().find(|(pair, _)| *pair == parents) {
            Some((_, children)) => children.push(&p.key),
            None => families.push((parents, vec![&p.key])),
        }
    }

    let mut out = String::new();
    out.push_str("0 HEAD\n1 GEDC\n2 VERS 7.0\n1 SCHMA\n");
    let _ = writeln!(out, "2 TAG _RELATIONSHIP {EXTENSIONS}/relationship");
    let _ = writeln!(out, "2 TAG _ITALIAN_ANCESTOR {EXTENSIONS}/italian-ancestor");
    out.push_str(
        "1 SOUR FACILITANDO_BUROCRACIAS\n2 NAME Facilitando Burocracias\n1 LANG Portuguese\n",
    );
    for (i, p) in persons.iter().enumerate() {
        let _ = writeln!(out, "0 @I{}@ INDI", i + 1);
        line(&mut out, 1, "NAME", &p.name);
        event(&mut out, "BIRT", p.birth_date.as_ref(), p.birth_place.as_deref());
        event(&mut out, "DEAT", p.death_date.as_ref(), p.death_place.as_deref());
        if let Some(number) = &p.document_number {
            line(&mut out, 1, "IDNO", number);
            out.push_str("2 TYPE Documento\n");
        }
        if let Some(notes) = &p.notes {
            line(&mut out, 1, "NOTE", notes);
        }
        let _ = writeln!(out, "1 _RELATIONSHIP {}", p.relationship.as_str());
        if p.italian_ancestor {
            out.push_str("1 _ITALIAN_ANCESTOR Y\n");
        }
        let families_as_child =
            families.iter().position(|(_, children)| children.contains(&p.key.as_str()));
        if let Some(f) = families_as_child {
            let _ = writeln!(out, "1 FAMC @F{}@", f + 1);
        }
        let key = Some(p.key.as_str());
        for (f, ((father, mother), _)) in families.iter().enumerate() {
            if *father == key || *mother == key {
                let _ = writeln!(out, "1 FAMS @F{}@", f + 1);
            }
        }
    }
    for (f, ((father, mother), children)) in families.iter().enumerate() {
        let _ = writeln!(out, "0 @F{}@ FAM", f + 1);
        for (tag, parent) in [("HUSB", father), ("WIFE", mother)] {
            if let Some(id) = parent.and_then(|key| ids.get(key)) {
                let _ = writeln!(out, "1 {tag} {id}");
            }
        }
        for child in children {
            if let Some(id) = ids.get(child) {
                let _ = writeln!(out, "1 CHIL {id}");
            }
        }
    }
    out.push_str("0 TRLR\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_tree::Relationship;

    fn person(key: &str, relationship: Relationship, name: &str) -> Person {
        Person { name: name.into(), ..Person::blank(key, relationship) }
    }

    #[test]
    fn dates_take_the_gedcom_forms_of_their_precision() {
        assert_eq!(gedcom_date(&PartialDate::parse("1931").unwrap()), "1931");
        assert_eq!(gedcom_date(&PartialDate::parse("1931-05").unwrap()), "MAY 1931");
        assert_eq!(gedcom_date(&PartialDate::parse("1931-05-07").unwrap()), "7 MAY 1931");
    }

    #[test]
    fn writes_people_families_and_the_extensions_in_gedcom_7() {
        let mut me = person("self", Relationship::Own, "João da Conceição");
        me.father_key = Some("father".into());
        me.mother_key = Some("mother".into());
        me.birth_date = PartialDate::parse("1980-03-02").ok();
        me.birth_place = Some("São Paulo, SP".into());
        let mut sister = person("sister", Relationship::Other, "Ana da Conceição");
        sister.father_key = Some("father".into());
        sister.mother_key = Some("mother".into());
        let mut father = person("father", Relationship::Father, "Niccolò Làzzaro");
        father.italian_ancestor = true;
        father.notes = Some("Emigrou em 1948.\n@Gênova".into());
        father.document_number = Some("PP 123".into());
        let mother = person("mother", Relationship::Mother, "Maria");
        let text = to_gedcom(&[me, sister, father, mother]);
        assert!(text.starts_with("0 HEAD\n1 GEDC\n2 VERS 7.0\n"), "{text}");
        assert!(text.ends_with("0 TRLR\n"));
        for expected in [
            "0 @I1@ INDI\n1 NAME João da Conceição\n1 BIRT\n2 DATE 2 MAR 1980\n2 PLAC São Paulo, SP\n",
            "1 _RELATIONSHIP self\n1 FAMC @F1@\n",
            "0 @I3@ INDI\n1 NAME Niccolò Làzzaro\n1 IDNO PP 123\n2 TYPE Documento\n1 NOTE Emigrou em 1948.\n2 CONT @@Gênova\n1 _RELATIONSHIP father\n1 _ITALIAN_ANCESTOR Y\n1 FAMS @F1@\n",
            "0 @F1@ FAM\n1 HUSB @I3@\n1 WIFE @I4@\n1 CHIL @I1@\n1 CHIL @I2@\n",
        ] {
            assert!(text.contains(expected), "missing {expected:?} in\n{text}");
        }
        assert_eq!(text.matches(" FAM\n").count(), 1, "one family for both children");
    }
}

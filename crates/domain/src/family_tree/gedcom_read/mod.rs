//! Reading a GEDCOM file (5.5, 5.5.1 or 7.0) into persons: the bytes decoded (UTF-8, UTF-16 with
//! its byte-order mark, ANSEL, or Windows-1252 for 'ANSI'), the lines parsed with their numbers,
//! and the INDI and FAM records turned into persons with parent links. Lines that cannot be read
//! are reported by number and skipped; what the tree has no field for is left out.

mod dates;
mod lines;

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::Serialize;

use self::dates::date;
use self::lines::{decode, parse_lines, Line};
use super::model::{Person, Relationship};
use crate::DomainError;

/// The largest GEDCOM file accepted.
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;
const MAX_NAME: usize = 200;
const MAX_PLACE: usize = 200;
const MAX_DOCUMENT: usize = 100;
const MAX_NOTES: usize = 4000;
const MAX_SHOWN: usize = 80;

pub mod texts {
    pub const TOO_LARGE: &str = "O arquivo passa de 5 MB.";
    pub const EMPTY: &str = "O arquivo está vazio.";
    pub const NOT_GEDCOM: &str =
        "Este arquivo não é GEDCOM: um arquivo GEDCOM (.ged) começa pela linha '0 HEAD'.";
    pub const NO_PERSONS: &str = "O arquivo GEDCOM não tem nenhuma pessoa (registro INDI).";
    pub const UNREADABLE_LINE: &str = "Linha fora do formato GEDCOM (nível, etiqueta, valor)";
    pub const LEVEL_JUMP: &str = "Nível fora de ordem (pula um nível)";
    pub const UNREADABLE_DATE: &str = "Data não reconhecida; guardada nas observações";
    pub const APPROXIMATE_DATE: &str =
        "Data aproximada ou intervalo: usamos a primeira data e guardamos o texto nas observações";
    pub const FUTURE_DATE: &str = "Data no futuro; guardada nas observações";
    pub const UNKNOWN_REFERENCE: &str = "Referência a um registro que não existe no arquivo";

    pub fn shortened(max: usize) -> String {
        format!("Texto encurtado para {max} caracteres")
    }
}

/// A line of the file that was skipped or changed, with its number (the first line is 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ImportLine {
    pub line: usize,
    pub message: String,
    /// The line's text, shortened.
    pub text: String,
}

/// What a file held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GedcomFile {
    /// `5.5.1`, `7.0`, as the header says.
    pub version: Option<String>,
    /// `UTF-8`, `UTF-16`, `ANSEL` or `ANSI`.
    pub encoding: &'static str,
    /// Keyed `ged-` and the record's identifier, in the file's order.
    pub persons: Vec<Person>,
    pub problems: Vec<ImportLine>,
}

pub fn check_size(bytes: usize) -> Result<(), DomainError> {
    if bytes > MAX_IMPORT_BYTES {
        return Err(DomainError::TooLarge(texts::TOO_LARGE.into()));
    }
    Ok(())
}

/// Reads a whole file. `today` keeps future dates out of the tree.
pub fn read_gedcom(bytes: &[u8], today: NaiveDate) -> Result<GedcomFile, DomainError> {
    check_size(bytes.len())?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(DomainError::Invalid(texts::EMPTY.into()));
    }
    let (text, encoding) = decode(bytes);
    // PostgreSQL's text cannot hold NUL; no GEDCOM value has one.
    let text = text.replace('\0', "");
    let text = text.trim_start_matches('\u{FEFF}');
    if !text.trim_start().starts_with("0 HEAD") {
        return Err(DomainError::UnsupportedType(texts::NOT_GEDCOM.into()));
    }
    let mut problems = Vec::new();
    let seven = text.lines().take(20).any(|l| l.trim().starts_with("2 VERS 7"));
    let lines = parse_lines(text, seven, &mut problems);
    let version = lines
        .iter()
        .take_while(|l| l.level > 0 || l.tag == "HEAD")
        .find(|l| l.tag == "VERS" && l.path_has("GEDC"))
        .map(|l| l.value.clone());
    let records = Records::new(&lines);
    let persons = records.persons(&mut problems, today);
    if persons.is_empty() {
        return Err(DomainError::Invalid(texts::NO_PERSONS.into()));
    }
    problems.sort_by_key(|p| p.line);
    Ok(GedcomFile { version, encoding, persons, problems })
}

fn shown(text: &str) -> String {
    let mut shown: String = text.chars().take(MAX_SHOWN).collect();
    if text.chars().nth(MAX_SHOWN).is_some() {
        shown.push('…');
    }
    shown
}

fn problem(line: usize, message: impl Into<String>, text: &str) -> ImportLine {
    ImportLine { line, message: message.into(), text: shown(text) }
}

/// The records of the file by identifier, with the lines that make each.
struct Records<'a> {
    lines: &'a [Line],
    /// Each level-0 line's index and the index after its last line.
    spans: Vec<(usize, usize)>,
    by_xref: HashMap<&'a str, (usize, usize)>,
}

/// A FAM record: husband, wife, children and the record's own identifier.
type Family<'a> = (Option<&'a str>, Option<&'a str>, Vec<&'a str>, Option<&'a str>);

/// A person's data as read, before dates are checked.
struct Individual {
    person: Person,
    notes: Vec<String>,
    families_as_child: Vec<String>,
}

impl<'a> Records<'a> {
    fn new(lines: &'a [Line]) -> Self {
        let starts: Vec<usize> =
            lines.iter().enumerate().filter(|(_, l)| l.level == 0).map(|(i, _)| i).collect();
        let spans: Vec<(usize, usize)> = starts
            .iter()
            .enumerate()
            .map(|(n, &start)| (start, starts.get(n + 1).copied().unwrap_or(lines.len())))
            .collect();
        let by_xref = spans
            .iter()
            .filter_map(|&(start, end)| lines[start].xref.as_deref().map(|x| (x, (start, end))))
            .collect();
        Self { lines, spans, by_xref }
    }

    /// A pointer value `@X@` as `X`.
    fn pointer(value: &str) -> Option<&str> {
        let inner = value.trim().strip_prefix('@')?.strip_suffix('@')?;
        (!inner.is_empty() && !inner.contains('@')).then_some(inner)
    }

    /// A note's text: its own value, or the NOTE / SNOTE record it points at.
    fn note(&self, line: &Line, problems: &mut Vec<ImportLine>) -> Option<String> {
        let Some(xref) = Self::pointer(&line.value) else {
            return Some(line.value.clone());
        };
        match self.by_xref.get(xref) {
            Some(&(start, _)) => Some(self.lines[start].value.clone()),
            None => {
                problems.push(problem(line.number, texts::UNKNOWN_REFERENCE, &line.value));
                None
            }
        }
    }

    fn persons(&self, problems: &mut Vec<ImportLine>, today: NaiveDate) -> Vec<Person> {
        let mut individuals: Vec<Individual> = Vec::new();
        let mut index: HashMap<&str, usize> = HashMap::new();
        let mut families: Vec<Family> = Vec::new();
        for &(start, end) in &self.spans {
            let head = &self.lines[start];
            match head.tag.as_str() {
                "INDI" => {
                    let key = key_for(head.xref.as_deref(), head.number);
                    if let Some(xref) = head.xref.as_deref() {
                        index.insert(xref, individuals.len());
                    }
                    let lines = &self.lines[start + 1..end];
                    individuals.push(self.individual(key, lines, problems, today));
                }
                "FAM" => {
                    let (mut father, mut mother, mut children) = (None, None, Vec::new());
                    for line in &self.lines[start + 1..end] {
                        let target = Self::pointer(&line.value);
                        match (line.level, line.tag.as_str(), target) {
                            (1, "HUSB", Some(x)) if father.is_none() => father = Some(x),
                            (1, "WIFE", Some(x)) if mother.is_none() => mother = Some(x),
                            (1, "CHIL", Some(x)) => children.push(x),
                            _ => {}
                        }
                    }
                    families.push((father, mother, children, head.xref.as_deref()));
                }
                _ => {}
            }
        }
        let keys: Vec<String> = individuals.iter().map(|i| i.person.key.clone()).collect();
        let key_of = |xref: Option<&str>| xref.and_then(|x| index.get(x)).map(|&i| keys[i].clone());
        // A child's parents: the first family the child names, else the first that names it.
        for (i, individual) in individuals.iter_mut().enumerate() {
            let own = individual
                .families_as_child
                .iter()
                .find_map(|f| families.iter().find(|family| family.3 == Some(f.as_str())));
            let named = || {
                families
                    .iter()
                    .find(|family| family.2.iter().any(|child| index.get(child) == Some(&i)))
            };
            if let Some((father, mother, _, _)) = own.or_else(named) {
                individual.person.father_key = key_of(*father).filter(|k| *k != keys[i]);
                individual.person.mother_key = key_of(*mother).filter(|k| *k != keys[i]);
            }
        }
        individuals
            .into_iter()
            .map(|mut individual| {
                if !individual.notes.is_empty() {
                    let notes = individual.notes.join("\n\n");
                    let line = 0;
                    individual.person.notes =
                        Some(limited(notes.trim(), MAX_NOTES, line, problems));
                }
                individual.person
            })
            .collect()
    }

    fn individual(
        &self,
        key: String,
        lines: &[Line],
        problems: &mut Vec<ImportLine>,
        today: NaiveDate,
    ) -> Individual {
        let mut out = Individual {
            person: Person::blank(&key, Relationship::Other),
            notes: Vec::new(),
            families_as_child: Vec::new(),
        };
        let mut named = false;
        let (mut given, mut surname) = (None, None);
        for line in lines {
            let value = line.value.trim();
            match (line.path.as_slice(), line.tag.as_str()) {
                ([_], "NAME") if !named => {
                    named = true;
                    out.person.name = limited(&name(value), MAX_NAME, line.number, problems);
                }
                ([_, n], "GIVN") if n == "NAME" && given.is_none() => {
                    given = Some(value.to_owned())
                }
                ([_, n], "SURN") if n == "NAME" && surname.is_none() => {
                    surname = Some(value.to_owned())
                }
                ([_, e], "DATE") if e == "BIRT" || e == "DEAT" => {
                    let (date, original) = date(value, today);
                    if let Some(message) = original {
                        problems.push(problem(line.number, message, &line.value));
                        let label = if e == "BIRT" { "Nascimento" } else { "Falecimento" };
                        out.notes.push(format!("{label} (data no GEDCOM): {value}"));
                    }
                    let slot = if e == "BIRT" {
                        &mut out.person.birth_date
                    } else {
                        &mut out.person.death_date
                    };
                    if slot.is_none() {
                        *slot = date;
                    }
                }
                ([_, e], "PLAC") if e == "BIRT" || e == "DEAT" => {
                    let place = place(value);
                    let slot = if e == "BIRT" {
                        &mut out.person.birth_place
                    } else {
                        &mut out.person.death_place
                    };
                    if slot.is_none() && !place.is_empty() {
                        *slot = Some(limited(&place, MAX_PLACE, line.number, problems));
                    }
                }
                ([_], "IDNO") if out.person.document_number.is_none() && !value.is_empty() => {
                    out.person.document_number =
                        Some(limited(value, MAX_DOCUMENT, line.number, problems));
                }
                ([_], "NOTE" | "SNOTE") => {
                    if let Some(note) = self.note(line, problems).filter(|n| !n.trim().is_empty()) {
                        out.notes.push(note);
                    }
                }
                ([_], "FAMC") => {
                    if let Some(family) = Self::pointer(value) {
                        out.families_as_child.push(family.to_owned());
                    }
                }
                ([_], "_RELATIONSHIP") => {
                    out.person.relationship = Relationship::parse(value).unwrap_or_default();
                }
                ([_], "_ITALIAN_ANCESTOR") => out.person.italian_ancestor = value == "Y",
                _ => {}
            }
        }
        if out.person.name.is_empty() {
            let parts: Vec<String> = [given, surname].into_iter().flatten().collect();
            out.person.name = name(&parts.join(" "));
        }
        out
    }
}

/// `ged-` and the record's identifier, kept to the characters a key may have.
fn key_for(xref: Option<&str>, line: usize) -> String {
    match xref {
        Some(xref) => {
            let clean: String = xref
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '-' })
                .take(56)
                .collect();
            format!("ged-{clean}")
        }
        None => format!("ged-line-{line}"),
    }
}

/// A text cut to `max` characters, saying so.
fn limited(text: &str, max: usize, line: usize, problems: &mut Vec<ImportLine>) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    if line > 0 {
        problems.push(problem(line, texts::shortened(max), text));
    }
    text.chars().take(max).collect::<String>().trim_end().to_owned()
}

/// `Joseph Tag /Torture/ Jr.` as `Joseph Tag Torture Jr.`.
fn name(value: &str) -> String {
    value.replace('/', " ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A place without the empty jurisdictions some programs write (`Bora-Bora, , , ,`).
fn place(value: &str) -> String {
    value.split(',').map(str::trim).filter(|p| !p.is_empty()).collect::<Vec<_>>().join(", ")
}

//! Reading a GEDCOM file (5.5, 5.5.1 or 7.0) into persons: the bytes decoded (UTF-8, UTF-16 with
//! its byte-order mark, ANSEL, or Windows-1252 for 'ANSI'), the lines parsed with their numbers,
//! and the INDI and FAM records turned into persons with parent links. Lines that cannot be read
//! are reported by number and skipped; what the tree has no field for is left out.

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::Serialize;

use super::ansel;
use super::dates::PartialDate;
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

/// The text and the encoding it was read in: a byte-order mark first, then zero bytes (UTF-16
/// without a mark), then the header's `CHAR`.
fn decode(bytes: &[u8]) -> (String, &'static str) {
    if let Some((encoding, _)) = encoding_rs::Encoding::for_bom(bytes) {
        let (text, _) = encoding.decode_with_bom_removal(bytes);
        let name = if encoding == encoding_rs::UTF_8 { "UTF-8" } else { "UTF-16" };
        return (text.into_owned(), name);
    }
    match bytes {
        [b'0', 0, ..] => return (encoding_rs::UTF_16LE.decode(bytes).0.into_owned(), "UTF-16"),
        [0, b'0', ..] => return (encoding_rs::UTF_16BE.decode(bytes).0.into_owned(), "UTF-16"),
        _ => {}
    }
    let head = &bytes[..bytes.len().min(4096)];
    let head = String::from_utf8_lossy(head);
    let charset = head
        .lines()
        .flat_map(|l| l.split('\r'))
        .map(str::trim)
        .find_map(|l| l.strip_prefix("1 CHAR "))
        .map(|c| c.trim().to_ascii_uppercase());
    match charset.as_deref() {
        Some("ANSEL") => (ansel::decode(bytes), "ANSEL"),
        Some("ANSI" | "ASCII" | "IBMPC" | "IBM WINDOWS" | "WINDOWS-1252" | "CP1252")
            if std::str::from_utf8(bytes).is_err() =>
        {
            (encoding_rs::WINDOWS_1252.decode(bytes).0.into_owned(), "ANSI")
        }
        _ => match std::str::from_utf8(bytes) {
            Ok(text) => (text.to_owned(), "UTF-8"),
            Err(_) => (encoding_rs::WINDOWS_1252.decode(bytes).0.into_owned(), "ANSI"),
        },
    }
}

/// One line, with CONT and CONC lines folded into its value.
#[derive(Debug)]
struct Line {
    number: usize,
    level: usize,
    xref: Option<String>,
    tag: String,
    value: String,
    /// The tags above this one in its record, the record's own first.
    path: Vec<String>,
}

impl Line {
    fn path_has(&self, tag: &str) -> bool {
        self.path.iter().any(|t| t == tag)
    }
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

/// `level [@xref@] TAG [value]`, or `None`.
fn split_line(raw: &str) -> Option<(usize, Option<String>, String, String)> {
    let text = raw.trim_start();
    let (level, rest) = text.split_once(' ').unwrap_or((text, ""));
    if level.is_empty() || level.len() > 2 || !level.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let level = level.parse().ok()?;
    let rest = rest.trim_start_matches(' ');
    let (xref, rest) = match rest.strip_prefix('@') {
        Some(after) => {
            let (id, rest) = after.split_once('@')?;
            (Some(id.to_owned()), rest.trim_start_matches(' '))
        }
        None => (None, rest),
    };
    let (tag, value) = rest.split_once(' ').unwrap_or((rest, ""));
    let tag_ok = !tag.is_empty() && tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    tag_ok.then(|| (level, xref, tag.to_ascii_uppercase(), value.to_owned()))
}

/// A value with GEDCOM's '@@' escape undone (7.0: only at the start of a line).
fn unescape(value: &str, seven: bool) -> String {
    if seven {
        value.strip_prefix("@@").map_or_else(|| value.to_owned(), |rest| format!("@{rest}"))
    } else {
        value.replace("@@", "@")
    }
}

fn parse_lines(text: &str, seven: bool, problems: &mut Vec<ImportLine>) -> Vec<Line> {
    let mut lines: Vec<Line> = Vec::new();
    // The index in `lines` of the last line read at each level.
    let mut open: Vec<usize> = Vec::new();
    // CR LF, LF and CR alone all end a line (the torture-test files use each).
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (index, content) in text.split('\n').enumerate() {
        let number = index + 1;
        if content.trim().is_empty() {
            continue;
        }
        let Some((level, xref, tag, value)) = split_line(content) else {
            problems.push(problem(number, texts::UNREADABLE_LINE, content));
            continue;
        };
        if level > open.len() {
            problems.push(problem(number, texts::LEVEL_JUMP, content));
            continue;
        }
        let value = unescape(&value, seven);
        if tag == "CONT" || tag == "CONC" {
            if let Some(&parent) = level.checked_sub(1).and_then(|l| open.get(l)) {
                if tag == "CONT" {
                    lines[parent].value.push('\n');
                }
                lines[parent].value.push_str(&value);
                continue;
            }
        }
        open.truncate(level);
        let path = open.iter().map(|&i| lines[i].tag.clone()).collect();
        open.push(lines.len());
        lines.push(Line { number, level, xref, tag, value, path });
    }
    lines
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

const MONTHS: [&str; 12] =
    ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/// A GEDCOM date as a partial date, and why the original is kept too when it is not exact
/// (`ABT 1900`, `BET 1900 AND 1910`, other calendars, phrases) or not kept at all.
fn date(value: &str, today: NaiveDate) -> (Option<PartialDate>, Option<&'static str>) {
    let upper = value.trim().to_ascii_uppercase();
    let mut exact = true;
    let mut rest = upper.as_str();
    if let Some(after) = rest.strip_prefix("@#D") {
        // 5.5.1 calendar escapes: `@#DJULIAN@ 1699`.
        let Some((calendar, after)) = after.split_once('@') else {
            return (None, Some(texts::UNREADABLE_DATE));
        };
        if calendar != "GREGORIAN" {
            exact = false;
        }
        rest = after.trim_start();
    }
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    match words.first().copied() {
        Some("GREGORIAN") => {
            words.remove(0);
        }
        Some("JULIAN" | "HEBREW" | "FRENCH_R") => {
            return (None, Some(texts::UNREADABLE_DATE));
        }
        Some(phrase) if phrase.starts_with('(') => return (None, Some(texts::UNREADABLE_DATE)),
        Some("ABT" | "CAL" | "EST" | "BEF" | "AFT" | "BET" | "FROM" | "TO" | "INT") => {
            exact = false;
            words.remove(0);
            if let Some(end) =
                words.iter().position(|w| matches!(*w, "AND" | "TO") || w.starts_with('('))
            {
                words.truncate(end);
            }
        }
        _ => {}
    }
    let parsed = match words.as_slice() {
        [year] => year_of(year).unwrap_or_default().to_owned(),
        [month, year] => format!("{}-{:02}", year_of(year).unwrap_or_default(), month_of(month)),
        [day, month, year] => {
            format!("{}-{:02}-{:0>2}", year_of(year).unwrap_or_default(), month_of(month), day)
        }
        _ => String::new(),
    };
    let Ok(date) = PartialDate::parse(&parsed) else {
        return (None, Some(texts::UNREADABLE_DATE));
    };
    if !date.may_be_by(today) {
        return (None, Some(texts::FUTURE_DATE));
    }
    (Some(date), (!exact).then_some(texts::APPROXIMATE_DATE))
}

/// `1931`, or the first of a dual year `1699/00`.
fn year_of(word: &str) -> Option<&str> {
    let year = word.split('/').next()?;
    year.bytes().all(|b| b.is_ascii_digit()).then_some(year)
}

fn month_of(word: &str) -> usize {
    MONTHS.iter().position(|m| *m == word).map_or(0, |m| m + 1)
}

//! The file's text: its bytes decoded, then its lines parsed with their numbers, CONT and CONC
//! lines folded into the line they continue.

use super::{problem, texts, ImportLine};
use crate::family_tree::ansel;

/// The text and the encoding it was read in: a byte-order mark first, then zero bytes (UTF-16
/// without a mark), then the header's `CHAR`.
pub(super) fn decode(bytes: &[u8]) -> (String, &'static str) {
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
pub(super) struct Line {
    pub(super) number: usize,
    pub(super) level: usize,
    pub(super) xref: Option<String>,
    pub(super) tag: String,
    pub(super) value: String,
    /// The tags above this one in its record, the record's own first.
    pub(super) path: Vec<String>,
}

impl Line {
    pub(super) fn path_has(&self, tag: &str) -> bool {
        self.path.iter().any(|t| t == tag)
    }
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

pub(super) fn parse_lines(text: &str, seven: bool, problems: &mut Vec<ImportLine>) -> Vec<Line> {
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

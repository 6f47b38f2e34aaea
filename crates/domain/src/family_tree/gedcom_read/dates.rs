//! GEDCOM's dates ('12 MAR 1931', 'ABT 1900', 'BET 1900 AND 1910', other calendars) as the
//! tree's partial dates.

use chrono::NaiveDate;

use super::texts;
use crate::family_tree::dates::PartialDate;

const MONTHS: [&str; 12] =
    ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/// A GEDCOM date as a partial date, and why the original is kept too when it is not exact
/// (`ABT 1900`, `BET 1900 AND 1910`, other calendars, phrases) or not kept at all.
pub(super) fn date(value: &str, today: NaiveDate) -> (Option<PartialDate>, Option<&'static str>) {
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

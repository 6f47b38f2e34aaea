//! Reading one field of the form: trimmed text, dates, and what is required.

use chrono::NaiveDate;

use super::messages;
use crate::text::{has_invalid_characters, INVALID_CHARACTERS};
use crate::FieldErrors;

const MAX_TEXT: usize = 500;
pub(super) const MAX_NOTES: usize = 5000;

/// The trimmed text, `None` when blank.
pub(super) fn text(value: Option<&str>) -> Option<String> {
    value.map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned)
}

/// The days a date field accepts, and what it answers outside them.
#[derive(Clone, Copy)]
pub(super) struct DateRange {
    pub first: NaiveDate,
    pub last: NaiveDate,
    pub outside: &'static str,
}

impl DateRange {
    /// From 1 January 1900 (birth dates, issue dates).
    pub fn since_1900(last: NaiveDate, outside: &'static str) -> Self {
        Self { first: NaiveDate::from_ymd_opt(1900, 1, 1).expect("a calendar day"), last, outside }
    }
}

/// A `yyyy-MM-dd` date within `range`; `required` is the message when it is missing and must
/// not be.
pub(super) fn date(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    required: Option<&str>,
    range: DateRange,
) -> Option<NaiveDate> {
    match text(value) {
        None => {
            if let Some(message) = required {
                errors.add(field, message);
            }
            None
        }
        Some(value) => {
            let day = NaiveDate::parse_from_str(&value, "%Y-%m-%d")
                .map_err(|_| errors.add(field, messages::DATE_INVALID))
                .ok()?;
            if day < range.first || day > range.last {
                errors.add(field, range.outside);
                return None;
            }
            Some(day)
        }
    }
}

/// Free text of at most `max` characters, without control characters or bidirectional
/// overrides; `multiline` allows line breaks.
pub(super) fn free_text(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    max: usize,
    multiline: bool,
) -> Option<String> {
    let value = text(value);
    if let Some(v) = &value {
        if has_invalid_characters(v, multiline) {
            errors.add(field, INVALID_CHARACTERS);
        } else if v.chars().count() > max {
            errors.add(field, messages::text_too_long(max));
        }
    }
    value
}

/// A line of text of at most 500 characters; `required` as for [`date`].
pub(super) fn line(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    required: Option<&str>,
) -> Option<String> {
    let value = free_text(errors, field, value, MAX_TEXT, false);
    if let (None, Some(message)) = (&value, required) {
        errors.add(field, message);
    }
    value
}

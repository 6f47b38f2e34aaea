//! Reading one field of the form: trimmed text, dates, and what is required.

use chrono::NaiveDate;

use super::messages;
use crate::FieldErrors;

const MAX_TEXT: usize = 500;
pub(super) const MAX_NOTES: usize = 5000;

/// The trimmed text, `None` when blank.
pub(super) fn text(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

/// A `yyyy-MM-dd` date; `required` is the message when it is missing and must not be.
pub(super) fn date(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    required: Option<&str>,
) -> Option<NaiveDate> {
    match text(value) {
        None => {
            if let Some(message) = required {
                errors.add(field, message);
            }
            None
        }
        Some(value) => NaiveDate::parse_from_str(&value, "%Y-%m-%d")
            .map_err(|_| errors.add(field, messages::DATE_INVALID))
            .ok(),
    }
}

/// A line of text of at most 500 characters; `required` as for [`date`].
pub(super) fn line(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    required: Option<&str>,
) -> Option<String> {
    let value = text(value);
    match (&value, required) {
        (None, Some(message)) => errors.add(field, message),
        (Some(v), _) if v.chars().count() > MAX_TEXT => errors.add(field, messages::TEXT_TOO_LONG),
        _ => {}
    }
    value
}

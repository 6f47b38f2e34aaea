//! How each field of a form is read: trimmed, within its length, a choice of its vocabulary.

use super::messages;
use super::{MAX_LINE_CHARS, MAX_TEXT_CHARS};
use crate::requests::vocabulary::Vocabulary;
use crate::FieldErrors;

/// Reads one field's text, trimmed, within `max` characters and without control characters.
pub(super) fn text(
    errors: &mut FieldErrors,
    field: &str,
    value: &str,
    max: usize,
    multiline: bool,
) -> String {
    let value = value.trim();
    if crate::text::has_invalid_characters(value, multiline) {
        errors.add(field, crate::text::INVALID_CHARACTERS);
    } else if value.chars().count() > max {
        errors.add(
            field,
            if max == MAX_TEXT_CHARS { messages::TEXT_TOO_LONG } else { messages::LINE_TOO_LONG },
        );
    }
    value.to_owned()
}

pub(super) fn line(errors: &mut FieldErrors, field: &str, value: &str) -> String {
    text(errors, field, value, MAX_LINE_CHARS, false)
}

pub(super) fn long_text(errors: &mut FieldErrors, field: &str, value: &str) -> String {
    text(errors, field, value, MAX_TEXT_CHARS, true)
}

pub(super) fn required_line(
    errors: &mut FieldErrors,
    field: &str,
    value: &str,
    message: &str,
) -> String {
    let value = line(errors, field, value);
    required(errors, field, value, message)
}

pub(super) fn required(
    errors: &mut FieldErrors,
    field: &str,
    value: String,
    message: &str,
) -> String {
    if value.is_empty() {
        errors.add(field, message);
    }
    value
}

/// One of `vocabulary`; empty takes `default` when there is one.
pub(super) fn choice(
    errors: &mut FieldErrors,
    field: &str,
    value: &str,
    vocabulary: &Vocabulary,
) -> String {
    let value = value.trim();
    let value = if value.is_empty() { vocabulary.default.unwrap_or_default() } else { value };
    if !vocabulary.contains(value) {
        errors.add(field, vocabulary.missing.unwrap_or(messages::CHOICE_INVALID));
    }
    value.to_owned()
}

//! Characters free text may not hold: control characters, which no keyboard types and which
//! break mails and logs, and the bidirectional overrides and isolates (U+202A–U+202E,
//! U+2066–U+2069), which make a text read otherwise than it is written. Multi-line text
//! (notes, messages) keeps its line breaks.

/// The message for a text holding such a character.
pub const INVALID_CHARACTERS: &str = "Caracteres inválidos";

/// Whether `text` holds a character no field accepts; `multiline` allows line breaks
/// (`\n`, and `\r` of `\r\n`), never tabs.
pub fn has_invalid_characters(text: &str, multiline: bool) -> bool {
    text.chars().any(|c| {
        let line_break = multiline && matches!(c, '\n' | '\r');
        (c.is_control() && !line_break)
            || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
    })
}

#[cfg(test)]
mod tests {
    use super::has_invalid_characters;

    #[test]
    fn controls_and_bidi_overrides_are_refused_and_line_breaks_only_where_lines_are() {
        assert!(!has_invalid_characters("Ana Rossi, São Paulo – 10h", false));
        for bad in ["a\u{1}b", "a\u{7f}", "\u{202E}moc.xe", "a\u{2066}b", "a\tb", "a\u{85}"] {
            assert!(has_invalid_characters(bad, false), "{bad:?}");
            assert!(has_invalid_characters(bad, true), "{bad:?}");
        }
        assert!(has_invalid_characters("linha 1\nlinha 2", false));
        assert!(!has_invalid_characters("linha 1\r\nlinha 2\nlinha 3", true));
    }
}

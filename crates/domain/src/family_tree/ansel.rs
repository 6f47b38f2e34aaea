//! ANSEL (ANSI Z39.47), the default character set of GEDCOM 5.5 and 5.5.1, decoded to Unicode.
//! No maintained crate decodes it (docs/decisions/gedcom.md), so the table lives here: ASCII
//! below 0x80, special characters in 0xA1–0xCF (with GEDCOM's additions), and combining marks in
//! 0xE0–0xFE that come *before* the letter they modify, as Unicode has them after it. The result
//! is composed (NFC), so `é` read from ANSEL is the same character a person types.

use unicode_normalization::UnicodeNormalization;

/// The spacing characters of 0xA1–0xCF; `None` where ANSEL defines nothing.
fn special(byte: u8) -> Option<char> {
    Some(match byte {
        0xA1 => 'Ł',
        0xA2 => 'Ø',
        0xA3 => 'Đ',
        0xA4 => 'Þ',
        0xA5 => 'Æ',
        0xA6 => 'Œ',
        0xA7 => 'ʹ',
        0xA8 => '·',
        0xA9 => '♭',
        0xAA => '®',
        0xAB => '±',
        0xAC => 'Ơ',
        0xAD => 'Ư',
        0xAE => 'ʼ',
        0xB0 => 'ʻ',
        0xB1 => 'ł',
        0xB2 => 'ø',
        0xB3 => 'đ',
        0xB4 => 'þ',
        0xB5 => 'æ',
        0xB6 => 'œ',
        0xB7 => 'ʺ',
        0xB8 => 'ı',
        0xB9 => '£',
        0xBA => 'ð',
        0xBC => 'ơ',
        0xBD => 'ư',
        // GEDCOM's additions: the LDS boxes, midline e and o, and the German sharp s.
        0xBE => '□',
        0xBF => '■',
        0xC0 => '°',
        0xC1 => 'ℓ',
        0xC2 => '℗',
        0xC3 => '©',
        0xC4 => '♯',
        0xC5 => '¿',
        0xC6 => '¡',
        0xC7 => 'ß',
        0xC8 => '€',
        0xCD => 'e',
        0xCE => 'o',
        0xCF => 'ß',
        _ => return None,
    })
}

/// The combining mark of 0xE0–0xFE.
fn combining(byte: u8) -> Option<char> {
    let code = match byte {
        0xE0 => 0x0309,
        0xE1 => 0x0300,
        0xE2 => 0x0301,
        0xE3 => 0x0302,
        0xE4 => 0x0303,
        0xE5 => 0x0304,
        0xE6 => 0x0306,
        0xE7 => 0x0307,
        0xE8 => 0x0308,
        0xE9 => 0x030C,
        0xEA => 0x030A,
        0xEB => 0xFE20,
        0xEC => 0xFE21,
        0xED => 0x0315,
        0xEE => 0x030B,
        0xEF => 0x0310,
        0xF0 => 0x0327,
        0xF1 => 0x0328,
        0xF2 => 0x0323,
        0xF3 => 0x0324,
        0xF4 => 0x0325,
        0xF5 => 0x0333,
        0xF6 => 0x0332,
        0xF7 => 0x0326,
        0xF8 => 0x031C,
        0xF9 => 0x032E,
        0xFA => 0xFE22,
        0xFB => 0xFE23,
        0xFE => 0x0313,
        _ => return None,
    };
    char::from_u32(code)
}

/// ANSEL bytes as text. Bytes ANSEL leaves undefined become U+FFFD; marks with no letter after
/// them (at a line's end) are kept on their own.
pub fn decode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    let mut marks: Vec<char> = Vec::new();
    for &byte in bytes {
        if let Some(mark) = combining(byte) {
            marks.push(mark);
            continue;
        }
        let base = match byte {
            0x00..=0x7F => byte as char,
            _ => special(byte).unwrap_or('\u{FFFD}'),
        };
        if base.is_control() {
            out.extend(marks.drain(..));
            out.push(base);
        } else {
            out.push(base);
            out.extend(marks.drain(..));
        }
    }
    out.extend(marks);
    out.nfc().collect()
}

#[cfg(test)]
mod tests {
    use super::decode;

    #[test]
    fn marks_before_letters_become_composed_accents() {
        // "João Conceição, Niccolò" as ANSEL writes it: the mark before the letter.
        let bytes = b"Jo\xE4ao Concei\xF0c\xE4ao, Nicol\xE1o";
        assert_eq!(decode(bytes), "João Conceição, Nicolò");
    }

    #[test]
    fn specials_ascii_and_unknown_bytes() {
        assert_eq!(decode(b"\xC3 1997 \xA2rsted \xCF"), "© 1997 Ørsted ß");
        assert_eq!(decode(b"plain 0 HEAD"), "plain 0 HEAD");
        assert_eq!(decode(b"a\x80b"), "a\u{FFFD}b");
        assert_eq!(decode(b"end\xE2\n"), "end\u{301}\n");
    }
}

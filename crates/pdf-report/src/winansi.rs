//! WinAnsiEncoding (PDF 1.7, annex D): Latin-1 with typographic signs in 0x80–0x9F.

/// The characters of 0x80–0x9F; `None` where the encoding leaves a code unused.
const HIGH: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('‘'),
    Some('’'),
    Some('“'),
    Some('”'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// The character a code stands for.
pub fn char_of(code: u8) -> Option<char> {
    match code {
        0x20..=0x7e | 0xa0..=0xff => Some(char::from(code)),
        0x80..=0x9f => HIGH[usize::from(code - 0x80)],
        _ => None,
    }
}

fn code_of(c: char) -> Option<u8> {
    match u32::from(c) {
        0x20..=0x7e | 0xa0..=0xff => u8::try_from(u32::from(c)).ok(),
        _ => HIGH.iter().position(|h| *h == Some(c)).and_then(|i| u8::try_from(0x80 + i).ok()),
    }
}

/// `text` in WinAnsi; tabs become spaces, line breaks stay, and what the encoding lacks
/// becomes '?'.
pub fn encode(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '\n' => b'\n',
            '\t' => b' ',
            c => code_of(c).unwrap_or(b'?'),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_and_dashes_fit_and_the_rest_is_marked() {
        assert_eq!(encode("João"), b"Jo\xe3o");
        assert_eq!(encode("Niccolò — Ângela"), b"Niccol\xf2 \x97 \xc2ngela");
        assert_eq!(encode("€ 日"), b"\x80 ?");
        for code in 0x20..=0xffu8 {
            if let Some(c) = char_of(code) {
                assert_eq!(code_of(c), Some(code));
            }
        }
    }
}

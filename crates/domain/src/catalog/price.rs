//! Prices in centavos, and the one way people type and read them
//! (docs/product-decisions.md, decision 8). The frontend mirrors this, on the same table of
//! cases: `testdata/price-cases.json`.

use std::fmt;

use serde::{Deserialize, Serialize};

pub const PRICE_INVALID: &str = "Por favor, insira um preço válido (ex: 980,00).";

/// Largest integer part accepted, in reais: a typing slip, not a price, beyond it.
const MAX_REAIS_DIGITS: usize = 9;

/// An amount of Brazilian reais in centavos, above zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Price(i64);

impl Price {
    pub fn from_centavos(centavos: i64) -> Option<Self> {
        (centavos > 0).then_some(Self(centavos))
    }

    pub fn centavos(self) -> i64 {
        self.0
    }

    /// Reads '980,00', '1.080,00', 'R$ 12.000,00' or '1500': '.' groups
    /// thousands, ',' starts at most two decimal digits.
    pub fn parse(text: &str) -> Result<Self, String> {
        parse_centavos(text).and_then(Self::from_centavos).ok_or_else(|| PRICE_INVALID.to_owned())
    }
}

impl fmt::Display for Price {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_brl(self.0))
    }
}

fn parse_centavos(text: &str) -> Option<i64> {
    let text = text.trim();
    let text = text.strip_prefix("R$").unwrap_or(text).trim_start();
    let (whole, decimals) = match text.split_once(',') {
        Some((whole, decimals)) => (whole, Some(decimals)),
        None => (text, None),
    };
    let reais = parse_grouped_digits(whole)?;
    let cents = match decimals {
        None => 0,
        Some(d) if (1..=2).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()) => {
            let value: i64 = d.parse().ok()?;
            if d.len() == 1 {
                value * 10
            } else {
                value
            }
        }
        Some(_) => return None,
    };
    reais.checked_mul(100)?.checked_add(cents)
}

/// '1500' or '1.500' or '12.000.000'; every group after the first has three digits.
fn parse_grouped_digits(text: &str) -> Option<i64> {
    let mut groups = text.split('.');
    let first = groups.next()?;
    if first.is_empty()
        || first.len() > MAX_REAIS_DIGITS
        || !first.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let mut digits = first.to_owned();
    let grouped = text.contains('.');
    if grouped && first.len() > 3 {
        return None;
    }
    for group in groups {
        if group.len() != 3 || !group.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.push_str(group);
    }
    if digits.len() > MAX_REAIS_DIGITS {
        return None;
    }
    digits.parse().ok()
}

/// 'R$ 1.080,00': pt-BR reais with two decimals.
pub fn format_brl(centavos: i64) -> String {
    let sign = if centavos < 0 { "-" } else { "" };
    let centavos = centavos.unsigned_abs();
    let reais = (centavos / 100).to_string();
    let mut grouped = String::with_capacity(reais.len() + reais.len() / 3);
    for (i, digit) in reais.chars().enumerate() {
        if i > 0 && (reais.len() - i).is_multiple_of(3) {
            grouped.push('.');
        }
        grouped.push(digit);
    }
    format!("{sign}R$ {grouped},{:02}", centavos % 100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::Value;

    fn shared_cases() -> Value {
        serde_json::from_str(include_str!("../../../../testdata/price-cases.json"))
            .expect("valid JSON")
    }

    #[test]
    fn the_shared_parse_cases_hold() {
        let cases = shared_cases();
        let error = cases["error"].as_str().unwrap();
        assert_eq!(error, PRICE_INVALID);
        for case in cases["parse"].as_array().unwrap() {
            let input = case["input"].as_str().unwrap();
            let parsed = Price::parse(input).map(Price::centavos);
            match case["centavos"].as_i64() {
                Some(expected) => assert_eq!(parsed, Ok(expected), "input {input:?}"),
                None => assert_eq!(parsed, Err(error.to_owned()), "input {input:?}"),
            }
        }
    }

    #[test]
    fn the_shared_format_cases_hold() {
        for case in shared_cases()["format"].as_array().unwrap() {
            let centavos = case["centavos"].as_i64().unwrap();
            assert_eq!(format_brl(centavos), case["text"].as_str().unwrap(), "{centavos}");
        }
    }

    proptest! {
        #[test]
        fn formatting_then_parsing_gives_the_same_centavos(centavos in 1_i64..100_000_000_000) {
            prop_assert_eq!(Price::parse(&format_brl(centavos)).map(Price::centavos), Ok(centavos));
        }

        #[test]
        fn parsing_never_panics(text in "\\PC{0,20}") {
            let _ = Price::parse(&text);
        }
    }
}

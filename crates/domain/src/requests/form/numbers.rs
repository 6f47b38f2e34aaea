//! The form fields that hold a number people type in their own way: an amount of reais and an
//! INSS number (NIT/PIS). Each is optional, checked when given, and kept in one written form so
//! staff read every request alike. The frontend checks the same cases (`testdata/form-numbers.json`).

use super::messages;
use crate::catalog::{format_brl, Price};
use crate::FieldErrors;

/// The weights of the NIT/PIS check digit, for its first ten digits.
const NIT_WEIGHTS: [u32; 10] = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/// An amount in reais as typed ('350000', '350.000,00', 'R$ 2.500,50'), kept as 'R$ 350.000,00'.
pub(super) fn amount(errors: &mut FieldErrors, field: &str, value: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        return String::new();
    }
    match Price::parse(value) {
        Ok(price) => format_brl(price.centavos()),
        Err(_) => {
            errors.add(field, messages::AMOUNT_INVALID);
            value.to_owned()
        }
    }
}

/// An INSS number as typed, with or without its dots and dash, kept as '120.12345.67-2'.
pub(super) fn inss_number(errors: &mut FieldErrors, field: &str, value: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        return String::new();
    }
    match nit_digits(value) {
        Some(d) => format!("{}.{}.{}-{}", &d[..3], &d[3..8], &d[8..10], &d[10..]),
        None => {
            errors.add(field, messages::INSS_INVALID);
            value.to_owned()
        }
    }
}

/// The eleven digits of a NIT/PIS whose last digit checks the ten before it (all zeros, which
/// the check lets through, is no one's number).
fn nit_digits(value: &str) -> Option<String> {
    let digits: String =
        value.chars().filter(|c| !matches!(c, '.' | '-' | ' ' | '/')).collect::<String>();
    if digits.len() != 11
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || digits.bytes().all(|b| b == b'0')
    {
        return None;
    }
    let values: Vec<u32> = digits.bytes().map(|b| u32::from(b - b'0')).collect();
    let sum: u32 = NIT_WEIGHTS.iter().zip(&values).map(|(w, d)| w * d).sum();
    let check = match 11 - sum % 11 {
        10 | 11 => 0,
        digit => digit,
    };
    (values[10] == check).then_some(digits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn cases() -> Value {
        serde_json::from_str(include_str!("../../../../../testdata/form-numbers.json"))
            .expect("valid JSON")
    }

    fn run(read: fn(&mut FieldErrors, &str, &str) -> String, table: &str, message: &str) {
        let cases = cases();
        let table = cases[table].as_array().expect("a table of cases");
        assert!(table.len() > 5);
        for case in table {
            let input = case["input"].as_str().unwrap();
            let mut errors = FieldErrors::default();
            let kept = read(&mut errors, "field", input);
            match case["kept"].as_str() {
                Some(expected) => {
                    assert!(errors.is_empty(), "input {input:?}");
                    assert_eq!(kept, expected, "input {input:?}");
                }
                None => assert_eq!(errors.get("field"), Some(message), "input {input:?}"),
            }
        }
    }

    #[test]
    fn the_shared_amount_cases_hold() {
        assert_eq!(cases()["amountError"], messages::AMOUNT_INVALID);
        run(amount, "amount", messages::AMOUNT_INVALID);
    }

    #[test]
    fn the_shared_inss_cases_hold() {
        assert_eq!(cases()["inssError"], messages::INSS_INVALID);
        run(inss_number, "inss", messages::INSS_INVALID);
    }
}

//! Dates as genealogy knows them: a year, a month of a year, or a day.

use std::fmt;

use chrono::{Datelike, NaiveDate};
use serde::{Serialize, Serializer};

pub const INVALID_DATE: &str = "Data inválida: use AAAA, MM/AAAA ou DD/MM/AAAA.";
/// Written the right way, but no such month or day (13/1931, 30/02/1931).
pub const NO_SUCH_DATE: &str = "Esta data não existe: confira o dia e o mês.";

/// A year, a month of a year, or a whole date. Written `1931`, `1931-05`, `1931-05-17`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PartialDate {
    pub year: i32,
    pub month: Option<u32>,
    pub day: Option<u32>,
}

impl PartialDate {
    pub fn year(year: i32) -> Self {
        Self { year, month: None, day: None }
    }

    /// Reads `AAAA`, `AAAA-MM`, `AAAA-MM-DD`, `MM/AAAA` or `DD/MM/AAAA`.
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let parts: Vec<&str> = if text.contains('/') {
            text.split('/').rev().collect()
        } else {
            text.split('-').collect()
        };
        let number = |part: &str, digits: std::ops::RangeInclusive<usize>| {
            (digits.contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse::<u32>().ok())
                .flatten()
        };
        let invalid = || INVALID_DATE.to_owned();
        let no_such = || NO_SUCH_DATE.to_owned();
        let year = parts.first().and_then(|p| number(p, 4..=4)).ok_or_else(invalid)?;
        let year = i32::try_from(year).map_err(|_| invalid())?;
        let month = match parts.get(1) {
            Some(p) => Some(number(p, 1..=2).ok_or_else(invalid)?),
            None => None,
        };
        let day = match parts.get(2) {
            Some(p) => Some(number(p, 1..=2).ok_or_else(invalid)?),
            None => None,
        };
        if parts.len() > 3 || year < 1000 {
            return Err(invalid());
        }
        let date = Self { year, month, day };
        date.first_day().ok_or_else(no_such)?;
        if day.is_some() {
            NaiveDate::from_ymd_opt(year, month.unwrap_or(1), day.unwrap_or(1))
                .ok_or_else(no_such)?;
        }
        Ok(date)
    }

    /// The first day the date may mean.
    pub fn first_day(&self) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(self.year, self.month.unwrap_or(1), self.day.unwrap_or(1))
    }

    /// The last day the date may mean.
    pub fn last_day(&self) -> Option<NaiveDate> {
        match (self.month, self.day) {
            (Some(month), Some(day)) => NaiveDate::from_ymd_opt(self.year, month, day),
            (Some(month), None) => {
                let next = if month == 12 {
                    NaiveDate::from_ymd_opt(self.year + 1, 1, 1)
                } else {
                    NaiveDate::from_ymd_opt(self.year, month + 1, 1)
                };
                next.and_then(|d| d.pred_opt())
            }
            _ => NaiveDate::from_ymd_opt(self.year, 12, 31),
        }
    }

    /// Whether this date is surely before `other` (every day it may mean comes first).
    pub fn surely_before(&self, other: &PartialDate) -> bool {
        matches!((self.last_day(), other.first_day()), (Some(a), Some(b)) if a < b)
    }

    /// Whether some day this date may mean comes before some day `other` may mean.
    pub fn may_be_before(&self, other: &PartialDate) -> bool {
        matches!((self.first_day(), other.last_day()), (Some(a), Some(b)) if a < b)
    }

    /// Whether this date may not be after `today`.
    pub fn may_be_by(&self, today: NaiveDate) -> bool {
        self.first_day().is_some_and(|first| first <= today)
    }

    pub fn from_date(date: NaiveDate) -> Self {
        Self { year: date.year(), month: Some(date.month()), day: Some(date.day()) }
    }
}

impl fmt::Display for PartialDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.year)?;
        if let Some(month) = self.month {
            write!(f, "-{month:02}")?;
        }
        if let Some(day) = self.day {
            write!(f, "-{day:02}")?;
        }
        Ok(())
    }
}

impl Serialize for PartialDate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_date_cases_hold() {
        let cases: serde_json::Value =
            serde_json::from_str(include_str!("../../../../testdata/partial-date-cases.json"))
                .expect("valid JSON");
        let messages = &cases["messages"];
        assert_eq!(messages["invalid"], INVALID_DATE);
        assert_eq!(messages["noSuchDate"], NO_SUCH_DATE);
        assert_eq!(messages["future"], super::super::rules::texts::FUTURE);
        let today =
            NaiveDate::parse_from_str(cases["today"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        for case in cases["cases"].as_array().unwrap() {
            let input = case["input"].as_str().unwrap();
            let verdict = match PartialDate::parse(input) {
                Err(message) if message == INVALID_DATE => "invalid",
                Err(message) if message == NO_SUCH_DATE => "noSuchDate",
                Err(message) => panic!("{input:?}: {message}"),
                Ok(date) if !date.may_be_by(today) => "future",
                Ok(_) => "ok",
            };
            assert_eq!(verdict, case["verdict"], "{input:?}");
        }
    }

    #[test]
    fn reads_the_three_precisions_in_both_spellings() {
        assert_eq!(PartialDate::parse("1931").unwrap().to_string(), "1931");
        assert_eq!(PartialDate::parse("1931-05").unwrap().to_string(), "1931-05");
        assert_eq!(PartialDate::parse("05/1931").unwrap().to_string(), "1931-05");
        assert_eq!(PartialDate::parse("1931-05-17").unwrap().to_string(), "1931-05-17");
        assert_eq!(PartialDate::parse(" 17/05/1931 ").unwrap().to_string(), "1931-05-17");
    }

    #[test]
    fn refuses_what_is_no_date() {
        for text in ["", "31", "abcd", "1931-05-17-1", "0999", "1/1/31", "1931-5-1x"] {
            assert_eq!(PartialDate::parse(text), Err(INVALID_DATE.to_owned()), "{text}");
        }
    }

    #[test]
    fn says_when_a_date_written_right_does_not_exist() {
        for text in ["1931-13", "13/1931", "1931-02-30", "30/02/1931", "00/05/1931", "1931-00"] {
            assert_eq!(PartialDate::parse(text), Err(NO_SUCH_DATE.to_owned()), "{text}");
        }
    }

    #[test]
    fn a_year_is_before_another_only_when_it_ends_first() {
        let y1900 = PartialDate::year(1900);
        let may = PartialDate::parse("1900-05").unwrap();
        let june = PartialDate::parse("1900-06-01").unwrap();
        assert!(!y1900.surely_before(&may));
        assert!(may.surely_before(&june));
        assert!(y1900.surely_before(&PartialDate::year(1901)));
        assert_eq!(may.last_day(), NaiveDate::from_ymd_opt(1900, 5, 31));
        assert_eq!(
            PartialDate::parse("1900-12").unwrap().last_day(),
            NaiveDate::from_ymd_opt(1900, 12, 31)
        );
    }
}

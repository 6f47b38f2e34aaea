//! Brazil's national holidays (feriados nacionais), kept here as a table: the fixed days of
//! federal law and Good Friday, counted from Easter (docs/decisions/closures-and-holidays.md).
//! Carnaval and Corpus Christi are only 'ponto facultativo' and stay open.

use chrono::{Datelike, Duration, NaiveDate};

/// A day the whole country stops, and its name as clients read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Holiday {
    pub date: NaiveDate,
    pub name: &'static str,
}

/// Fixed days (month, day, name) and the year from which each is national.
const FIXED: &[(u32, u32, &str, i32)] = &[
    (1, 1, "Confraternização Universal", 1949),
    (4, 21, "Tiradentes", 1949),
    (5, 1, "Dia do Trabalho", 1949),
    (9, 7, "Independência do Brasil", 1949),
    (10, 12, "Nossa Senhora Aparecida", 1980),
    (11, 2, "Finados", 1949),
    (11, 15, "Proclamação da República", 1949),
    // Lei 14.759/2023.
    (11, 20, "Dia Nacional de Zumbi e da Consciência Negra", 2024),
    (12, 25, "Natal", 1949),
];

const GOOD_FRIDAY: &str = "Sexta-feira Santa";

/// Easter Sunday of a Gregorian year (the anonymous Gregorian computus).
pub fn easter_sunday(year: i32) -> Option<NaiveDate> {
    let a = year % 19;
    let b = year / 100;
    let c = year % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    NaiveDate::from_ymd_opt(year, u32::try_from(month).ok()?, u32::try_from(day).ok()?)
}

/// The national holidays of a year, in calendar order.
pub fn national_holidays(year: i32) -> Vec<Holiday> {
    let mut days: Vec<Holiday> = FIXED
        .iter()
        .filter(|(_, _, _, since)| year >= *since)
        .filter_map(|&(month, day, name, _)| {
            NaiveDate::from_ymd_opt(year, month, day).map(|date| Holiday { date, name })
        })
        .collect();
    if let Some(easter) = easter_sunday(year) {
        days.push(Holiday { date: easter - Duration::days(2), name: GOOD_FRIDAY });
    }
    days.sort_by_key(|h| h.date);
    days
}

/// The national holiday on `date`, if it is one.
pub fn holiday_on(date: NaiveDate) -> Option<Holiday> {
    national_holidays(date.year()).into_iter().find(|h| h.date == date)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn easter_falls_where_the_church_calendars_put_it() {
        assert_eq!(easter_sunday(2024), Some(day(2024, 3, 31)));
        assert_eq!(easter_sunday(2025), Some(day(2025, 4, 20)));
        assert_eq!(easter_sunday(2026), Some(day(2026, 4, 5)));
        assert_eq!(easter_sunday(2027), Some(day(2027, 3, 28)));
        assert_eq!(easter_sunday(2038), Some(day(2038, 4, 25)), "the latest possible");
        assert_eq!(easter_sunday(2285), Some(day(2285, 3, 22)), "the earliest possible");
    }

    #[test]
    fn the_holidays_of_2026() {
        let got: Vec<_> = national_holidays(2026).iter().map(|h| (h.date, h.name)).collect();
        assert_eq!(
            got,
            [
                (day(2026, 1, 1), "Confraternização Universal"),
                (day(2026, 4, 3), "Sexta-feira Santa"),
                (day(2026, 4, 21), "Tiradentes"),
                (day(2026, 5, 1), "Dia do Trabalho"),
                (day(2026, 9, 7), "Independência do Brasil"),
                (day(2026, 10, 12), "Nossa Senhora Aparecida"),
                (day(2026, 11, 2), "Finados"),
                (day(2026, 11, 15), "Proclamação da República"),
                (day(2026, 11, 20), "Dia Nacional de Zumbi e da Consciência Negra"),
                (day(2026, 12, 25), "Natal"),
            ]
        );
    }

    #[test]
    fn the_holidays_of_2027_follow_its_easter() {
        let holidays = national_holidays(2027);
        assert_eq!(holidays.len(), 10);
        assert_eq!(holiday_on(day(2027, 3, 26)).map(|h| h.name), Some("Sexta-feira Santa"));
        assert_eq!(holiday_on(day(2027, 12, 25)).map(|h| h.name), Some("Natal"));
        assert_eq!(holiday_on(day(2027, 4, 3)), None, "2026's Good Friday is an ordinary day");
    }

    #[test]
    fn carnaval_and_corpus_christi_stay_open() {
        // Carnaval 2026: 16 and 17 February; Corpus Christi: 4 June (Easter + 60).
        for open in [day(2026, 2, 16), day(2026, 2, 17), day(2026, 2, 18), day(2026, 6, 4)] {
            assert_eq!(holiday_on(open), None, "{open}");
        }
    }

    #[test]
    fn black_consciousness_day_is_national_from_2024() {
        assert!(holiday_on(day(2023, 11, 20)).is_none());
        assert!(holiday_on(day(2024, 11, 20)).is_some());
    }
}

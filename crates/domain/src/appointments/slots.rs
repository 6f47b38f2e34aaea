//! When appointments happen: every 30 minutes from 09:00 to 17:30, local to São Paulo.

use chrono::{Datelike, NaiveDate, NaiveTime, Timelike, Weekday};

pub const SLOT_COUNT: usize = 18;

/// The 18 bookable times of a day.
pub fn slots() -> Vec<NaiveTime> {
    (0..SLOT_COUNT as u32)
        .filter_map(|i| NaiveTime::from_hms_opt(9 + i / 2, (i % 2) * 30, 0))
        .collect()
}

pub fn is_slot(time: NaiveTime) -> bool {
    time.second() == 0 && slots().contains(&time)
}

/// Clients never book on Saturdays and Sundays.
pub fn is_weekend(date: NaiveDate) -> bool {
    matches!(date.weekday(), Weekday::Sat | Weekday::Sun)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eighteen_slots_from_nine_to_half_past_five() {
        let all = slots();
        assert_eq!(all.len(), 18);
        assert_eq!(all[0].format("%H:%M").to_string(), "09:00");
        assert_eq!(all[1].format("%H:%M").to_string(), "09:30");
        assert_eq!(all[17].format("%H:%M").to_string(), "17:30");
        assert!(is_slot(NaiveTime::from_hms_opt(13, 30, 0).unwrap()));
        assert!(!is_slot(NaiveTime::from_hms_opt(13, 15, 0).unwrap()));
        assert!(!is_slot(NaiveTime::from_hms_opt(18, 0, 0).unwrap()));
    }

    #[test]
    fn saturday_and_sunday_are_the_weekend() {
        let day = |d| NaiveDate::from_ymd_opt(2031, 3, d).unwrap();
        assert!(!is_weekend(day(14)), "a Friday");
        assert!(is_weekend(day(15)));
        assert!(is_weekend(day(16)));
        assert!(!is_weekend(day(17)), "a Monday");
    }
}

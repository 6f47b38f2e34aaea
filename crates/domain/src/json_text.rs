//! Dates and times written into JSON as one string each. serde_json writes what a type formats
//! through `collect_str` one character at a time, escaping each; for a staff page of 50
//! appointments, with six dates or instants each, that was a fifth of the server's work. Here the
//! text is formatted into a small buffer on the stack and written in one piece, unchanged.

use std::fmt;
use std::io::{Cursor, Write};

use chrono::{DateTime, NaiveDate, NaiveTime, Timelike, Utc};
use serde::ser::Error;
use serde::Serializer;

/// Long enough for the longest of them, "+262142-12-31T23:59:59.999999999Z".
const LONGEST: usize = 40;

fn in_one_piece<S: Serializer>(out: S, text: fmt::Arguments) -> Result<S::Ok, S::Error> {
    let mut buffer = [0u8; LONGEST];
    let mut cursor = Cursor::new(&mut buffer[..]);
    cursor.write_fmt(text).map_err(S::Error::custom)?;
    let written = usize::try_from(cursor.position()).map_err(S::Error::custom)?;
    out.serialize_str(std::str::from_utf8(&buffer[..written]).map_err(S::Error::custom)?)
}

/// "2026-12-01", as chrono writes it.
pub fn date<S: Serializer>(date: &NaiveDate, out: S) -> Result<S::Ok, S::Error> {
    in_one_piece(out, format_args!("{date}"))
}

/// [`date`], or `null`.
pub fn optional_date<S: Serializer>(date: &Option<NaiveDate>, out: S) -> Result<S::Ok, S::Error> {
    match date {
        Some(date) => self::date(date, out),
        None => out.serialize_none(),
    }
}

/// "14:30".
pub fn hour_and_minute<S: Serializer>(time: &NaiveTime, out: S) -> Result<S::Ok, S::Error> {
    in_one_piece(out, format_args!("{:02}:{:02}", time.hour(), time.minute()))
}

/// "2026-11-23T13:44:07.097949Z", as chrono's serde writes it.
pub fn instant<S: Serializer>(at: &DateTime<Utc>, out: S) -> Result<S::Ok, S::Error> {
    in_one_piece(out, format_args!("{at:?}"))
}

/// [`instant`], or `null`.
pub fn optional_instant<S: Serializer>(
    at: &Option<DateTime<Utc>>,
    out: S,
) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => instant(at, out),
        None => out.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;
    use serde::Serialize;

    use super::*;

    #[derive(Serialize)]
    struct Written {
        #[serde(serialize_with = "date")]
        date: NaiveDate,
        #[serde(serialize_with = "hour_and_minute")]
        time: NaiveTime,
        #[serde(serialize_with = "instant")]
        at: DateTime<Utc>,
    }

    #[derive(Serialize)]
    struct AsChronoWritesThem {
        date: NaiveDate,
        time: String,
        at: DateTime<Utc>,
    }

    #[test]
    fn the_text_is_what_chrono_and_serde_json_write() {
        let date = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let time = NaiveTime::from_hms_opt(9, 5, 59).unwrap();
        for at in [
            Utc.with_ymd_and_hms(2026, 11, 23, 13, 44, 7).unwrap()
                + chrono::Duration::microseconds(97_949),
            Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).unwrap(),
        ] {
            let ours = serde_json::to_string(&Written { date, time, at }).unwrap();
            let theirs = serde_json::to_string(&AsChronoWritesThem {
                date,
                time: time.format("%H:%M").to_string(),
                at,
            })
            .unwrap();
            assert_eq!(ours, theirs);
        }
    }
}

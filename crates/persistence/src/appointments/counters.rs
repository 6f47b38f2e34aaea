//! Counting appointments from the day and month counters (migrations 000006 and 000007).

use chrono::{Datelike, Months, NaiveDate};
use diesel::dsl::sum;
use diesel::prelude::*;
use domain::appointments::{Status, StatusCounts};
use domain::users::UserId;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{appointment_day_counts, appointment_month_counts, appointments};

pub(super) fn read_counts(
    db: &Database,
    owner: Option<UserId>,
) -> Result<StatusCounts, RepositoryError> {
    let mut conn = db.connection()?;
    let by_status: Vec<(String, i64)> = match owner {
        Some(owner) => appointments::table
            .filter(appointments::user_id.eq(owner.0))
            .group_by(appointments::status)
            .select((appointments::status, diesel::dsl::count_star()))
            .load(&mut conn),
        None => appointment_month_counts::table
            .group_by(appointment_month_counts::status)
            .select((
                appointment_month_counts::status,
                sum(appointment_month_counts::n).assume_not_null(),
            ))
            .load(&mut conn),
    }
    .map_err(from_diesel)?;
    let of = |status: Status| {
        by_status.iter().filter(|(name, _)| name == status.as_str()).map(|(_, n)| n).sum()
    };
    Ok(StatusCounts {
        total: by_status.iter().map(|(_, n)| n).sum(),
        pending: of(Status::Pending),
        completed: of(Status::Completed),
    })
}

/// One row of `appointment_day_counts`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DayCount {
    pub(crate) date: NaiveDate,
    pub(crate) status: String,
    pub(crate) n: i32,
}

/// Every day counter: one row per day and status that has appointments.
pub(super) fn read_day_counts(db: &Database) -> Result<Vec<DayCount>, RepositoryError> {
    let mut conn = db.connection()?;
    let rows: Vec<(NaiveDate, String, i32)> = appointment_day_counts::table
        .select((
            appointment_day_counts::date,
            appointment_day_counts::status,
            appointment_day_counts::n,
        ))
        .load(&mut conn)
        .map_err(from_diesel)?;
    Ok(rows.into_iter().map(|(date, status, n)| DayCount { date, status, n }).collect())
}

/// A count of everyone's appointments over a range of days, in one status or all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct EveryonesCount {
    pub(super) from: Option<NaiveDate>,
    pub(super) to: Option<NaiveDate>,
    pub(super) status: Option<Status>,
}

impl EveryonesCount {
    /// The total from the day counters.
    pub(super) fn total(&self, days: &[DayCount]) -> i64 {
        days.iter()
            .filter(|day| self.from.is_none_or(|from| day.date >= from))
            .filter(|day| self.to.is_none_or(|to| day.date <= to))
            .filter(|day| self.status.is_none_or(|status| day.status == status.as_str()))
            .map(|day| i64::from(day.n))
            .sum()
    }
}

/// How many of everyone's appointments fall on the days and in the status asked: whole months
/// from the month counters, the days at the edges of the range from the day counters
/// (migrations 000006 and 000007), a few dozen rows however long the agenda.
pub(super) fn counted(
    conn: &mut PgConnection,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    status: Option<Status>,
) -> QueryResult<i64> {
    let mut days =
        appointment_day_counts::table.select(sum(appointment_day_counts::n)).into_boxed();
    if let Some(from) = from {
        days = days.filter(appointment_day_counts::date.ge(from));
    }
    if let Some(to) = to {
        days = days.filter(appointment_day_counts::date.le(to));
    }
    if let Some(status) = status {
        days = days.filter(appointment_day_counts::status.eq(status.as_str()));
    }
    let Some(whole) = WholeMonths::inside(from, to) else {
        return Ok(days.get_result::<Option<i64>>(conn)?.unwrap_or(0));
    };
    let mut months =
        appointment_month_counts::table.select(sum(appointment_month_counts::n)).into_boxed();
    if let Some(first) = whole.first {
        months = months.filter(appointment_month_counts::month.ge(first));
    }
    if let Some(end) = whole.end {
        months = months.filter(appointment_month_counts::month.lt(end));
    }
    if let Some(status) = status {
        months = months.filter(appointment_month_counts::status.eq(status.as_str()));
    }
    let edges = match (whole.first, whole.end) {
        (None, None) => None,
        (Some(first), None) => Some(days.filter(appointment_day_counts::date.lt(first))),
        (None, Some(end)) => Some(days.filter(appointment_day_counts::date.ge(end))),
        (Some(first), Some(end)) => Some(days.filter(
            appointment_day_counts::date.lt(first).or(appointment_day_counts::date.ge(end)),
        )),
    };
    // One statement, so the months and the edge days are read from the same snapshot.
    let sums: Vec<Option<i64>> = match edges {
        None => months.load(conn)?,
        Some(edges) => months.union_all(edges).load(conn)?,
    };
    Ok(sums.into_iter().flatten().sum())
}

/// The calendar months lying wholly inside a range of days whose ends may be open: from the
/// month starting on `first` up to, not including, the one starting on `end` (`None`: unbounded).
#[derive(Debug, PartialEq, Eq)]
struct WholeMonths {
    first: Option<NaiveDate>,
    end: Option<NaiveDate>,
}

impl WholeMonths {
    /// `None` when no whole month lies inside the range.
    fn inside(from: Option<NaiveDate>, to: Option<NaiveDate>) -> Option<Self> {
        let first = match from {
            Some(from) if from.day() == 1 => Some(from),
            // The range starts in the last month the calendar has: no whole month follows.
            Some(from) => Some(first_of_next_month(from)?),
            None => None,
        };
        let end = match to {
            // A range ending on the calendar's very last day runs to its end.
            Some(to) if to.succ_opt().is_none_or(|next| next.day() == 1) => first_of_next_month(to),
            Some(to) => Some(to.with_day(1)?),
            None => None,
        };
        match (first, end) {
            (Some(first), Some(end)) if first >= end => None,
            _ => Some(Self { first, end }),
        }
    }
}

fn first_of_next_month(day: NaiveDate) -> Option<NaiveDate> {
    day.with_day(1)?.checked_add_months(Months::new(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_total_from_memory_counts_the_days_of_the_range_in_the_status_asked() {
        let day = |text: &str, status: &str, n: i32| DayCount {
            date: NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap(),
            status: status.into(),
            n,
        };
        let days = [
            day("2026-01-31", "pending", 1),
            day("2026-02-01", "pending", 2),
            day("2026-02-01", "confirmed", 4),
            day("2026-02-28", "pending", 8),
            day("2026-03-01", "pending", 16),
        ];
        let first = NaiveDate::from_ymd_opt(2026, 2, 1);
        let last = NaiveDate::from_ymd_opt(2026, 2, 28);
        let count = |from, to, status| EveryonesCount { from, to, status }.total(&days);
        assert_eq!(count(None, None, None), 31);
        assert_eq!(count(first, last, None), 14, "both ends included");
        assert_eq!(count(first, None, Some(Status::Pending)), 26);
        assert_eq!(count(None, last, Some(Status::Confirmed)), 4);
        assert_eq!(count(last, first, None), 0, "an empty range");
    }

    fn day(text: &str) -> Option<NaiveDate> {
        Some(NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a test date"))
    }

    fn months(first: &str, end: &str) -> Option<WholeMonths> {
        Some(WholeMonths { first: day(first), end: day(end) })
    }

    #[test]
    fn whole_months_are_those_the_range_covers_from_their_first_to_their_last_day() {
        assert_eq!(WholeMonths::inside(None, None), Some(WholeMonths { first: None, end: None }));
        assert_eq!(
            WholeMonths::inside(day("2026-11-24"), day("2027-03-10")),
            months("2026-12-01", "2027-03-01")
        );
        assert_eq!(
            WholeMonths::inside(day("2026-11-01"), day("2027-02-28")),
            months("2026-11-01", "2027-03-01")
        );
        assert_eq!(
            WholeMonths::inside(day("2028-02-01"), day("2028-02-29")),
            months("2028-02-01", "2028-03-01")
        );
        assert_eq!(
            WholeMonths::inside(day("2026-11-24"), None),
            Some(WholeMonths { first: day("2026-12-01"), end: None })
        );
        assert_eq!(
            WholeMonths::inside(None, day("2026-11-24")),
            Some(WholeMonths { first: None, end: day("2026-11-01") })
        );
    }

    #[test]
    fn a_range_without_a_whole_month_is_counted_by_its_days() {
        assert_eq!(WholeMonths::inside(day("2026-11-02"), day("2026-11-30")), None);
        assert_eq!(WholeMonths::inside(day("2026-11-24"), day("2026-12-30")), None);
        assert_eq!(WholeMonths::inside(day("2026-12-10"), day("2026-11-10")), None);
        assert_eq!(WholeMonths::inside(day("2026-12-01"), day("2026-11-30")), None);
    }

    #[test]
    fn the_ends_of_the_calendar_do_not_overflow() {
        assert_eq!(
            WholeMonths::inside(Some(NaiveDate::MAX), None),
            None,
            "no whole month after the calendar's last day"
        );
        assert_eq!(
            WholeMonths::inside(None, Some(NaiveDate::MAX)),
            Some(WholeMonths { first: None, end: None })
        );
    }
}

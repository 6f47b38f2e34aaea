//! Reminders before an appointment (docs/product-decisions.md, decision 20): outbox rows with a
//! due time, at most one waiting per appointment and offset, written in the transaction of the
//! change that causes them.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};

use super::model::Appointment;
use super::status::Status;
use super::TIME_ZONE;
use crate::notifications::Notification;

/// The longest offset `REMINDER_OFFSETS` may name, and how many it may list.
pub const MAX_REMINDER_OFFSET: Duration = Duration::days(30);
pub const MAX_REMINDERS: usize = 5;

/// How long before its start an appointment is reminded of, longest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReminderOffsets(Vec<Duration>);

impl Default for ReminderOffsets {
    /// A day and two hours before.
    fn default() -> Self {
        Self(vec![Duration::hours(24), Duration::hours(2)])
    }
}

impl ReminderOffsets {
    /// No reminders at all.
    pub fn none() -> Self {
        Self(Vec::new())
    }

    /// Reads `24h,2h`: offsets in whole minutes (`90m`), hours (`2h`) or days (`1d`), separated
    /// by commas; `none` for no reminders. Each is positive, at most 30 days, listed once.
    pub fn parse(text: &str) -> Result<Self, String> {
        if text.trim().eq_ignore_ascii_case("none") {
            return Ok(Self::none());
        }
        let mut offsets = text.split(',').map(parse_offset).collect::<Result<Vec<_>, _>>()?;
        offsets.sort_by(|a, b| b.cmp(a));
        if offsets.windows(2).any(|pair| pair[0] == pair[1]) {
            return Err("an offset is listed twice".into());
        }
        if offsets.len() > MAX_REMINDERS {
            return Err(format!("at most {MAX_REMINDERS} offsets"));
        }
        Ok(Self(offsets))
    }

    pub fn iter(&self) -> impl Iterator<Item = Duration> + '_ {
        self.0.iter().copied()
    }
}

fn parse_offset(part: &str) -> Result<Duration, String> {
    let part = part.trim();
    let unit = |suffix: char, of: fn(i64) -> Duration| {
        part.strip_suffix(suffix).map(|number| number.parse::<i64>().map(of))
    };
    let offset = unit('m', Duration::minutes)
        .or_else(|| unit('h', Duration::hours))
        .or_else(|| unit('d', Duration::days))
        .and_then(Result::ok)
        .ok_or_else(|| {
            format!("{part:?} is not an offset such as 24h, 90m or 1d (a number and m, h or d)")
        })?;
    if offset <= Duration::zero() || offset > MAX_REMINDER_OFFSET {
        return Err(format!("{part:?} must be more than 0 and at most 30 days"));
    }
    Ok(offset)
}

/// One reminder to queue: due `offset_minutes` before the appointment starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledReminder {
    /// With the appointment, the reminder's key: one waits per appointment and offset.
    pub offset_minutes: i32,
    pub due_at: DateTime<Utc>,
    pub mail: Notification,
}

/// What a booking or a change does to the appointment's waiting reminders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReminderPlan {
    /// Leave them: nothing they show or when they are due changed.
    Keep,
    /// Drop them and queue these instead (none once the appointment is no longer active).
    Replace(Vec<ScheduledReminder>),
}

/// When an appointment on `date` at `time` (São Paulo) starts.
pub fn starts_at(date: NaiveDate, time: NaiveTime) -> Option<DateTime<Utc>> {
    date.and_time(time)
        .and_local_timezone(TIME_ZONE)
        .earliest()
        .map(|local| local.with_timezone(&Utc))
}

/// The reminders `after` needs, `before` being the appointment as it was (`None` when new).
/// An appointment that is neither pending nor confirmed has none; one that moved (or changed
/// service, place, client or came back from cancelled) gets new ones; a reminder whose due time
/// has passed is never queued, so a booking two hours ahead gets no two-hour reminder.
pub fn plan_reminders(
    before: Option<&Appointment>,
    after: &Appointment,
    offsets: &ReminderOffsets,
    now: DateTime<Utc>,
    mail: &dyn Fn() -> Notification,
) -> ReminderPlan {
    if !reminded(after.summary.status) {
        return ReminderPlan::Replace(Vec::new());
    }
    if before.is_some_and(|before| reminded(before.summary.status) && same_reminder(before, after))
    {
        return ReminderPlan::Keep;
    }
    let Some(starts) = starts_at(after.summary.date, after.summary.time) else {
        return ReminderPlan::Replace(Vec::new());
    };
    ReminderPlan::Replace(
        offsets
            .iter()
            .map(|offset| (offset, starts - offset))
            .filter(|(_, due_at)| *due_at > now)
            .filter_map(|(offset, due_at)| {
                Some(ScheduledReminder {
                    offset_minutes: i32::try_from(offset.num_minutes()).ok()?,
                    due_at,
                    mail: mail(),
                })
            })
            .collect(),
    )
}

fn reminded(status: Status) -> bool {
    matches!(status, Status::Pending | Status::Confirmed)
}

/// Whether a waiting reminder of `before` still says and goes where one of `after` would.
fn same_reminder(before: &Appointment, after: &Appointment) -> bool {
    let (b, a) = (&before.summary, &after.summary);
    (b.date, b.time, &b.location, b.service_id, &b.client_name, &b.client_email, before.user_id)
        == (
            a.date,
            a.time,
            &a.location,
            a.service_id,
            &a.client_name,
            &a.client_email,
            after.user_id,
        )
}

//! What, where and when: the service, its place, the day and the slot.

use chrono::{DateTime, Months, NaiveDate, NaiveTime, Utc};

use super::fields::{date, text, DateRange};
use super::messages;
use crate::appointments::locations::locations_for;
use crate::appointments::slots::{is_slot, is_weekend};
use crate::appointments::TIME_ZONE;
use crate::catalog::Service;
use crate::FieldErrors;

/// The schedule part of a valid form.
pub(super) struct Schedule<'s> {
    pub service: &'s Service,
    pub location: String,
    pub date: NaiveDate,
    pub time: NaiveTime,
}

/// The schedule part as sent.
pub(super) struct ScheduleFields<'f> {
    pub service_id: Option<i64>,
    pub location: &'f str,
    pub date: Option<&'f str>,
    pub time: Option<&'f str>,
}

impl ScheduleFields<'_> {
    /// `service` is what `service_id` names, when it exists and is bookable; `client_now`, when
    /// a client picks the day, is the time it must be after. Anyone's day lies between 2000 and
    /// two years after `today`. Every field is read, so that the form answers all its messages
    /// at once.
    pub fn read<'s>(
        &self,
        service: Option<&'s Service>,
        today: NaiveDate,
        client_now: Option<DateTime<Utc>>,
        errors: &mut FieldErrors,
    ) -> Option<Schedule<'s>> {
        match (self.service_id, service) {
            (None, _) => errors.add("serviceId", messages::SERVICE_REQUIRED),
            (Some(_), None) => errors.add("serviceId", messages::SERVICE_NOT_FOUND),
            (Some(_), Some(_)) => {}
        }
        let service = service.filter(|_| self.service_id.is_some());
        let location = text(Some(self.location));
        match (&location, service) {
            (None, _) => errors.add("location", messages::LOCATION_REQUIRED),
            (Some(place), Some(service))
                if !locations_for(&service.name).contains(&place.as_str()) =>
            {
                errors.add("location", messages::LOCATION_NOT_OFFERED)
            }
            _ => {}
        }
        let range = DateRange {
            first: NaiveDate::from_ymd_opt(2000, 1, 1).expect("a calendar day"),
            last: today.checked_add_months(Months::new(24)).unwrap_or(NaiveDate::MAX),
            outside: messages::DATE_OUT_OF_RANGE,
        };
        let day = date(errors, "date", self.date, Some(messages::DATE_REQUIRED), range);
        let time = slot(errors, self.time);
        if let (Some(day), Some(time), Some(now)) = (day, time, client_now) {
            check_client_calendar(errors, day, time, now);
        }
        Some(Schedule { service: service?, location: location?, date: day?, time: time? })
    }
}

/// One of the day's bookable times, `HH:mm`.
fn slot(errors: &mut FieldErrors, value: Option<&str>) -> Option<NaiveTime> {
    let Some(value) = text(value) else {
        errors.add("time", messages::TIME_REQUIRED);
        return None;
    };
    let time = NaiveTime::parse_from_str(&value, "%H:%M").ok().filter(|t| is_slot(*t));
    if time.is_none() {
        errors.add("time", messages::TIME_INVALID);
    }
    time
}

/// Clients book a weekday, and a time still ahead in São Paulo.
fn check_client_calendar(
    errors: &mut FieldErrors,
    date: NaiveDate,
    time: NaiveTime,
    now: DateTime<Utc>,
) {
    if is_weekend(date) {
        errors.add("date", messages::WEEKDAYS_ONLY);
    }
    if date.and_time(time) <= now.with_timezone(&TIME_ZONE).naive_local() {
        errors.add("date", messages::FUTURE_ONLY);
    }
}

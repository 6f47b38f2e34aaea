//! Which days a place opens: what availability and booking ask.

use std::sync::Arc;

use chrono::{Duration, NaiveDate};

use super::holidays::holiday_on;
use super::model::{ClosedDay, Closure};
use super::ports::ClosureRepository;
use crate::appointments::AppointmentSummary;
use crate::{DomainError, FieldErrors, RepositoryError};

/// The refusal of a closed day: 'Fechado em 25/12/2026: Natal.'
pub fn closed_message(day: &ClosedDay) -> String {
    format!("Fechado em {}: {}.", day.date.format("%d/%m/%Y"), day.reason.trim_end_matches('.'))
}

/// National holidays and the closures staff set, as one calendar.
#[derive(Clone)]
pub struct ClosedDays {
    closures: Arc<dyn ClosureRepository>,
}

impl ClosedDays {
    pub fn new(closures: Arc<dyn ClosureRepository>) -> Self {
        Self { closures }
    }

    /// Why `location` is closed on `date`, when it is: a national holiday first, then the
    /// closure of that place or of every place.
    pub fn on(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Option<ClosedDay>, RepositoryError> {
        Ok(self.between(Some(location), date, date)?.into_iter().next())
    }

    /// The closed days from `first` to `last` at `location` (or of every place), by day; one
    /// reason per day.
    pub fn between(
        &self,
        location: Option<&str>,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<ClosedDay>, RepositoryError> {
        let closures = self.closures.overlapping(location, first, last)?;
        let mut days = Vec::new();
        let mut date = first;
        while date <= last {
            days.extend(closed_day(&closures, location, date));
            date += Duration::days(1);
        }
        Ok(days)
    }

    /// Marks each appointment still to take place, from `today` on, whose day has closed since it
    /// was booked with the closure's message. The closures not yet over are one read, the same
    /// for every list of the day, so a page of the agenda costs no extra query.
    pub fn mark(
        &self,
        today: NaiveDate,
        appointments: &mut [AppointmentSummary],
    ) -> Result<(), RepositoryError> {
        let ahead = |a: &AppointmentSummary| a.status.is_upcoming() && a.date >= today;
        if !appointments.iter().any(ahead) {
            return Ok(());
        }
        let closures = self.closures.list(today)?;
        for appointment in appointments.iter_mut().filter(|a| ahead(a)) {
            appointment.closed_notice =
                closed_day(&closures, Some(&appointment.location), appointment.date)
                    .map(|day| closed_message(&day));
        }
        Ok(())
    }

    /// Refuses a booking on a closed day, with the reason, on the field `date`.
    pub fn check_open(&self, location: &str, date: NaiveDate) -> Result<(), DomainError> {
        match self.on(location, date)? {
            Some(closed) => {
                Err(DomainError::Validation(FieldErrors::single("date", closed_message(&closed))))
            }
            None => Ok(()),
        }
    }
}

/// Why `location` is closed on `date` by a holiday or one of `closures`, when it is.
pub(crate) fn closed_among(
    closures: &[Closure],
    location: &str,
    date: NaiveDate,
) -> Option<ClosedDay> {
    closed_day(closures, Some(location), date)
}

/// Why `location` (or every place, when `None`) is closed on `date`: a national holiday first,
/// then the first closure of that place or of every place among `closures`.
fn closed_day(closures: &[Closure], location: Option<&str>, date: NaiveDate) -> Option<ClosedDay> {
    let applies = |c: &&Closure| c.location.is_none() || c.location.as_deref() == location;
    let reason = holiday_on(date).map(|h| h.name.to_owned()).or_else(|| {
        closures
            .iter()
            .filter(applies)
            .find(|c| (c.first_day..=c.last_day).contains(&date))
            .map(|c| c.reason.clone())
    })?;
    Some(ClosedDay { date, reason })
}

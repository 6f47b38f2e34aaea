//! Which of a day's times are free at a place: taken, held for the waitlist, closed, past.

use chrono::NaiveDate;

use super::locations::locations_for;
use super::model::{Appointment, AppointmentDraft, SlotAvailability};
use super::service::{AppointmentService, SERVICE_NOT_FOUND};
use super::slots::{is_weekend, slots};
use super::TIME_ZONE;
use crate::catalog::ServiceId;
use crate::{Actor, Conflict, DomainError, FieldErrors, RepositoryError};

impl AppointmentService {
    /// The day's 18 slots at a place, each free or not. For clients, past
    /// times and weekends are never free.
    pub fn availability(
        &self,
        actor: &Actor,
        service_id: ServiceId,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<SlotAvailability>, DomainError> {
        let service = self
            .bookable(Some(service_id.0))?
            .ok_or_else(|| DomainError::NotFound(SERVICE_NOT_FOUND.into()))?;
        if !locations_for(&service.name).contains(&location) {
            return Err(DomainError::Validation(FieldErrors::single(
                "location",
                super::form::messages::LOCATION_NOT_OFFERED,
            )));
        }
        self.day_slots(location, date, actor.is_admin())
    }

    /// The slots of a day at an appointment's place, as a client sees them: where a 'Remarcar'
    /// link may move it.
    pub(super) fn slots_for_client(
        &self,
        appointment: &Appointment,
        date: NaiveDate,
    ) -> Result<Vec<SlotAvailability>, DomainError> {
        self.day_slots(&appointment.summary.location, date, false)
    }

    /// A day's slots at a place: taken ones, those of a closed day and ones held for the waitlist
    /// are never free; for clients, past times and weekends are not either.
    pub(super) fn day_slots(
        &self,
        location: &str,
        date: NaiveDate,
        by_admin: bool,
    ) -> Result<Vec<SlotAvailability>, DomainError> {
        let now = self.clock.now().with_timezone(&TIME_ZONE).naive_local();
        let passed = |time| date.and_time(time) <= now;
        if self.closed.on(location, date)?.is_some() {
            return Ok(slots()
                .into_iter()
                .map(|time| SlotAvailability { time, available: false, passed: passed(time) })
                .collect());
        }
        let taken = if location == super::locations::OTHER {
            Vec::new()
        } else {
            let mut taken = self.appointments.taken_times(location, date)?;
            taken.extend(self.appointments.held_times(location, date, self.clock.now())?);
            taken
        };
        let weekend = is_weekend(date);
        Ok(slots()
            .into_iter()
            .map(|time| SlotAvailability {
                time,
                available: !taken.contains(&time) && (by_admin || (!weekend && !passed(time))),
                passed: passed(time),
            })
            .collect())
    }

    /// A slot held for someone on the waitlist is not for a client to book.
    pub(super) fn refuse_held(&self, draft: &AppointmentDraft) -> Result<(), DomainError> {
        let held = self.appointments.held_times(&draft.location, draft.date, self.clock.now())?;
        if held.contains(&draft.time) {
            return Err(self.refusal(RepositoryError::Duplicate(Conflict::SlotTaken)));
        }
        Ok(())
    }

    pub fn locations(&self, service_id: ServiceId) -> Result<Vec<&'static str>, DomainError> {
        let service = self
            .bookable(Some(service_id.0))?
            .ok_or_else(|| DomainError::NotFound(SERVICE_NOT_FOUND.into()))?;
        Ok(locations_for(&service.name).to_vec())
    }
}

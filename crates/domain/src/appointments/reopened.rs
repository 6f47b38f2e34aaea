//! A closure removed: the appointments still on its days get back the reminders it dropped, and
//! their clients hear that the day reopened.

use super::model::Appointment;
use super::ports::Outgoing;
use super::reminders::{starts_at, ReminderPlan};
use super::service::AppointmentService;
use crate::closures::{ClosedAppointment, ReopenedDays};
use crate::notifications::{BookedSlot, Notification};
use crate::{DomainError, RepositoryError};

impl ReopenedDays for AppointmentService {
    fn reopened(&self, appointments: &[ClosedAppointment]) -> Result<(), DomainError> {
        let now = self.clock.now();
        for closed in appointments {
            let was = &closed.summary;
            if starts_at(was.date, was.time).is_none_or(|starts| starts <= now)
                || self.closed.on(&was.location, was.date)?.is_some()
            {
                // Begun already, or another closure (or a holiday) still keeps the day.
                continue;
            }
            let mails = |stored: &Appointment| self.reopened_mails(closed, stored);
            match self.appointments.requeue(was.id, &mails) {
                Ok(_) | Err(RepositoryError::NotFound) => {}
                Err(other) => return Err(other.into()),
            }
        }
        Ok(())
    }
}

impl AppointmentService {
    /// The reminders of `stored` queued anew and the mail that its day reopened; nothing when
    /// it was cancelled or moved in the meantime (a move queued its own reminders).
    fn reopened_mails(&self, closed: &ClosedAppointment, stored: &Appointment) -> Outgoing {
        let now = &stored.summary;
        let was = &closed.summary;
        let unchanged = now.status.is_active()
            && (now.date, now.time, &now.location) == (was.date, was.time, &was.location);
        if !unchanged {
            return Outgoing {
                mails: Vec::new(),
                reminders: ReminderPlan::Keep,
                tokens: Vec::new(),
                freed: None,
            };
        }
        let (reminders, tokens) = self.reminders(None, stored, &closed.recipient);
        let reopened = Notification::AppointmentDayReopened {
            to: closed.recipient.clone(),
            name: now.client_name.clone(),
            appointment: BookedSlot::from(now),
            appointment_url: self.appointment_url(),
        };
        Outgoing { mails: vec![reopened], reminders, tokens, freed: None }
    }
}

//! A closure removed: the appointments still on its days get back the reminders it dropped, and
//! their clients hear that the day reopened.

use chrono::NaiveDate;

use super::model::Appointment;
use super::ports::Outgoing;
use super::reminders::starts_at;
use super::service::AppointmentService;
use crate::closures::{ClosedAppointment, ReopenedDays};
use crate::notifications::{BookedSlot, Notification};

impl ReopenedDays for AppointmentService {
    fn reopened(
        &self,
        closed: &ClosedAppointment,
        stored: &Appointment,
        still_closed: &dyn Fn(&str, NaiveDate) -> bool,
    ) -> Outgoing {
        let now = &stored.summary;
        let was = &closed.summary;
        // A move or a cancellation in the meantime queued what it needed itself.
        let unchanged = now.status.is_active()
            && (now.date, now.time, &now.location) == (was.date, was.time, &was.location);
        let to_come = starts_at(now.date, now.time).is_some_and(|starts| starts > self.clock.now());
        if !unchanged || !to_come || still_closed(&now.location, now.date) {
            return Outgoing::nothing();
        }
        let recipient = closed.recipient();
        let (reminders, tokens) = self.reminders(None, stored, recipient);
        let reopened = Notification::AppointmentDayReopened {
            to: recipient.to_owned(),
            name: now.client_name.clone(),
            appointment: BookedSlot::from(now),
            appointment_url: self.appointment_url(),
        };
        Outgoing { mails: vec![reopened], reminders, tokens, freed: None }
    }
}

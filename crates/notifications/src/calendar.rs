//! The .ics invite attached to a client's appointment mail (iTIP, RFC 5546): one UID per
//! appointment and a SEQUENCE that rises with each change, so calendar apps update or remove
//! the event they already hold instead of adding a copy.

use chrono::Duration;
use domain::appointments::{Status, TIME_ZONE};
use domain::notifications::{AppointmentDetails, AppointmentEvent, DeliveryError};
use icalendar::{Calendar, CalendarDateTime, Component, EventLike, EventStatus, Property};

/// Appointments take one 30-minute slot.
const SLOT: Duration = Duration::minutes(30);

/// São Paulo's zone as calendars need it spelled out: UTC-3 all year since 2019, when Brazil
/// ended daylight saving time.
const SAO_PAULO: &str = "BEGIN:VCALENDAR\r\n\
VERSION:2.0\r\n\
PRODID:-//Facilitando Burocracias//Portal//PT\r\n\
BEGIN:VTIMEZONE\r\n\
TZID:America/Sao_Paulo\r\n\
X-LIC-LOCATION:America/Sao_Paulo\r\n\
BEGIN:STANDARD\r\n\
TZOFFSETFROM:-0300\r\n\
TZOFFSETTO:-0300\r\n\
TZNAME:-03\r\n\
DTSTART:19700101T000000\r\n\
END:STANDARD\r\n\
END:VTIMEZONE\r\n\
END:VCALENDAR\r\n";

/// An invite and the iTIP method it carries, which the attachment's content type repeats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invite {
    pub method: &'static str,
    pub ics: String,
}

/// The appointment as one event in São Paulo time: REQUEST while it stands (TENTATIVE while
/// pending, CONFIRMED once confirmed), CANCEL once cancelled. `organizer` is the portal's
/// sending address and `attendee` the client's.
pub fn invite(
    appointment: &AppointmentDetails,
    event: AppointmentEvent,
    organizer: &str,
    attendee: &str,
) -> Result<Invite, DeliveryError> {
    let cancelled = event == AppointmentEvent::Cancelled || appointment.status == Status::Cancelled;
    let (method, status) = match appointment.status {
        _ if cancelled => ("CANCEL", EventStatus::Cancelled),
        Status::Pending => ("REQUEST", EventStatus::Tentative),
        _ => ("REQUEST", EventStatus::Confirmed),
    };
    let starts = appointment.date.and_time(appointment.time);
    let tzid = TIME_ZONE.name();
    let local = |date_time| CalendarDateTime::WithTimezone { date_time, tzid: tzid.to_owned() };
    let mut description = format!("Status: {}", appointment.status.label());
    if let Some(notes) = &appointment.notes {
        description.push_str(&format!("\nObservações: {notes}"));
    }
    let sequence = u32::try_from(appointment.sequence).unwrap_or(0);
    let calendar_event = icalendar::Event::new()
        .uid(&format!("agendamento-{}@facilitando-burocracias", appointment.id))
        .sequence(sequence)
        .summary(&format!("{} - Facilitando Burocracias", appointment.service_name))
        .location(&appointment.location)
        .description(&description)
        .starts(local(starts))
        .ends(local(starts + SLOT))
        .status(status)
        .append_property(
            Property::new("ORGANIZER", format!("mailto:{organizer}"))
                .add_parameter("CN", "Facilitando Burocracias")
                .done(),
        )
        .append_property(
            Property::new("ATTENDEE", format!("mailto:{attendee}"))
                .add_parameter("CN", &appointment.client_name)
                .add_parameter("ROLE", "REQ-PARTICIPANT")
                .add_parameter("RSVP", "FALSE")
                .done(),
        )
        .done();
    let zone: Calendar =
        SAO_PAULO.parse().map_err(|e| DeliveryError::Permanent(format!("time zone block: {e}")))?;
    let mut calendar = Calendar::new();
    calendar
        .name("Facilitando Burocracias")
        .timezone(tzid)
        .append_property(Property::new("METHOD", method));
    for component in zone.components {
        calendar.push(component);
    }
    Ok(Invite { method, ics: calendar.push(calendar_event).done().to_string() })
}

#[cfg(test)]
mod tests;

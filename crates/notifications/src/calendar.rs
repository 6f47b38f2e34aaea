//! The .ics invite attached to a client's appointment mail.

use chrono::Duration;
use domain::appointments::TIME_ZONE;
use domain::notifications::{AppointmentDetails, AppointmentEvent};
use icalendar::{Calendar, CalendarDateTime, Component, EventLike, EventStatus};

/// Appointments take one 30-minute slot.
const SLOT: Duration = Duration::minutes(30);

/// A calendar with the appointment as one event, in São Paulo time. Its UID
/// stays the same across changes, so calendars update or cancel the event.
pub fn invite(appointment: &AppointmentDetails, event: AppointmentEvent) -> String {
    let starts = appointment.date.and_time(appointment.time);
    let tzid = TIME_ZONE.name();
    let local = |date_time| CalendarDateTime::WithTimezone {
        date_time,
        tzid: tzid.to_owned(),
    };
    let mut description = format!("Status: {}", appointment.status.label());
    if let Some(notes) = &appointment.notes {
        description.push_str(&format!("\nObservações: {notes}"));
    }
    let status = if event == AppointmentEvent::Cancelled {
        EventStatus::Cancelled
    } else {
        EventStatus::Confirmed
    };
    let calendar_event = icalendar::Event::new()
        .uid(&format!(
            "agendamento-{}@facilitando-burocracias",
            appointment.id
        ))
        .summary(&format!(
            "{} - Facilitando Burocracias",
            appointment.service_name
        ))
        .location(&appointment.location)
        .description(&description)
        .starts(local(starts))
        .ends(local(starts + SLOT))
        .status(status)
        .done();
    Calendar::new()
        .name("Facilitando Burocracias")
        .timezone(tzid)
        .push(calendar_event)
        .done()
        .to_string()
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, NaiveTime};
    use domain::appointments::Status;

    use super::*;

    #[test]
    fn the_invite_parses_back_with_the_local_time_and_zone() {
        let appointment = AppointmentDetails {
            id: 7,
            client_name: "Ana".into(),
            client_email: "ana@exemplo.com".into(),
            client_phone: None,
            service_name: "Agendamento de Passaporte Italiano".into(),
            location: "Consulado Geral da Itália em São Paulo".into(),
            date: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
            time: NaiveTime::from_hms_opt(10, 30, 0).unwrap(),
            status: Status::Pending,
            notes: None,
            italian_lines: None,
        };
        let text = invite(&appointment, AppointmentEvent::Created);
        let parsed: Calendar = text.parse().expect("a parseable calendar");
        let event = parsed.components[0].as_event().expect("an event");
        assert_eq!(
            event.get_location(),
            Some("Consulado Geral da Itália em São Paulo")
        );
        assert_eq!(
            event.get_uid(),
            Some("agendamento-7@facilitando-burocracias")
        );
        let starts = event.get_start().expect("a start");
        assert_eq!(
            starts,
            icalendar::DatePerhapsTime::DateTime(CalendarDateTime::WithTimezone {
                date_time: NaiveDate::from_ymd_opt(2026, 11, 24)
                    .unwrap()
                    .and_hms_opt(10, 30, 0)
                    .unwrap(),
                tzid: "America/Sao_Paulo".into(),
            })
        );
        assert!(text.contains("DTSTART;TZID=America/Sao_Paulo:20261124T103000"));
        let cancelled = invite(&appointment, AppointmentEvent::Cancelled);
        assert!(cancelled.contains("STATUS:CANCELLED"));
    }
}

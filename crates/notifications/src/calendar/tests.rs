//! The invite read back with another library (`ical`): what calendar apps go by.

use chrono::{NaiveDate, NaiveTime};
use ical::parser::ical::component::IcalCalendar;
use ical::property::Property;

use super::*;

fn appointment(status: Status, sequence: i32) -> AppointmentDetails {
    AppointmentDetails {
        id: 7,
        client_name: "Ana".into(),
        client_email: "ana@exemplo.com".into(),
        client_phone: None,
        service_name: "Agendamento de Passaporte Italiano".into(),
        location: "Consulado Geral da Itália em São Paulo".into(),
        date: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
        time: NaiveTime::from_hms_opt(10, 30, 0).unwrap(),
        status,
        notes: None,
        italian_lines: None,
        sequence,
    }
}

fn parsed(appointment: &AppointmentDetails, event: AppointmentEvent) -> IcalCalendar {
    let invite = invite(appointment, event, "portal@exemplo.com", "ana@exemplo.com").unwrap();
    let mut calendars = ical::IcalParser::new(invite.ics.as_bytes());
    let calendar = calendars.next().expect("a calendar").expect("a valid calendar");
    assert!(calendars.next().is_none(), "one calendar");
    let method = value(&calendar.properties, "METHOD");
    assert_eq!(method.as_deref(), Some(invite.method), "the method told to the mailer");
    calendar
}

fn value(properties: &[Property], name: &str) -> Option<String> {
    properties.iter().find(|p| p.name == name).and_then(|p| p.value.clone())
}

/// The calendar's METHOD and its one event's UID, SEQUENCE and STATUS.
fn summary(calendar: &IcalCalendar) -> (String, String, String, String) {
    assert_eq!(calendar.events.len(), 1);
    let event = &calendar.events[0].properties;
    let get = |props: &[Property], name| value(props, name).unwrap_or_default();
    (
        get(&calendar.properties, "METHOD"),
        get(event, "UID"),
        get(event, "SEQUENCE"),
        get(event, "STATUS"),
    )
}

#[test]
fn the_invite_is_requested_then_updated_then_cancelled_under_one_uid() {
    let uid = "agendamento-7@facilitando-burocracias";
    let created = parsed(&appointment(Status::Pending, 0), AppointmentEvent::Created);
    assert_eq!(summary(&created), ("REQUEST".into(), uid.into(), "0".into(), "TENTATIVE".into()));
    let confirmed = parsed(&appointment(Status::Confirmed, 1), AppointmentEvent::Updated);
    assert_eq!(summary(&confirmed), ("REQUEST".into(), uid.into(), "1".into(), "CONFIRMED".into()));
    let cancelled = parsed(&appointment(Status::Cancelled, 2), AppointmentEvent::Cancelled);
    assert_eq!(summary(&cancelled), ("CANCEL".into(), uid.into(), "2".into(), "CANCELLED".into()));
}

#[test]
fn the_event_is_in_sao_paulo_time_with_its_zone_spelled_out() {
    let calendar = parsed(&appointment(Status::Confirmed, 0), AppointmentEvent::Created);
    assert_eq!(calendar.timezones.len(), 1);
    let zone = &calendar.timezones[0];
    assert_eq!(value(&zone.properties, "TZID").as_deref(), Some("America/Sao_Paulo"));
    assert_eq!(zone.transitions.len(), 1);
    assert_eq!(value(&zone.transitions[0].properties, "TZOFFSETTO").as_deref(), Some("-0300"));
    let event = &calendar.events[0].properties;
    let start = event.iter().find(|p| p.name == "DTSTART").unwrap();
    assert_eq!(start.value.as_deref(), Some("20261124T103000"));
    assert_eq!(start.params, Some(vec![("TZID".into(), vec!["America/Sao_Paulo".into()])]));
    assert_eq!(value(event, "DTEND").as_deref(), Some("20261124T110000"));
    assert_eq!(value(event, "ORGANIZER").as_deref(), Some("mailto:portal@exemplo.com"));
    assert_eq!(value(event, "ATTENDEE").as_deref(), Some("mailto:ana@exemplo.com"));
    assert_eq!(value(event, "LOCATION").as_deref(), Some("Consulado Geral da Itália em São Paulo"));
}

#[test]
fn a_cancelled_appointment_changed_again_is_still_a_cancellation() {
    let calendar = parsed(&appointment(Status::Cancelled, 3), AppointmentEvent::Updated);
    assert_eq!(summary(&calendar).0, "CANCEL");
}

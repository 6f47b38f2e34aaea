//! Reminders before an appointment and the invites of its changes, through the real outbox,
//! worker and mail folder.

use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};
use domain::clock::Clock;
use ical::parser::ical::component::IcalCalendar;
use persistence::{PgOutbox, WaitingReminder};
use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::agenda::{agenda, agenda_with, bookable_day, Agenda};

/// An .ics as found in a mail, read with the `ical` crate.
pub fn parse_ics(text: &str) -> IcalCalendar {
    ical::IcalParser::new(text.as_bytes()).next().expect("a calendar").expect("a valid calendar")
}

/// When `time` on the bookable day starts, São Paulo time.
fn start(time: &str) -> DateTime<Utc> {
    let day = NaiveDate::parse_from_str(&bookable_day(), "%Y-%m-%d").unwrap();
    let time = NaiveTime::parse_from_str(time, "%H:%M").unwrap();
    domain::appointments::starts_at(day, time).unwrap()
}

fn reminders(a: &Agenda) -> Vec<(i32, DateTime<Utc>)> {
    PgOutbox::new(a.app.db.database(1))
        .reminders()
        .unwrap()
        .into_iter()
        .map(|WaitingReminder { offset_minutes, due_at, .. }| (offset_minutes, due_at))
        .collect()
}

/// The reminder mails ana has received.
fn reminders_received(a: &Agenda) -> usize {
    std::fs::read_dir(a.app.mail_dir.path())
        .unwrap()
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .map(|eml| crate::helpers::decode_quoted_printable(&eml))
        .filter(|eml| {
            eml.contains("To: ana@exemplo.com") && eml.contains("Lembrete: o seu agendamento")
        })
        .count()
}

async fn wait_for_reminders(a: &Agenda, count: usize) {
    for _ in 0..100 {
        if reminders_received(a) >= count {
            return;
        }
        tokio::time::sleep(StdDuration::from_millis(50)).await;
    }
    panic!("{count} reminders did not arrive");
}

#[tokio::test]
async fn a_booking_schedules_its_reminders_a_move_moves_them_and_a_cancellation_drops_them() {
    let a = agenda().await;
    let (status, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    let day_and_two_hours = |time| {
        vec![(1440, start(time) - Duration::hours(24)), (120, start(time) - Duration::hours(2))]
    };
    assert_eq!(reminders(&a), day_and_two_hours("10:30"));

    let path = format!("/api/appointments/{}", booked["id"]);
    let mut moved = a.portuguese_form();
    moved["time"] = json!("15:00");
    let (status, body) = a.send(&a.staff, Method::PUT, &path, Some(&moved)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(reminders(&a), day_and_two_hours("15:00"));

    moved["status"] = json!("cancelled");
    let (status, _) = a.send(&a.ana, Method::PUT, &path, Some(&moved)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(reminders(&a), []);
}

#[tokio::test]
async fn two_instances_send_exactly_one_reminder_per_offset_once_each_is_due() {
    let a = agenda().await;
    a.app.start_sibling().await;
    let (status, _) = a.book(&a.ana, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CREATED);
    a.app.mails_to("ana@exemplo.com", 1).await;
    assert_eq!(reminders_received(&a), 0, "nothing before its time");

    let to_the_day_before = start("10:30") - Duration::hours(24) - a.app.clock.now();
    a.app.clock.advance(to_the_day_before + Duration::minutes(1));
    wait_for_reminders(&a, 1).await;
    a.app.clock.advance(Duration::hours(22));
    wait_for_reminders(&a, 2).await;
    tokio::time::sleep(StdDuration::from_millis(1500)).await;
    assert_eq!(reminders_received(&a), 2, "one mail per offset, from either instance");
    assert_eq!(reminders(&a), []);
    let mail = a.app.mails_to("ana@exemplo.com", 3).await;
    let reminder = mail.iter().find(|m| m.contains("Lembrete: o seu agendamento")).unwrap();
    assert!(reminder.contains("http://127.0.0.1/appointments"), "{reminder}");
    assert!(reminder.contains("10:30"));
}

#[tokio::test]
async fn the_invites_of_a_booking_and_its_cancellation_share_a_uid_with_a_rising_sequence() {
    let a = agenda().await;
    let (_, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    let mut cancelled = a.portuguese_form();
    cancelled["status"] = json!("cancelled");
    let path = format!("/api/appointments/{}", booked["id"]);
    let (status, _) = a.send(&a.ana, Method::PUT, &path, Some(&cancelled)).await;
    assert_eq!(status, StatusCode::OK);
    let mails = a.app.mails_to("ana@exemplo.com", 2).await;
    let mut invites: Vec<(String, String, String, String)> = mails
        .iter()
        .map(|mail| {
            assert!(mail.contains("http://127.0.0.1/appointments"), "the portal's link");
            let from = mail.find("BEGIN:VCALENDAR").expect("an invite");
            let to = mail.find("END:VCALENDAR").unwrap() + "END:VCALENDAR".len();
            let calendar = parse_ics(&mail[from..to]);
            assert_eq!(calendar.timezones.len(), 1, "a VTIMEZONE");
            let value = |props: &[ical::property::Property], name: &str| {
                props
                    .iter()
                    .find(|p| p.name == name)
                    .and_then(|p| p.value.clone())
                    .unwrap_or_default()
            };
            let event = &calendar.events[0].properties;
            (
                value(event, "SEQUENCE"),
                value(&calendar.properties, "METHOD"),
                value(event, "STATUS"),
                value(event, "UID"),
            )
        })
        .collect();
    invites.sort();
    let uid = format!("agendamento-{}@facilitando-burocracias", booked["id"]);
    assert_eq!(
        invites,
        [
            ("0".into(), "REQUEST".into(), "TENTATIVE".into(), uid.clone()),
            ("1".into(), "CANCEL".into(), "CANCELLED".into(), uid),
        ]
    );
}

#[tokio::test]
async fn without_a_staff_address_the_active_administrators_hear_of_bookings() {
    let a = agenda_with(&[]).await;
    let (status, _) = a.book(&a.ana, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CREATED);
    let to_staff = a.app.mails_to("chefe@exemplo.com", 1).await;
    assert!(to_staff[0].contains("Ana Rossi"), "{}", to_staff[0]);
}

//! An appointment's mails as staff see them (queued, sent, failed), resending one, and the
//! daily agenda sent once a day whatever the number of instances.

use std::time::Duration as StdDuration;

use chrono::{Duration, NaiveDate, NaiveTime};
use domain::clock::Clock;
use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::agenda::{agenda, agenda_with, bookable_day, Agenda};
use crate::helpers::{audit_actions, free_port};

async fn book(a: &Agenda) -> i64 {
    let (status, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    booked["id"].as_i64().unwrap()
}

/// The appointment's mails once `settled` of them are no longer queued.
async fn mails_once(a: &Agenda, id: i64, settled: usize) -> Vec<Value> {
    for _ in 0..100 {
        let (status, mails) = a.get(&a.staff, &format!("/api/appointments/{id}/mails")).await;
        assert_eq!(status, StatusCode::OK, "{mails}");
        let mails = mails.as_array().unwrap().clone();
        let done = mails.iter().filter(|m| m["status"] != "queued" || m["attempts"] != 0).count();
        if done >= settled {
            return mails;
        }
        tokio::time::sleep(StdDuration::from_millis(50)).await;
    }
    panic!("{settled} mails were not tried");
}

#[tokio::test]
async fn staff_see_each_mail_of_an_appointment_sent_and_resend_one() {
    let a = agenda().await;
    let id = book(&a).await;
    let mails = mails_once(&a, id, 2).await;
    let shown: Vec<(&str, &str, &str)> = mails
        .iter()
        .filter(|m| m["kind"] != "reminder")
        .map(|m| {
            (
                m["kind"].as_str().unwrap(),
                m["recipient"].as_str().unwrap(),
                m["status"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [("confirmation", "ana@exemplo.com", "sent"), ("staff", "equipe@exemplo.com", "sent")]
    );
    let reminders: Vec<&str> = mails
        .iter()
        .filter(|m| m["kind"] == "reminder")
        .map(|m| m["status"].as_str().unwrap())
        .collect();
    assert_eq!(reminders, ["queued", "queued"], "waiting for their time");
    assert!(mails[0]["settledAt"].is_string());
    // Each reminder says when it goes: a day before, then two hours before.
    let due: Vec<&str> = mails
        .iter()
        .filter(|m| m["kind"] == "reminder")
        .map(|m| m["dueAt"].as_str().expect("a reminder's time"))
        .collect();
    assert!(due[0] != due[1], "{due:?}");
    assert!(mails.iter().filter(|m| m["kind"] != "reminder").all(|m| m["dueAt"].is_null()));

    let confirmation = mails.iter().find(|m| m["kind"] == "confirmation").unwrap();
    let path = format!("/api/appointments/{id}/mails/{}/resend", confirmation["id"]);
    let (status, copy) = a.send(&a.staff, Method::POST, &path, None).await;
    assert_eq!(status, StatusCode::CREATED, "{copy}");
    assert_eq!(copy["kind"], "confirmation");
    assert_ne!(copy["id"], confirmation["id"]);
    a.app.mails_to("ana@exemplo.com", 2).await;
    assert!(audit_actions(&a.app).contains(&"appointment.mail_resent".to_owned()));

    // A reminder still waiting is not resent: it has not gone yet.
    let waiting = mails.iter().find(|m| m["kind"] == "reminder").unwrap();
    let path = format!("/api/appointments/{id}/mails/{}/resend", waiting["id"]);
    let (status, body) = a.send(&a.staff, Method::POST, &path, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(body["message"].as_str().unwrap().contains("ainda está na fila"), "{body}");
}

#[tokio::test]
async fn clients_and_other_appointments_never_reach_the_mails() {
    let a = agenda().await;
    let id = book(&a).await;
    let other = {
        let mut form = a.portuguese_form();
        form["time"] = "11:00".into();
        let (_, booked) = a.book(&a.staff, &form).await;
        booked["id"].as_i64().unwrap()
    };
    let mails = mails_once(&a, id, 2).await;
    let mail = mails[0]["id"].as_i64().unwrap();

    let (status, _) = a.get(&a.ana, &format!("/api/appointments/{id}/mails")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "the client's own appointment: staff only");
    let resend = format!("/api/appointments/{id}/mails/{mail}/resend");
    let (status, _) = a.send(&a.ana, Method::POST, &resend, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let elsewhere = format!("/api/appointments/{other}/mails/{mail}/resend");
    let (status, body) = a.send(&a.staff, Method::POST, &elsewhere, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "another appointment's mail: {body}");
    assert_eq!(body["message"], "E-mail não encontrado.");
    let (status, _) = a.get(&a.staff, "/api/appointments/999999/mails").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_mail_that_cannot_go_shows_its_last_error() {
    let smtp = format!("smtp://127.0.0.1:{}", free_port());
    let a = agenda_with(&[("STAFF_EMAIL", "equipe@exemplo.com"), ("SMTP_URL", &smtp)]).await;
    let id = book(&a).await;
    let mails = mails_once(&a, id, 1).await;
    let tried = mails.iter().find(|m| m["attempts"] != 0).unwrap();
    assert_eq!(tried["status"], "queued", "a temporary failure is tried again");
    let instant = |field: &str| {
        chrono::DateTime::parse_from_rfc3339(tried[field].as_str().unwrap_or_default()).ok()
    };
    let (queued, next) = (instant("queuedAt"), instant("dueAt"));
    assert!(queued.is_some() && next > queued, "it says when it goes next: {tried}");
    assert!(tried["lastError"].as_str().is_some_and(|e| !e.is_empty()), "{tried}");
}

#[tokio::test]
async fn the_daily_agenda_goes_once_at_seven_with_two_instances() {
    let a = agenda().await;
    a.app.start_sibling().await;
    book(&a).await;
    let day = NaiveDate::parse_from_str(&bookable_day(), "%Y-%m-%d").unwrap();
    let seven =
        domain::appointments::starts_at(day, NaiveTime::from_hms_opt(7, 0, 30).unwrap()).unwrap();
    a.app.clock.advance(seven - a.app.clock.now());
    let subject = format!("Agenda do dia {}", day.format("%d/%m/%Y"));
    let agendas = || {
        std::fs::read_dir(a.app.mail_dir.path())
            .unwrap()
            .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
            .map(|eml| crate::helpers::decode_quoted_printable(&eml))
            .filter(|eml| eml.contains(&subject))
            .collect::<Vec<_>>()
    };
    for _ in 0..100 {
        if !agendas().is_empty() {
            break;
        }
        tokio::time::sleep(StdDuration::from_millis(50)).await;
    }
    tokio::time::sleep(StdDuration::from_millis(1000)).await;
    let sent = agendas();
    assert_eq!(sent.len(), 1, "one agenda a day, from either instance");
    assert!(sent[0].contains("To: equipe@exemplo.com"));
    assert!(sent[0].contains("10:30  Ana Rossi - Renova"), "{}", sent[0]);

    a.app.clock.advance(Duration::hours(3));
    tokio::time::sleep(StdDuration::from_millis(500)).await;
    assert_eq!(agendas().len(), 1, "not again later that day");
}

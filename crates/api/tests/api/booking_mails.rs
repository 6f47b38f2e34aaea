//! The mails a booking sends: the invite, the staff notice, and a mail server that is down.

use chrono::Duration;
use reqwest::StatusCode;

use reqwest::Method;
use serde_json::json;

use crate::agenda::{agenda_with, Agenda};
use crate::helpers::free_port;

#[tokio::test]
async fn the_client_gets_an_ics_invite_over_smtp_and_staff_get_the_italian_block() {
    let sink = crate::smtp_sink::SmtpSink::start();
    let a = agenda_with(&[("SMTP_URL", &sink.url()), ("STAFF_EMAIL", "equipe@exemplo.com")]).await;
    assert_eq!(a.book(&a.ana, &a.italian_form()).await.0, StatusCode::CREATED);
    let mut mails = Vec::new();
    for _ in 0..2 {
        mails.push(sink.next_message(std::time::Duration::from_secs(10)).await.expect("a mail"));
    }
    let mails: Vec<String> =
        mails.iter().map(|m| crate::helpers::decode_quoted_printable(m)).collect();
    let to_client =
        mails.iter().find(|m| m.contains("To: ana@exemplo.com")).expect("the client's mail");
    let ics_start = to_client.find("BEGIN:VCALENDAR").expect("an .ics part in the mail");
    let ics_end = to_client.find("END:VCALENDAR").unwrap() + "END:VCALENDAR".len();
    let calendar = crate::reminders::parse_ics(&to_client[ics_start..ics_end]);
    assert_eq!(calendar.events.len(), 1);
    assert!(to_client.contains("DTSTART;TZID=America/Sao_Paulo"));
    let to_staff =
        mails.iter().find(|m| m.contains("To: equipe@exemplo.com")).expect("the staff mail");
    assert!(to_staff.contains("DADOS ESPEC"), "{to_staff}");
}

#[tokio::test]
async fn a_booking_succeeds_while_the_mail_server_is_down_and_its_mail_follows() {
    let port = free_port();
    let a = agenda_with(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
    assert_eq!(a.book(&a.ana, &a.portuguese_form()).await.0, StatusCode::CREATED);
    a.app.outbox_after_a_failed_attempt().await;
    let sink = crate::smtp_sink::SmtpSink::start_on(port);
    a.app.clock.advance(Duration::seconds(31));
    let mail =
        sink.next_message(std::time::Duration::from_secs(10)).await.expect("the delayed mail");
    assert!(mail.contains("ana@exemplo.com"));
}

/// How many queued or kept mails name `address`.
fn mails_naming(a: &Agenda, address: &str) -> String {
    let sql =
        format!("SELECT count(*)::TEXT AS text FROM outbox WHERE payload::TEXT LIKE '%{address}%'");
    crate::helpers::query_texts(&a.app, &sql).remove(0)
}

async fn book_at(a: &Agenda, time: &str) -> StatusCode {
    let mut form = a.portuguese_form();
    form["time"] = json!(time);
    a.book(&a.ana, &form).await.0
}

async fn set_role(a: &Agenda, user: i64, role: &str) -> StatusCode {
    let path = format!("/api/users/{user}");
    a.app.call(&a.staff, Method::PATCH, &path, Some(&json!({"role": role}))).await.0
}

#[tokio::test]
async fn the_staff_notice_goes_to_whoever_administers_the_portal_now() {
    // No STAFF_EMAIL: the notice goes to every active administrator, whose addresses the
    // server keeps in memory until an account changes.
    let a = agenda_with(&[]).await;
    let (_, gerente) = a.app.register_elsewhere("gerente", "Gerente").await;
    assert_eq!(book_at(&a, "09:00").await, StatusCode::CREATED);
    a.app.mails_to("chefe@exemplo.com", 1).await;
    let before = mails_naming(&a, "gerente@exemplo.com");

    assert_eq!(set_role(&a, gerente, "admin").await, StatusCode::OK);
    assert_eq!(book_at(&a, "09:30").await, StatusCode::CREATED);
    let promoted = mails_naming(&a, "gerente@exemplo.com");
    assert_ne!(promoted, before, "the new administrator is told of the next booking");

    assert_eq!(set_role(&a, gerente, "user").await, StatusCode::OK);
    assert_eq!(book_at(&a, "10:00").await, StatusCode::CREATED);
    a.app.mails_to("chefe@exemplo.com", 3).await;
    assert_eq!(mails_naming(&a, "gerente@exemplo.com"), promoted, "a former one is told no more");
}

//! The mails a booking sends: the invite, the staff notice, and a mail server that is down.

use chrono::Duration;
use reqwest::StatusCode;

use crate::agenda::agenda_with;
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

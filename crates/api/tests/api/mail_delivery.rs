//! Mail delivery through the outbox: over SMTP, and while the mail server is down.

use chrono::Duration;
use reqwest::StatusCode;

use crate::helpers::{free_port, TestApp};

#[tokio::test]
async fn a_mail_server_that_is_down_delays_mail_without_losing_it() {
    let closed_port = free_port();
    let smtp = format!("smtp://127.0.0.1:{closed_port}");
    let app = TestApp::spawn_with(&[("SMTP_URL", &smtp)]).await;
    app.register("maria").await;
    let response = app.request_reset("maria@exemplo.com").await;
    assert_eq!(response.status(), StatusCode::OK, "the person is not kept waiting");

    let pending = app.outbox_after_a_failed_attempt().await;
    assert!(pending[0].2.is_some(), "the failure is recorded");
}

#[tokio::test]
async fn a_delayed_mail_goes_out_once_the_mail_server_is_back() {
    let port = free_port();
    let app = TestApp::spawn_with(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
    app.register("maria").await;
    app.request_reset("maria@exemplo.com").await;
    app.outbox_after_a_failed_attempt().await;
    let sink = crate::smtp_sink::SmtpSink::start_on(port);
    assert!(
        sink.next_message(std::time::Duration::from_millis(500)).await.is_none(),
        "not before its retry time"
    );
    app.clock.advance(Duration::seconds(31));
    let message =
        sink.next_message(std::time::Duration::from_secs(10)).await.expect("the retried mail");
    assert!(message.contains("maria@exemplo.com"));
    let outbox = persistence::PgOutbox::new(app.db.database(1));
    for _ in 0..100 {
        if outbox.pending().unwrap().is_empty() {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("a sent mail stays in the outbox");
}

#[tokio::test]
async fn mails_go_out_over_smtp() {
    let sink = crate::smtp_sink::SmtpSink::start();
    let app = TestApp::spawn_with(&[("SMTP_URL", &sink.url())]).await;
    app.register("maria").await;
    app.request_reset("maria@exemplo.com").await;
    let message =
        sink.next_message(std::time::Duration::from_secs(10)).await.expect("a mail over SMTP");
    assert!(message.contains("maria@exemplo.com"));
    assert!(message.contains("Subject:"));
}

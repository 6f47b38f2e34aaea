//! Password reset by mail.

use chrono::Duration;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{cookie_client, json_of, TestApp};

fn reset_link(mail: &str) -> String {
    let start = mail
        .find("http://127.0.0.1/auth/reset?token=")
        .expect("a reset link");
    mail[start..].split_whitespace().next().unwrap().to_owned()
}

#[tokio::test]
async fn password_reset_by_mail_works_once_and_ends_sessions() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let unknown = app.request_reset("ninguem@exemplo.com").await;
    let known = app.request_reset("MARIA@exemplo.com").await;
    assert_eq!(
        (unknown.status(), known.status()),
        (StatusCode::OK, StatusCode::OK)
    );
    assert_eq!(
        json_of(unknown).await,
        json_of(known).await,
        "the answer tells nothing"
    );

    let mails = app.mails_to("maria@exemplo.com", 1).await;
    let link = reset_link(&mails[0]);
    let token = link.split("token=").nth(1).unwrap().to_owned();
    assert!(mails[0].contains("60 minutos"));
    assert!(mails[0].contains("text/html"));

    let confirm = |token: String| {
        let client = cookie_client();
        let url = app.url("/api/reset-password/confirm");
        async move {
            client
                .post(url)
                .json(&json!({"token": token, "newPassword": "nova-senha-do-girassol"}))
                .send()
                .await
                .unwrap()
        }
    };
    assert_eq!(confirm(token.clone()).await.status(), StatusCode::OK);
    assert_eq!(
        app.get("/api/user").await.status(),
        401,
        "sessions end with the reset"
    );
    let again = confirm(token).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(again).await["message"].as_str().unwrap().len() > 10);
    let login = app.login("maria", "nova-senha-do-girassol").await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn a_reset_link_expires_after_an_hour() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.request_reset("maria@exemplo.com").await;
    let link = reset_link(&app.mails_to("maria@exemplo.com", 1).await[0]);
    app.clock.advance(Duration::minutes(61));
    let response = app
        .post_json(
            "/api/reset-password/confirm",
            &json!({"token": link.split("token=").nth(1).unwrap(), "newPassword": "nova-senha-do-girassol"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

//! Password reset by mail.

use chrono::Duration;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{cookie_client, json_of, TestApp};

fn reset_link(mail: &str) -> String {
    let start = mail.find("http://127.0.0.1/auth/reset?token=").expect("a reset link");
    mail[start..].split_whitespace().next().unwrap().to_owned()
}

#[tokio::test]
async fn password_reset_by_mail_works_once_and_ends_sessions() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let unknown = app.request_reset("ninguem@exemplo.com").await;
    let known = app.request_reset("MARIA@exemplo.com").await;
    assert_eq!((unknown.status(), known.status()), (StatusCode::OK, StatusCode::OK));
    assert_eq!(json_of(unknown).await, json_of(known).await, "the answer tells nothing");

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
    assert_eq!(app.get("/api/user").await.status(), 401, "sessions end with the reset");
    let again = confirm(token).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(again).await["message"].as_str().unwrap().len() > 10);
    let login = app.login("maria", "nova-senha-do-girassol").await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn a_reset_link_expires_after_an_hour() {
    let (app, first_mail) = maria_asked_for_a_reset().await;
    let link = reset_link(&first_mail);
    app.clock.advance(Duration::minutes(61));
    let response = app
        .post_json(
            "/api/reset-password/confirm",
            &json!({"token": link.split("token=").nth(1).unwrap(), "newPassword": "nova-senha-do-girassol"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

/// An app where maria signed up and asked for a reset link: the app and the mail with the link.
async fn maria_asked_for_a_reset() -> (TestApp, String) {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.request_reset("maria@exemplo.com").await;
    let mail = app.mails_to("maria@exemplo.com", 1).await.remove(0);
    (app, mail)
}

fn token_of(mail: &str) -> String {
    reset_link(mail).split("token=").nth(1).unwrap().to_owned()
}

async fn confirm(app: &TestApp, token: &str, new_password: &str) -> StatusCode {
    app.post_json(
        "/api/reset-password/confirm",
        &json!({"token": token, "newPassword": new_password}),
    )
    .await
    .status()
}

#[tokio::test]
async fn the_queued_mail_holds_the_link_sealed_only() {
    // The worker waits a minute between rounds: the mail stays queued meanwhile.
    let app = TestApp::spawn_with(&[("OUTBOX_POLL_MS", "60000")]).await;
    app.register("maria").await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    app.request_reset("maria@exemplo.com").await;
    let pending = persistence::PgOutbox::new(app.db.database(1)).pending().unwrap();
    let payload = serde_json::to_string(&pending[0].0).unwrap();
    assert!(payload.contains("\"resetUrl\":\"v1:"), "{payload}");
    assert!(!payload.contains("token="), "{payload}");
    assert!(!payload.contains("127.0.0.1"), "{payload}");
}

#[tokio::test]
async fn a_new_link_or_a_password_change_revokes_the_earlier_links() {
    let (app, first_mail) = maria_asked_for_a_reset().await;
    let first = token_of(&first_mail);
    app.request_reset("maria@exemplo.com").await;
    let mails = app.mails_to("maria@exemplo.com", 2).await;
    let second = mails
        .iter()
        .map(|mail| token_of(mail))
        .find(|token| *token != first)
        .expect("a second link");
    assert_eq!(confirm(&app, &first, "nova12345").await, StatusCode::BAD_REQUEST);

    let user = json_of(app.get("/api/user").await).await;
    let changed =
        app.change_password(&app.client, &user["id"], crate::helpers::PASSWORD, "outra12345").await;
    assert!(changed.status().is_success(), "{}", changed.status());
    assert_eq!(confirm(&app, &second, "nova12345").await, StatusCode::BAD_REQUEST);
    assert_eq!(app.login("maria", "outra12345").await.status(), 200);
}

#[tokio::test]
async fn a_reset_link_is_checked_when_its_page_opens_and_tells_the_strength_its_account_needs() {
    let (app, client_mail) = maria_asked_for_a_reset().await;
    app.create_admin("chefe");
    app.request_reset("chefe@exemplo.com").await;
    let staff_mail = app.mails_to("chefe@exemplo.com", 1).await.remove(0);
    let check = |token: String| {
        let app = &app;
        async move { app.post_json("/api/reset-password/check", &json!({"token": token})).await }
    };

    let client_link = check(token_of(&client_mail)).await;
    assert_eq!(client_link.status(), StatusCode::OK);
    assert_eq!(
        json_of(client_link).await,
        json!({"passwordMinScore": 2}),
        "nothing else of the account"
    );
    let staff_link = check(token_of(&staff_mail)).await;
    assert_eq!(json_of(staff_link).await, json!({"passwordMinScore": 3}));

    assert_eq!(
        confirm(&app, &token_of(&client_mail), "nova-senha-do-girassol").await,
        StatusCode::OK,
        "checking used nothing up"
    );
    let used = check(token_of(&client_mail)).await;
    assert_eq!(used.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(used).await["fieldErrors"]["token"].as_str().is_some());
    let wrong = check("not-a-token".into()).await;
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
}

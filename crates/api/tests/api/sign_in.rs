//! Sign-in over HTTP: wrong credentials, the attempt limit and what requests are refused.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{cookie_client, json_of, TestApp, PASSWORD};

#[tokio::test]
async fn wrong_username_and_wrong_password_get_the_same_401() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let attempt = |username: &'static str, password: &'static str| {
        let client = cookie_client();
        let url = app.url("/api/login");
        async move {
            let response = client
                .post(url)
                .json(&json!({"username": username, "password": password}))
                .send()
                .await
                .unwrap();
            (response.status(), json_of(response).await)
        }
    };
    let unknown = attempt("ninguem", PASSWORD).await;
    let wrong = attempt("maria", "errada123").await;
    assert_eq!(unknown.0, StatusCode::UNAUTHORIZED);
    assert_eq!(unknown, wrong);
    let empty = attempt("", "").await;
    assert_eq!(empty.0, StatusCode::BAD_REQUEST);
    assert_eq!(empty.1["fieldErrors"]["username"], "Nome de usuário é obrigatório");
    assert_eq!(empty.1["fieldErrors"]["password"], "Senha é obrigatória");
}

#[tokio::test]
async fn too_many_sign_in_attempts_get_429() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_MINUTE", "3")]).await;
    let mut statuses = Vec::new();
    for _ in 0..4 {
        let response = app.login("x", "y").await;
        statuses.push(response.status());
        if response.status() == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(
                json_of(response).await["message"],
                "Muitas tentativas. Tente novamente em instantes."
            );
        }
    }
    assert_eq!(statuses[..3], [StatusCode::UNAUTHORIZED; 3]);
    assert_eq!(statuses[3], StatusCode::TOO_MANY_REQUESTS);
    let reset = app.request_reset("a@exemplo.com").await;
    assert_eq!(reset.status(), StatusCode::OK, "each door has its own budget");
}

#[tokio::test]
async fn calls_from_another_site_are_refused() {
    let app = TestApp::spawn().await;
    let attempt = json!({"username": "x", "password": "y"});
    let response =
        app.post_json_with("/api/login", ("origin", "http://evil.example"), &attempt).await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let same_site =
        app.post_json_with("/api/login", ("origin", "http://127.0.0.1"), &attempt).await;
    assert_eq!(same_site.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn malformed_and_oversized_json_are_refused_in_json() {
    let app = TestApp::spawn().await;
    let malformed = app
        .client
        .post(app.url("/api/login"))
        .header("content-type", "application/json")
        .body("{\"username\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(malformed).await["message"].is_string());
    let huge = "x".repeat(100 * 1024);
    let oversized = app.post_json("/api/login", &json!({"username": huge, "password": "y"})).await;
    assert_eq!(oversized.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert!(json_of(oversized).await["message"].is_string());
}

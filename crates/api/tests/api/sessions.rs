//! Sessions: the cookie, sign-out, the idle and absolute limits, and several instances.

use chrono::Duration;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD};

#[tokio::test]
async fn sign_in_renews_the_session_key_and_logout_makes_the_cookie_worthless() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let login = || async {
        let response = reqwest::Client::new()
            .post(app.url("/api/login"))
            .json(&json!({"username": "maria", "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
        cookie.split(';').next().unwrap().to_owned()
    };
    let (first, second) = (login().await, login().await);
    assert_ne!(first, second);

    let with_cookie = |cookie: String| {
        reqwest::Client::new().get(app.url("/api/user")).header("cookie", cookie).send()
    };
    assert_eq!(with_cookie(first.clone()).await.unwrap().status(), 200);
    let logout = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .header("cookie", first.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(logout.status(), StatusCode::NO_CONTENT);
    assert_eq!(with_cookie(first).await.unwrap().status(), 401, "a replayed cookie is refused");
    assert_eq!(with_cookie(second).await.unwrap().status(), 200, "other sessions stay");
}

#[tokio::test]
async fn sessions_end_after_two_idle_hours() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.clock.advance(Duration::minutes(119));
    assert_eq!(app.get("/api/user").await.status(), 200);
    app.clock.advance(Duration::minutes(121));
    assert_eq!(app.get("/api/user").await.status(), 401);
}

#[tokio::test]
async fn sessions_end_after_twelve_hours_however_busy() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    for _ in 0..7 {
        app.clock.advance(Duration::minutes(100));
        assert_eq!(app.get("/api/user").await.status(), 200);
    }
    app.clock.advance(Duration::minutes(21));
    assert_eq!(app.get("/api/user").await.status(), 401);
}

#[tokio::test]
async fn two_instances_share_sessions() {
    let app = TestApp::spawn().await;
    let sibling = app.start_sibling().await;
    app.register("maria").await;
    let on_sibling = app.client.get(format!("{sibling}/api/user")).send().await.unwrap();
    assert_eq!(on_sibling.status(), 200);
    // Both instances now hold the session in memory.
    assert_eq!(app.get("/api/user").await.status(), 200);
    let out = app.client.post(format!("{sibling}/api/logout")).send().await.unwrap();
    assert_eq!(out.status(), 204);
    // The other instance hears of it from PostgreSQL within milliseconds.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while app.get("/api/user").await.status() != 401 {
        assert!(
            std::time::Instant::now() < deadline,
            "the sign-out never reached the other instance"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
}

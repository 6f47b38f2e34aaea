//! The attempt limits as an attacker meets them: forged forwarding headers, proxies we trust,
//! IPv6 networks, one account tried from many addresses, and password changes.

use reqwest::{Method, Response, StatusCode};
use serde_json::json;

use crate::helpers::{json_of, TestApp};

const FOR_ACCOUNT: &str = "Muitas tentativas nesta conta. Aguarde um minuto e tente novamente.";

/// Signs in as `username` (with a wrong password) as if from `client`, through a proxy header.
async fn login_from(app: &TestApp, client: &str, username: &str) -> StatusCode {
    login_response_from(app, client, username).await.status()
}

/// [`login_from`], answering the whole response.
async fn login_response_from(app: &TestApp, client: &str, username: &str) -> Response {
    app.post_json_with(
        "/api/login",
        ("x-forwarded-for", client),
        &json!({"username": username, "password": "errada-mesmo"}),
    )
    .await
}

#[tokio::test]
async fn a_forged_forwarding_header_buys_no_new_attempts() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_MINUTE", "2")]).await;
    let mut statuses = Vec::new();
    for forged in ["198.51.100.1", "198.51.100.2", "198.51.100.3"] {
        statuses.push(login_from(&app, forged, "ana").await);
    }
    assert_eq!(
        statuses,
        [StatusCode::UNAUTHORIZED, StatusCode::UNAUTHORIZED, StatusCode::TOO_MANY_REQUESTS]
    );
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_client_and_each_ipv6_network_has_its_own_budget() {
    let app = TestApp::spawn_with(&[
        ("AUTH_RATE_LIMIT_PER_MINUTE", "2"),
        ("TRUSTED_PROXIES", "127.0.0.1/32, ::1"),
    ])
    .await;
    const LIMITED: StatusCode = StatusCode::TOO_MANY_REQUESTS;
    const TRIED: StatusCode = StatusCode::UNAUTHORIZED;
    // (the forwarding header as it reaches us, account, expected answer, why)
    let attempts = [
        ("198.51.100.1", "ana", TRIED, "first attempt"),
        ("198.51.100.1", "ana", TRIED, "second attempt"),
        ("198.51.100.1", "ana", LIMITED, "over the budget"),
        // A client that writes the header itself only adds entries the proxy's entry follows.
        ("203.0.113.50, 198.51.100.1", "ana", LIMITED, "a forged first entry"),
        ("198.51.100.2", "ana", TRIED, "another client"),
        ("2001:db8:7:1::a", "bia", TRIED, "first of a /64"),
        ("2001:db8:7:1::b", "bia", TRIED, "second of the /64"),
        ("2001:db8:7:1:ffff::c", "bia", LIMITED, "one /64 is one client"),
        ("2001:db8:7:2::a", "bia", TRIED, "another /64"),
    ];
    for (forwarded_for, username, expected, why) in attempts {
        assert_eq!(
            login_from(&app, forwarded_for, username).await,
            expected,
            "{forwarded_for}: {why}"
        );
    }
}

#[tokio::test]
async fn an_account_tried_from_many_addresses_slows_down_for_all_of_them_only() {
    let app = TestApp::spawn_with(&[
        ("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE", "3"),
        ("TRUSTED_PROXIES", "127.0.0.1"),
    ])
    .await;
    for client in ["198.51.100.1", "198.51.100.2", "198.51.100.3"] {
        assert_eq!(login_from(&app, client, "ana").await, StatusCode::UNAUTHORIZED);
    }
    let response = login_response_from(&app, "198.51.100.4", "ANA ").await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(json_of(response).await["message"], FOR_ACCOUNT);
    assert_eq!(
        login_from(&app, "198.51.100.1", "bia").await,
        StatusCode::UNAUTHORIZED,
        "other accounts are not slowed down"
    );
}

#[tokio::test]
async fn password_changes_are_limited_per_account() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE", "2")]).await;
    let id = app.register("carla").await;
    let path = format!("/api/users/{id}/password");
    let attempt = json!({"currentPassword": "nao-e-esta", "newPassword": "outra-senha-longa-9"});
    let try_change = || app.call(&app.client, Method::PUT, &path, Some(&attempt));
    for _ in 0..2 {
        let (status, _) = try_change().await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    }
    let (status, body) = try_change().await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(body["message"], FOR_ACCOUNT);
}

/// A wrong password for `username` through the instance at `base` (no forwarding header).
async fn login_at(base: &str, username: &str) -> StatusCode {
    reqwest::Client::new()
        .post(format!("{base}/api/login"))
        .json(&json!({"username": username, "password": "errada-mesmo"}))
        .send()
        .await
        .expect("request")
        .status()
}

#[tokio::test]
async fn instances_on_one_database_count_against_one_budget() {
    let app = TestApp::spawn_with(&[
        ("AUTH_RATE_LIMIT_PER_MINUTE", "3"),
        ("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE", "1000"),
    ])
    .await;
    let sibling = app.start_sibling().await;
    let here = app.url("");
    let mut statuses = Vec::new();
    for (base, username) in
        [(&here, "ana"), (&sibling, "bia"), (&here, "carla"), (&sibling, "davi")]
    {
        statuses.push(login_at(base, username).await);
    }
    assert_eq!(
        statuses,
        [
            StatusCode::UNAUTHORIZED,
            StatusCode::UNAUTHORIZED,
            StatusCode::UNAUTHORIZED,
            StatusCode::TOO_MANY_REQUESTS
        ],
        "the address's fourth attempt is refused on whichever instance it lands"
    );
}

#[tokio::test]
async fn an_account_attacked_through_two_instances_meets_one_budget() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE", "2")]).await;
    let sibling = app.start_sibling().await;
    assert_eq!(login_at(&app.url(""), "ana").await, StatusCode::UNAUTHORIZED);
    assert_eq!(login_at(&sibling, "ana").await, StatusCode::UNAUTHORIZED);
    assert_eq!(login_at(&app.url(""), "ANA").await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(login_at(&sibling, "bia").await, StatusCode::UNAUTHORIZED, "others go on");
}

#[tokio::test]
async fn a_spent_budget_is_whole_again_a_minute_after_its_first_attempt() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE", "2")]).await;
    for _ in 0..2 {
        assert_eq!(login_at(&app.url(""), "ana").await, StatusCode::UNAUTHORIZED);
    }
    app.clock.advance(chrono::Duration::seconds(59));
    assert_eq!(login_at(&app.url(""), "ana").await, StatusCode::TOO_MANY_REQUESTS);
    app.clock.advance(chrono::Duration::seconds(1));
    assert_eq!(login_at(&app.url(""), "ana").await, StatusCode::UNAUTHORIZED, "a new minute");
}

//! PostgreSQL going away under a running server, as a signed-in person meets it.

use std::time::Duration;

use reqwest::{Response, StatusCode};
use serde_json::json;

use crate::helpers::{json_of, TestApp};

const UNAVAILABLE: &str = "Serviço temporariamente indisponível.";

async fn expect_unavailable(response: Response, call: &str) {
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE, "{call}");
    assert_eq!(response.headers()["retry-after"], "2", "{call}");
    assert_eq!(json_of(response).await["message"], UNAVAILABLE, "{call}");
}

#[tokio::test]
async fn with_the_database_down_a_signed_in_person_gets_503s_and_health_and_everything_comes_back()
{
    let app = TestApp::spawn().await;
    app.register("ana").await;
    assert_eq!(app.get("/api/user").await.status(), StatusCode::OK);

    app.db.take_down();
    assert_eq!(app.get("/api/health").await.status(), StatusCode::OK, "health needs nothing");
    expect_unavailable(app.get("/api/user").await, "the signed-in user").await;
    expect_unavailable(app.get("/api/appointments").await, "the list").await;
    let sign_in = json!({"username": "ana", "password": "uma-senha-bem-longa-1"});
    expect_unavailable(app.post_json("/api/login", &sign_in).await, "a sign-in").await;

    app.db.bring_back();
    // The pool finds the database again on its own; no restart.
    let mut status = StatusCode::SERVICE_UNAVAILABLE;
    for _ in 0..50 {
        status = app.get("/api/user").await.status();
        if status == StatusCode::OK {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(status, StatusCode::OK, "the session is still there once the database is back");
}

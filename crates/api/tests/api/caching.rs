//! Answers of `/api` are private: no browser or proxy keeps them.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::TestApp;

fn cache_control(response: &reqwest::Response) -> Option<String> {
    response.headers().get("cache-control").map(|v| v.to_str().unwrap().to_owned())
}

#[tokio::test]
async fn every_api_answer_says_no_store_errors_included() {
    let app = TestApp::spawn().await;
    app.register("maria").await;

    let mut answers = vec![
        ("signed-in user", app.get("/api/user").await),
        ("health", app.get("/api/health").await),
        ("unknown path", app.get("/api/nothing-here").await),
        ("validation error", app.post_json("/api/reset-password", &json!({ "email": "x" })).await),
    ];
    answers.push((
        "refused by a middleware",
        app.client
            .post(app.url("/api/logout"))
            .header("Origin", "https://elsewhere.example")
            .send()
            .await
            .unwrap(),
    ));
    answers.push(("not signed in", reqwest::get(app.url("/api/user")).await.unwrap()));

    let statuses: Vec<StatusCode> = answers.iter().map(|(_, r)| r.status()).collect();
    assert_eq!(statuses, [200, 200, 404, 400, 403, 401].map(|s| StatusCode::from_u16(s).unwrap()));
    for (what, response) in &answers {
        assert_eq!(cache_control(response).as_deref(), Some("no-store"), "{what}");
    }
}

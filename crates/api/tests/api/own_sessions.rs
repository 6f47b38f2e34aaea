//! A person's own sessions (Settings → Sessões): the list, ending one, ending the others, and
//! access changes that end them with no window of old rights.

use reqwest::{Client, Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{
    admin_app, cookie_client, json_of, query_texts, status_of_user, TestApp, PASSWORD,
};

const FIREFOX_ON_WINDOWS: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

async fn sessions_of(app: &TestApp, client: &Client) -> Vec<Value> {
    let response = client.get(app.url("/api/sessions")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    json_of(response).await.as_array().unwrap().clone()
}

/// A further sign-in of `username` on a new client that says it is Firefox on Windows.
async fn sign_in_on_firefox(app: &TestApp, username: &str) -> Client {
    let client =
        Client::builder().cookie_store(true).user_agent(FIREFOX_ON_WINDOWS).build().unwrap();
    let response = app.login_as(&client, username, PASSWORD).await;
    assert_eq!(response.status(), 200);
    client
}

/// `who` ends the session `id`.
async fn end_session(app: &TestApp, who: &Client, id: &str) -> Response {
    who.delete(app.url(&format!("/api/sessions/{id}"))).send().await.unwrap()
}

/// `who` ends every session but their own.
async fn end_others(app: &TestApp, who: &Client) -> Response {
    who.post(app.url("/api/sessions/end-others")).send().await.unwrap()
}

/// The stored digests of every session's key.
fn session_digests(app: &TestApp) -> Vec<String> {
    query_texts(app, "SELECT key_hash AS text FROM sessions")
}

/// The id of the one session that is not the caller's.
fn other_id(list: &[Value]) -> String {
    let others: Vec<&Value> = list.iter().filter(|s| s["current"] == false).collect();
    assert_eq!(others.len(), 1, "{list:?}");
    others[0]["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_list_shows_device_address_times_and_the_current_one_never_a_key() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let _firefox = sign_in_on_firefox(&app, "maria").await;

    let list = sessions_of(&app, &app.client).await;
    assert_eq!(list.len(), 2, "{list:?}");
    assert_eq!(list.iter().filter(|s| s["current"] == true).count(), 1);
    let firefox = list.iter().find(|s| s["current"] == false).unwrap();
    assert_eq!(firefox["device"], "Firefox no Windows 10");
    assert_eq!(firefox["address"], "127.0.0.1");
    let mut fields: Vec<&str> = firefox.as_object().unwrap().keys().map(String::as_str).collect();
    fields.sort_unstable();
    assert_eq!(fields, ["address", "current", "device", "id", "lastSeenAt", "signedInAt"]);
    let id = firefox["id"].as_str().unwrap();
    let digests = session_digests(&app);
    assert!(!digests.iter().any(|d| d.contains(id) || id.contains(d.as_str())));

    let signed_out = cookie_client();
    for response in [
        signed_out.get(app.url("/api/sessions")).send().await.unwrap(),
        end_session(&app, &signed_out, id).await,
        end_others(&app, &signed_out).await,
    ] {
        assert_eq!(response.status(), 401);
    }
}

#[tokio::test]
async fn an_ended_session_is_refused_at_once_here_and_soon_on_another_instance() {
    let app = TestApp::spawn().await;
    let sibling = app.start_sibling().await;
    app.register("maria").await;
    let firefox = sign_in_on_firefox(&app, "maria").await;
    // Both instances hold the session in memory.
    assert_eq!(status_of_user(&firefox, &app.url("")).await, 200);
    assert_eq!(status_of_user(&firefox, &sibling).await, 200);

    let id = other_id(&sessions_of(&app, &app.client).await);
    let ended = end_session(&app, &app.client, &id).await;
    assert_eq!(ended.status(), StatusCode::NO_CONTENT);
    assert_eq!(status_of_user(&firefox, &app.url("")).await, 401);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while status_of_user(&firefox, &sibling).await != 401 {
        assert!(std::time::Instant::now() < deadline, "the end never reached the other instance");
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert_eq!(app.get("/api/user").await.status(), 200, "this one stays");
    assert_eq!(sessions_of(&app, &app.client).await.len(), 1);
}

#[tokio::test]
async fn another_persons_session_is_not_found_and_the_current_one_signs_out() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let marias = sessions_of(&app, &app.client).await;
    let maria_id = marias[0]["id"].as_str().unwrap().to_owned();

    for id in [maria_id.as_str(), "nenhuma"] {
        let response = end_session(&app, &ana, id).await;
        assert_eq!(response.status(), 404);
    }
    assert_eq!(app.get("/api/user").await.status(), 200, "untouched");

    let own = end_session(&app, &app.client, &maria_id).await;
    assert_eq!(own.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/user").await.status(), 401, "signed out");
    assert_eq!(status_of_user(&ana, &app.url("")).await, 200);
}

#[tokio::test]
async fn ending_the_others_keeps_the_current_one() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let second = sign_in_on_firefox(&app, "maria").await;
    let third = app.signed_in("maria").await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;

    let response = end_others(&app, &app.client).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/user").await.status(), 200);
    assert_eq!(status_of_user(&second, &app.url("")).await, 401);
    assert_eq!(status_of_user(&third, &app.url("")).await, 401);
    assert_eq!(status_of_user(&ana, &app.url("")).await, 200, "not hers");
    let left = sessions_of(&app, &app.client).await;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["current"], true);
}

#[tokio::test]
async fn a_demoted_or_deactivated_admin_has_no_window_of_old_rights() {
    let (app, staff, _) = admin_app().await;
    for (username, change) in
        [("segunda", json!({"role": "user"})), ("terceira", json!({"active": false}))]
    {
        let target = app.create_admin(username);
        let old = app.signed_in(username).await;
        // The old session is in memory, with the admin role in it.
        let admin_only = || old.get(app.url("/api/users")).send();
        assert_eq!(admin_only().await.unwrap().status(), 200);

        let changed = staff
            .patch(app.url(&format!("/api/users/{}", target.id.0)))
            .json(&change)
            .send()
            .await
            .unwrap();
        assert_eq!(changed.status(), 200);
        let status = admin_only().await.unwrap().status();
        assert!(status == 401 || status == 403, "{username} kept old rights: {status}");
    }
}

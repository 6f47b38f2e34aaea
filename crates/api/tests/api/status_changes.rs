//! Status changes: the aliases and the transition rules.

use reqwest::{Client, StatusCode};
use serde_json::{json, Value};

use crate::agenda::{agenda, Agenda};

#[tokio::test]
async fn statuses_accept_aliases_and_follow_the_transition_rules() {
    let a = agenda().await;
    let (_, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    let path = format!("/api/appointments/{}", booked["id"]);
    let (status, body) = set_status(&a, &a.ana, &path, "confirmado").await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, body) = set_status(&a, &a.staff, &path, "confirmado").await;
    assert_eq!((status, body["status"].as_str()), (StatusCode::OK, Some("confirmed")));
    let (status, body) = set_status(&a, &a.ana, &path, "canceled").await;
    assert_eq!((status, body["status"].as_str()), (StatusCode::OK, Some("cancelled")));
    let (status, _) = set_status(&a, &a.staff, &path, "concluído").await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = set_status(&a, &a.staff, &path, "pendente").await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(body["message"].as_str().unwrap().contains("concluído"));
    let (status, body) = set_status(&a, &a.staff, &path, "talvez").await;
    assert_eq!(
        (status, body["fieldErrors"]["status"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Status inválido"))
    );
}

/// `who` saves the Portuguese form at `path` with `status`.
pub(crate) async fn set_status(
    a: &Agenda,
    who: &Client,
    path: &str,
    status: &str,
) -> (StatusCode, Value) {
    let mut form = a.portuguese_form();
    form["status"] = json!(status);
    a.send(who, reqwest::Method::PUT, path, Some(&form)).await
}

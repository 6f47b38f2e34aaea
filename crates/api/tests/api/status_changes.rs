//! Status changes: the aliases and the transition rules.

use reqwest::StatusCode;
use serde_json::json;

use crate::agenda::agenda;

#[tokio::test]
async fn statuses_accept_aliases_and_follow_the_transition_rules() {
    let a = agenda().await;
    let (_, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    let path = format!("/api/appointments/{}", booked["id"]);
    let with_status = |status: &str| {
        let mut form = a.portuguese_form();
        form["status"] = json!(status);
        form
    };
    let (status, body) = a
        .send(
            &a.ana,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("confirmado")),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, body) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("confirmado")),
        )
        .await;
    assert_eq!(
        (status, body["status"].as_str()),
        (StatusCode::OK, Some("confirmed"))
    );
    let (status, body) = a
        .send(
            &a.ana,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("canceled")),
        )
        .await;
    assert_eq!(
        (status, body["status"].as_str()),
        (StatusCode::OK, Some("cancelled"))
    );
    let (status, _) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("concluído")),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("pendente")),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(body["message"].as_str().unwrap().contains("concluído"));
    let (status, body) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("talvez")),
        )
        .await;
    assert_eq!(
        (status, body["fieldErrors"]["status"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Status inválido"))
    );
}

//! Registration over HTTP: the answer, the form's messages and taken names.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{cookie_client, json_of, TestApp, PASSWORD};

#[tokio::test]
async fn registration_answers_201_with_the_user_and_signs_in() {
    let app = TestApp::spawn().await;
    let response = app
        .post_json(
            "/api/register",
            &json!({"fullName": "Maria Rossi", "email": "maria@exemplo.com", "phone": "11 98765-4321",
                    "username": "maria", "password": PASSWORD}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let user = json_of(response).await;
    let keys: Vec<&str> = user.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys.len(), 10, "{keys:?}");
    for key in [
        "id",
        "username",
        "fullName",
        "email",
        "phone",
        "role",
        "active",
        "twoFactorEnabled",
        "twoFactorSetupRequired",
        "passwordMinScore",
    ] {
        assert!(keys.contains(&key), "missing {key}");
    }
    assert_eq!(user["role"], "user");
    assert_eq!(user["twoFactorEnabled"], false);
    assert_eq!(user["passwordMinScore"], 2);
    let me = json_of(app.get("/api/user").await).await;
    assert_eq!(me["username"], "maria");
}

#[tokio::test]
async fn registration_reports_each_bad_field_in_portuguese() {
    let app = TestApp::spawn().await;
    let response = app
        .post_json(
            "/api/register",
            &json!({"fullName": " ", "email": "x", "username": "ab", "password": "123"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body = json_of(response).await;
    assert_eq!(body["fieldErrors"]["fullName"], "Nome completo é obrigatório");
    assert_eq!(body["fieldErrors"]["email"], "Endereço de e-mail inválido");
    assert_eq!(body["fieldErrors"]["username"], "Nome de usuário deve ter pelo menos 3 caracteres");
    assert_eq!(body["fieldErrors"]["password"], "A senha deve ter pelo menos 8 caracteres");
    assert_eq!(app.get("/api/user").await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_taken_username_or_email_is_409_on_that_field() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let again = |username: &str, email: &str| json!({"fullName": "Outra", "email": email, "username": username, "password": PASSWORD});
    let by_name = register_on_a_new_client(&app, &again("MARIA", "outra@exemplo.com")).await;
    assert_eq!(by_name.status(), StatusCode::CONFLICT);
    assert!(json_of(by_name).await["fieldErrors"]["username"].is_string());
    let by_email = register_on_a_new_client(&app, &again("outra", "Maria@Exemplo.com")).await;
    assert_eq!(by_email.status(), StatusCode::CONFLICT);
    assert!(json_of(by_email).await["fieldErrors"]["email"].is_string());
}

/// Signs up with `body` on a client of its own.
async fn register_on_a_new_client(app: &TestApp, body: &serde_json::Value) -> reqwest::Response {
    cookie_client().post(app.url("/api/register")).json(body).send().await.unwrap()
}

//! Account security: the rules for a new password, and the mails and the
//! password that guard e-mail and password changes.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{cookie_client, json_of, TestApp, PASSWORD};

const NEW_PASSWORD: &str = "nova-senha-do-girassol";

async fn register_with(app: &TestApp, username: &str, password: &str) -> (StatusCode, Value) {
    let response = cookie_client()
        .post(app.url("/api/register"))
        .json(&json!({
            "fullName": "Maria Rossi",
            "email": format!("{username}@exemplo.com"),
            "username": username,
            "password": password,
        }))
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, json_of(response).await)
}

#[tokio::test]
async fn registration_refuses_common_and_guessable_passwords_saying_why() {
    let app = TestApp::spawn().await;
    for (password, why) in [
        ("123456", "A senha deve ter pelo menos 8 caracteres"),
        ("12345678", "Senha muito comum: escolha outra."),
        ("senha123", "Senha muito comum: escolha outra."),
        ("password", "Senha muito comum: escolha outra."),
        ("Brasil2024", "Senha muito comum: escolha outra."),
        ("mariarossi", "Senha fácil de adivinhar"),
    ] {
        let (status, body) = register_with(&app, "maria", password).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{password}");
        let message = body["fieldErrors"]["password"].as_str().unwrap();
        assert!(message.starts_with(why), "{password}: {message}");
    }
    assert_eq!(app.login("maria", "senha123").await.status(), 401);
    let (status, _) = register_with(&app, "maria", "janela99").await;
    assert_eq!(status, StatusCode::CREATED, "a fair password will do for a client");
}

#[tokio::test]
async fn a_password_change_meets_the_rules_and_is_told_by_mail() {
    let app = TestApp::spawn().await;
    let id = app.register("maria").await;
    let change = |new: &'static str| app.change_password(&app.client, id, PASSWORD, new);
    let weak = change("senha123").await;
    assert_eq!(weak.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_of(weak).await["fieldErrors"]["newPassword"],
        "Senha muito comum: escolha outra."
    );
    assert_eq!(app.login("maria", PASSWORD).await.status(), 200, "nothing changed");

    assert_eq!(change(NEW_PASSWORD).await.status(), StatusCode::NO_CONTENT);
    let mails = app.mails_to("maria@exemplo.com", 1).await;
    assert!(
        mails
            .iter()
            .any(|m| m.contains("A senha da sua conta no portal") && m.contains("foi alterada.")),
        "{mails:?}"
    );
}

#[tokio::test]
async fn an_admin_needs_a_stronger_password_than_a_client() {
    let app = TestApp::spawn().await;
    let refused = app.try_create_admin("chefe", "janela99").unwrap_err();
    assert!(
        matches!(&refused, domain::DomainError::Validation(errors)
            if errors.get("password").is_some_and(|m| m.starts_with("Senha fraca demais"))),
        "{refused:?}"
    );
    assert!(app.try_create_admin("chefe", "admin@2025").is_err());
    let admin = app.create_admin("chefe");
    let staff = app.signed_in("chefe").await;
    let response = app.change_password(&staff, admin.id, PASSWORD, "janela99").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let message =
        json_of(response).await["fieldErrors"]["newPassword"].as_str().unwrap().to_owned();
    assert!(message.starts_with("Senha fraca demais"), "{message}");
    assert_eq!(app.login("chefe", PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn a_reset_refuses_a_weak_password_keeps_the_link_and_tells_the_owner() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.request_reset("maria@exemplo.com").await;
    let mail = &app.mails_to("maria@exemplo.com", 1).await[0];
    let start = mail.find("token=").expect("a reset link") + "token=".len();
    let token: String = mail[start..].split_whitespace().next().unwrap().into();
    let confirm = |password: &'static str| {
        let body = json!({"token": token, "newPassword": password});
        let url = app.url("/api/reset-password/confirm");
        async move { cookie_client().post(url).json(&body).send().await.unwrap() }
    };
    let weak = confirm("senha123").await;
    assert_eq!(weak.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_of(weak).await["fieldErrors"]["newPassword"],
        "Senha muito comum: escolha outra."
    );
    assert_eq!(confirm(NEW_PASSWORD).await.status(), StatusCode::OK);
    let mails = app.mails_to("maria@exemplo.com", 2).await;
    assert!(mails.iter().any(|m| m.contains("redefinida pelo link")), "{mails:?}");
    assert_eq!(app.login("maria", NEW_PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn changing_the_email_needs_the_current_password_and_tells_the_old_address() {
    let app = TestApp::spawn().await;
    let id = app.register("ana").await;
    let put = |body: Value| app.client.put(app.url(&format!("/api/users/{id}"))).json(&body).send();
    let profile = |email: &str, current: Option<&str>| {
        json!({"fullName": "Ana Paula", "email": email, "username": "ana",
            "currentPassword": current})
    };

    let missing = put(profile("ana.nova@exemplo.com", None)).await.unwrap();
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(missing).await["fieldErrors"]["currentPassword"].is_string());
    let wrong = put(profile("ana.nova@exemplo.com", Some("errada"))).await.unwrap();
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    assert_eq!(json_of(wrong).await["fieldErrors"]["currentPassword"], "Senha atual incorreta");
    assert_eq!(json_of(app.get("/api/user").await).await["email"], "ana@exemplo.com");

    let same_email = put(profile("ana@exemplo.com", None)).await.unwrap();
    assert_eq!(same_email.status(), 200, "no e-mail change, no password");

    let changed = put(profile("ana.nova@exemplo.com", Some(PASSWORD))).await.unwrap();
    assert_eq!(changed.status(), 200);
    assert_eq!(json_of(changed).await["email"], "ana.nova@exemplo.com");
    let mails = app.mails_to("ana@exemplo.com", 1).await;
    assert!(mails.iter().any(|m| m.contains("foi alterado para a***@exemplo.com")), "{mails:?}");
}

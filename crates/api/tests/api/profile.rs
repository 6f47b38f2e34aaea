//! A person's own account: the profile and the password.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{admin_app, audit_actions, json_of, status_of_user, TestApp, PASSWORD};

#[tokio::test]
async fn a_password_change_ends_the_other_sessions_only() {
    let app = TestApp::spawn().await;
    let id = app.register("maria").await;
    let elsewhere = app.signed_in("maria").await;
    let change = |current: &'static str| {
        app.change_password(&app.client, id, current, "nova-senha-do-girassol")
    };
    let wrong = change("errada").await;
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    assert_eq!(json_of(wrong).await["fieldErrors"]["currentPassword"], "Senha atual incorreta");

    assert_eq!(change(PASSWORD).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/user").await.status(), 200, "the session that changed it goes on");
    assert_eq!(status_of_user(&elsewhere, &app.url("")).await, 401);
    let login = app.login("maria", "nova-senha-do-girassol").await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn nobody_changes_another_persons_password() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("chefe");
    app.register("maria").await;
    let response =
        app.change_password(&app.client, admin.id, PASSWORD, "nova-senha-do-girassol").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn profiles_are_edited_by_their_owner_or_by_staff() {
    let (app, staff, admin_id) = admin_app().await;
    let ana = app.register("ana").await;
    let profile = json!({"fullName": "Ana Paula", "email": "ana.paula@exemplo.com",
        "username": "anapaula", "currentPassword": PASSWORD});
    let own = app.put_json(&format!("/api/users/{ana}"), &profile).await;
    assert_eq!(own.status(), 200);
    assert_eq!(json_of(own).await["fullName"], "Ana Paula");
    let other = app.put_json(&format!("/api/users/{admin_id}"), &profile).await;
    assert_eq!(other.status(), StatusCode::NOT_FOUND);

    let taken = json!({"fullName": "Ana", "email": "chefe@exemplo.com", "username": "anapaula",
        "currentPassword": PASSWORD});
    let conflict = app.put_json(&format!("/api/users/{ana}"), &taken).await;
    assert_eq!(conflict.status(), StatusCode::CONFLICT);
    assert!(json_of(conflict).await["fieldErrors"]["email"].is_string());

    let by_staff = json!({"fullName": "Ana P. Rossi", "email": "ana.paula@exemplo.com", "username": "anapaula"});
    let edited = app.put_json_as(&staff, &format!("/api/users/{ana}"), &by_staff).await;
    assert_eq!(edited.status(), 200);
    assert_eq!(audit_actions(&app), ["user.profile"]);
}

#[tokio::test]
async fn the_phone_is_changed_removed_or_kept_with_the_profile() {
    let app = TestApp::spawn().await;
    let ana = app.register("ana").await;
    let path = format!("/api/users/{ana}");
    let profile = |phone: serde_json::Value| {
        let mut body = json!({"fullName": "Ana", "email": "ana@exemplo.com", "username": "ana"});
        if !phone.is_null() {
            body["phone"] = phone;
        }
        body
    };
    let phone_on_file = || async { json_of(app.get("/api/user").await).await["phone"].clone() };

    let changed = app.put_json(&path, &profile(json!("+55 11 97777-6666"))).await;
    assert_eq!(changed.status(), 200);
    assert_eq!(json_of(changed).await["phone"], "+55 11 97777-6666");

    // A profile sent without the phone (the staff's edit dialog, an older client) keeps it.
    assert_eq!(app.put_json(&path, &profile(serde_json::Value::Null)).await.status(), 200);
    assert_eq!(phone_on_file().await, "+55 11 97777-6666");

    let refused = app.put_json(&path, &profile(json!("ligue para mim"))).await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert_eq!(json_of(refused).await["fieldErrors"]["phone"], "Telefone inválido");
    assert_eq!(phone_on_file().await, "+55 11 97777-6666");

    assert_eq!(app.put_json(&path, &profile(json!(""))).await.status(), 200);
    assert_eq!(phone_on_file().await, serde_json::Value::Null);
}

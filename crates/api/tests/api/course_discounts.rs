//! The course's discount code over HTTP: staff keep it on the course (never shown to clients),
//! and 'Aprovar desconto' sends it to the client as a message and by e-mail.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{admin_app, audit_actions, id_named, TestApp};

fn discount(course_id: Option<i64>) -> Value {
    json!({
        "kind": "course-discount", "courseId": course_id, "name": "Ana Souza",
        "email": "ana.contato@exemplo.com", "phone": "(11) 98765-4321",
    })
}

async fn submitted(app: &TestApp, who: &Client, body: &Value) -> i64 {
    let (status, stored) = app.call(who, Method::POST, "/api/requests", Some(body)).await;
    assert_eq!(status, 201, "{stored}");
    stored["id"].as_i64().unwrap()
}

async fn approve(app: &TestApp, who: &Client, id: i64) -> (StatusCode, Value) {
    app.call(who, Method::POST, &format!("/api/requests/{id}/approve-discount"), None).await
}

/// The seeded 'Curso Básico de Italiano' with `code` stored (none when `None`).
async fn basic_course(app: &TestApp, staff: &Client, code: Option<&str>) -> i64 {
    let (_, courses) = app.call(staff, Method::GET, "/api/courses?all=true", None).await;
    let id = id_named(&courses, "Curso Básico de Italiano");
    let (status, saved) = app
        .call(
            staff,
            Method::PATCH,
            &format!("/api/courses/{id}"),
            Some(&json!({"discountCode": code})),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["discountCode"], json!(code.map(str::trim)), "stored trimmed");
    id
}

#[tokio::test]
async fn approving_needs_a_session() {
    let app = TestApp::spawn().await;
    let (status, _) = approve(&app, &reqwest::Client::new(), 1).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn staff_keep_the_code_on_the_course_and_clients_never_see_it() {
    let (app, staff, _) = admin_app().await;
    app.seed();
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let id = basic_course(&app, &staff, Some("  ITALIA10 ")).await;
    let (_, courses) = app.call(&staff, Method::GET, "/api/courses", None).await;
    let basic = courses.as_array().unwrap().iter().find(|c| c["id"] == id).unwrap().clone();
    assert_eq!(basic["discountCode"], "ITALIA10", "stored trimmed");
    let (_, courses) = app.call(&ana, Method::GET, "/api/courses", None).await;
    assert!(courses.as_array().unwrap().iter().all(|c| c.get("discountCode").is_none()));
    let (status, body) = app
        .call(
            &staff,
            Method::PATCH,
            &format!("/api/courses/{id}"),
            Some(&json!({"discountCode": "X".repeat(51)})),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(
        body["fieldErrors"]["discountCode"],
        "O código de desconto deve ter no máximo 50 caracteres"
    );
    let (status, body) = app
        .call(
            &ana,
            Method::PATCH,
            &format!("/api/courses/{id}"),
            Some(&json!({"discountCode": "MEU"})),
        )
        .await;
    assert_eq!(status, 403, "{body}");
}

#[tokio::test]
async fn an_approved_discount_sends_the_code_by_message_and_mail_and_answers_the_request() {
    let (app, staff, chefe) = admin_app().await;
    app.seed();
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Souza").await;
    let course = basic_course(&app, &staff, Some("ITALIA10")).await;
    let id = submitted(&app, &ana, &discount(Some(course))).await;

    let (status, approved) = approve(&app, &staff, id).await;
    assert_eq!(status, 200, "{approved}");
    assert_eq!(approved["status"], "answered");
    let (_, inbox) = app.call(&ana, Method::GET, "/api/messages", None).await;
    let message = &inbox["items"][0];
    assert_eq!(
        (message["senderId"].as_i64(), message["receiverId"].as_i64()),
        (Some(chefe), Some(ana_id))
    );
    assert!(message["content"].as_str().unwrap().contains("ITALIA10"), "{message}");
    let mails = app.mails_to("ana@exemplo.com", 2).await;
    assert!(
        mails
            .iter()
            .any(|m| m.contains("digo de desconto: ITALIA10")
                && m.contains("http://127.0.0.1/messages")),
        "{mails:?}"
    );
    assert!(audit_actions(&app).iter().any(|a| a == "request.approve_discount"));
}

#[tokio::test]
async fn clients_may_not_approve_and_anothers_request_stays_hidden() {
    let (app, staff, _) = admin_app().await;
    app.seed();
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Lima").await;
    let course = basic_course(&app, &staff, Some("ITALIA10")).await;
    let id = submitted(&app, &ana, &discount(Some(course))).await;
    for who in [&ana, &bia] {
        let (status, answer) = approve(&app, who, id).await;
        assert_eq!(status, 403, "{answer}");
    }
    let (status, answer) = app.call(&bia, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Solicitação não encontrada."))
    );
    let (status, _) = approve(&app, &staff, 999_999).await;
    assert_eq!(status, 404);
    let (_, inbox) = app.call(&ana, Method::GET, "/api/messages", None).await;
    assert_eq!(inbox["total"], 0, "nothing was sent");
}

#[tokio::test]
async fn approval_is_refused_without_a_code_a_course_or_for_another_kind() {
    let (app, staff, _) = admin_app().await;
    app.seed();
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let course = basic_course(&app, &staff, None).await;
    let no_code = submitted(&app, &ana, &discount(Some(course))).await;
    let no_course = submitted(&app, &ana, &discount(None)).await;
    let mut enrolment = discount(Some(course));
    enrolment["kind"] = json!("course-enrollment");
    let enrolment = submitted(&app, &ana, &enrolment).await;
    for (id, message) in [
        (no_code, "Este curso não tem código de desconto cadastrado."),
        (no_course, "Esta solicitação não indica um curso. Responda ao cliente pela mensagem."),
        (enrolment, "Apenas solicitações de desconto podem ser aprovadas."),
    ] {
        let (status, answer) = approve(&app, &staff, id).await;
        assert_eq!((status, answer["message"].as_str()), (StatusCode::CONFLICT, Some(message)));
    }
    let (_, mine) = app.call(&ana, Method::GET, &format!("/api/requests/{no_code}"), None).await;
    assert_eq!(mine["status"], "new");
}

#[tokio::test]
async fn a_course_request_names_its_course_and_one_not_offered_is_refused_on_its_field() {
    let (app, staff, _) = admin_app().await;
    app.seed();
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let course = basic_course(&app, &staff, None).await;
    let mut body = discount(Some(course));
    body["courseName"] = json!("Curso grátis");
    let id = submitted(&app, &ana, &body).await;

    let (_, stored) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(stored["form"]["courseName"], "Curso Básico de Italiano", "{stored}");
    assert_eq!(stored["title"], "Desconto no curso — Curso Básico de Italiano");
    let mails = app.mails_to("chefe@exemplo.com", 1).await;
    // Quoted-printable: 'Curso: Curso Básico de Italiano'.
    assert!(mails.iter().any(|m| m.contains("Curso: Curso B=C3=A1sico de Italiano")), "{mails:?}");

    let (status, refused) =
        app.call(&ana, Method::POST, "/api/requests", Some(&discount(Some(9_999)))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(
        refused["fieldErrors"]["courseId"],
        "Este curso não está disponível. Escolha outro da lista."
    );
}

//! 'Abrir processo' over HTTP: staff turn a request into its client's case, with the request's
//! documents, once; the client is mailed and follows the case.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::documents::{upload, PDF};
use crate::helpers::{admin_app, audit_actions};

fn citizenship() -> Value {
    json!({
        "kind": "citizenship", "offer": "contra-decreto", "name": "Ana Souza",
        "email": "ana@exemplo.com", "phone": "(11) 98765-4321",
        "message": "Meu pedido foi negado pelo consulado.",
    })
}

#[tokio::test]
async fn staff_open_a_case_from_a_request_once_with_its_documents_and_the_client_follows_it() {
    let (app, staff, chefe) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Souza").await;
    let (_, document) = upload(&app, &ana, "certidao.pdf", PDF).await;
    let mut body = citizenship();
    body["documentIds"] = json!([document["id"]]);
    let (_, stored) = app.call(&ana, Method::POST, "/api/requests", Some(&body)).await;
    let id = stored["id"].as_i64().unwrap();
    assert_eq!(stored["suggestedCase"]["type"], "italian_citizenship");
    assert_eq!(stored["suggestedCase"]["country"], "Itália");
    let path = format!("/api/requests/{id}/case");

    let (status, answer) =
        app.call(&staff, Method::POST, &path, Some(&json!({"type": "visto"}))).await;
    assert_eq!(
        (status, answer["fieldErrors"]["type"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Escolha o tipo do processo."))
    );
    let (status, case) = app.call(&staff, Method::POST, &path, Some(&json!({}))).await;
    assert_eq!(status, 201, "{case}");
    assert_eq!(case["userId"], ana_id);
    assert_eq!(case["type"], "italian_citizenship");
    assert_eq!(case["country"], "Itália");
    assert_eq!(case["status"], "in_progress");
    assert_eq!(case["documentCount"], 1, "the request's document goes into the case");
    assert_eq!(case["updateCount"], 1);
    let case_id = case["id"].as_i64().unwrap();

    let (_, request) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(request["caseId"], case_id);
    // Opening the case took the new request up.
    assert_eq!(
        (&request["status"], &request["assignedTo"]),
        (&json!("in_progress"), &json!(chefe))
    );
    let (_, listed) =
        app.call(&ana, Method::GET, &format!("/api/documents?caseId={case_id}"), None).await;
    assert_eq!(listed["items"][0]["name"], "certidao.pdf");
    let (_, mine) = app.call(&ana, Method::GET, "/api/cases", None).await;
    assert_eq!(mine["items"][0]["id"], case_id, "{mine}");
    let (_, detail) = app.call(&ana, Method::GET, &format!("/api/cases/{case_id}"), None).await;
    assert_eq!(detail["updates"][0]["authorId"], chefe);
    assert!(detail["updates"][0]["content"].as_str().unwrap().contains("Contra Decreto"));
    assert!(detail["checklist"].as_array().is_some_and(|items| !items.is_empty()));
    let mails = app.mails_to("ana@exemplo.com", 2).await;
    assert!(
        mails.iter().any(|m| m.contains("Cidadania italiana") && m.contains("/process-tracking")),
        "{mails:?}"
    );

    let (status, again) = app.call(&staff, Method::POST, &path, Some(&json!({}))).await;
    assert_eq!(
        (status, again["message"].as_str()),
        (StatusCode::CONFLICT, Some("Esta solicitação já tem um processo."))
    );
    let (_, cases) = app.call(&staff, Method::GET, "/api/cases", None).await;
    assert_eq!(cases["total"], 1);
    let actions = audit_actions(&app);
    for action in ["case_open", "request.case"] {
        assert_eq!(actions.iter().filter(|a| *a == action).count(), 1, "{action} in {actions:?}");
    }
}

#[tokio::test]
async fn staff_adjust_the_case_and_clients_and_strangers_may_not_open_one() {
    let (app, staff, _) = admin_app().await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Lima").await;
    let labor = json!({"kind": "labor", "companyName": "Metalúrgica Silva"});
    let (_, stored) = app.call(&ana, Method::POST, "/api/requests", Some(&labor)).await;
    let path = format!("/api/requests/{}/case", stored["id"]);
    assert_eq!(stored["suggestedCase"]["type"], "labor");
    assert_eq!(stored["suggestedCase"]["country"], "Brasil");

    let anonymous = reqwest::Client::new();
    let (status, _) = app.call(&anonymous, Method::POST, &path, Some(&json!({}))).await;
    assert_eq!(status, 401);
    for who in [&ana, &bia] {
        let (status, _) = app.call(who, Method::POST, &path, Some(&json!({}))).await;
        assert_eq!(status, 403);
    }
    let (status, _) =
        app.call(&staff, Method::POST, "/api/requests/999999/case", Some(&json!({}))).await;
    assert_eq!(status, 404);

    let adjusted = json!({"type": "other", "country": "Portugal", "notes": "Acordo extrajudicial"});
    let (status, case) = app.call(&staff, Method::POST, &path, Some(&adjusted)).await;
    assert_eq!(status, 201, "{case}");
    assert_eq!(
        (case["type"].as_str(), case["country"].as_str(), case["notes"].as_str()),
        (Some("other"), Some("Portugal"), Some("Acordo extrajudicial"))
    );
}

#[tokio::test]
async fn opening_a_case_keeps_the_colleague_who_has_the_request_and_a_status_past_new() {
    let (app, staff, chefe) = admin_app().await;
    app.create_admin("colega");
    let colleague = app.signed_in("colega").await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let (_, stored) = app.call(&ana, Method::POST, "/api/requests", Some(&citizenship())).await;
    let id = stored["id"].as_i64().unwrap();
    app.call(&staff, Method::POST, &format!("/api/requests/{id}/assign"), None).await;
    let answered = json!({"status": "answered"});
    app.call(&staff, Method::PATCH, &format!("/api/requests/{id}/status"), Some(&answered)).await;

    let path = format!("/api/requests/{id}/case");
    let (status, _) = app.call(&colleague, Method::POST, &path, Some(&json!({}))).await;
    assert_eq!(status, 201);
    let (_, request) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!((&request["status"], &request["assignedTo"]), (&json!("answered"), &json!(chefe)));
}

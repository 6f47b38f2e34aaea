//! Cases over HTTP: staff open and change them, post updates the client is mailed, a client
//! reads only their own and hands in documents for them.

use domain::clock::Clock;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::documents::{send_form, Part, PDF};
use crate::helpers::{admin_app, audit_actions, TestApp};

fn case_form(user_id: i64) -> Value {
    json!({
        "userId": user_id,
        "type": "italian_citizenship",
        "country": "Itália",
        "protocol": "IT-2026-001",
        "startDate": "2026-11-01",
        "estimatedEndDate": "2027-06-30",
        "notes": "Aguardando certidões."
    })
}

async fn open_case(app: &TestApp, staff: &Client, user_id: i64) -> Value {
    let (status, case) =
        app.call(staff, Method::POST, "/api/cases", Some(&case_form(user_id))).await;
    assert_eq!(status, StatusCode::CREATED, "{case}");
    case
}

async fn upload_for_case(app: &TestApp, who: &Client, case_id: i64) -> (StatusCode, Value) {
    let case_id = case_id.to_string();
    let parts = [
        Part::File { filename: "filename=\"certidao.pdf\"", bytes: PDF },
        Part::Text { name: "caseId", value: &case_id },
    ];
    send_form(app, who, &parts).await
}

#[tokio::test]
async fn staff_open_a_case_that_its_client_follows_and_no_one_else_sees() {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Rossi").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let case = open_case(&app, &staff, ana_id).await;
    assert_eq!(case["status"], "in_progress");
    assert_eq!(case["clientName"], "Ana Rossi");
    assert_eq!(case["progress"], 0);
    assert_eq!(case["actualEndDate"], Value::Null);
    let path = format!("/api/cases/{}", case["id"]);

    let (status, mine) = app.call(&ana, Method::GET, "/api/cases", None).await;
    assert_eq!((status, mine["total"].as_i64()), (StatusCode::OK, Some(1)));
    assert_eq!(mine["items"][0]["protocol"], "IT-2026-001");
    let (status, detail) = app.call(&ana, Method::GET, &path, None).await;
    assert_eq!(status, 200);
    assert_eq!(detail["updates"], json!([]));

    let (_, theirs) = app.call(&bia, Method::GET, "/api/cases", None).await;
    assert_eq!(theirs["total"], 0);
    let (status, body) = app.call(&bia, Method::GET, &path, None).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Processo não encontrado."))
    );
    let (status, _) = app.call(&bia, Method::PUT, &path, Some(&case_form(ana_id))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.call(&ana, Method::PUT, &path, Some(&case_form(ana_id))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app.call(&ana, Method::POST, "/api/cases", Some(&case_form(ana_id))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let anonymous = reqwest::Client::new();
    let (status, _) = app.call(&anonymous, Method::GET, "/api/cases", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(audit_actions(&app).contains(&"case_open".to_owned()));
}

#[tokio::test]
async fn the_form_answers_field_messages_and_unknown_clients_are_not_found() {
    let (app, staff, _) = admin_app().await;
    let ana_id = app.register("ana").await;
    let bad = json!({"userId": ana_id, "type": "x", "country": "", "progress": 150,
        "startDate": "2026-11-01", "estimatedEndDate": "2026-10-01", "status": "talvez"});
    let (status, body) = app.call(&staff, Method::POST, "/api/cases", Some(&bad)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let fields = &body["fieldErrors"];
    assert_eq!(fields["type"], "Escolha o tipo do processo.");
    assert_eq!(fields["country"], "Informe o país.");
    assert_eq!(fields["progress"], "O progresso vai de 0 a 100.");
    assert_eq!(fields["status"], "Status inválido");
    assert_eq!(fields["estimatedEndDate"], "A previsão de término não pode ser antes do início.");
    let (status, body) =
        app.call(&staff, Method::POST, "/api/cases", Some(&case_form(987_654))).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Cliente não encontrado."))
    );
}

#[tokio::test]
async fn closing_sets_the_end_date_and_an_admin_reopening_is_audited() {
    let (app, staff, _) = admin_app().await;
    let ana_id = app.register("ana").await;
    let case = open_case(&app, &staff, ana_id).await;
    let path = format!("/api/cases/{}", case["id"]);
    let mut form = case_form(ana_id);
    form["status"] = json!("concluído");
    form["progress"] = json!(100);
    let (status, closed) = app.call(&staff, Method::PUT, &path, Some(&form)).await;
    assert_eq!(status, 200, "{closed}");
    assert_eq!(closed["status"], "completed", "aliases are answered canonically");
    assert!(closed["actualEndDate"].is_string());
    form["status"] = json!("awaiting_documents");
    let (_, reopened) = app.call(&staff, Method::PUT, &path, Some(&form)).await;
    assert_eq!(reopened["status"], "awaiting_documents");
    assert_eq!(reopened["actualEndDate"], Value::Null);
    let actions = audit_actions(&app);
    assert!(
        actions.ends_with(&["case_change".into(), "case_change".into(), "case_reopen".into()]),
        "{actions:?}"
    );
}

#[tokio::test]
async fn staff_filter_the_list_by_status_type_client_and_waiting_on_the_client() {
    let (app, staff, _) = admin_app().await;
    let (_, ana_id) = app.register_elsewhere("ana", "Ana Rossi").await;
    let (_, bia_id) = app.register_elsewhere("bia", "Bia Souza").await;
    open_case(&app, &staff, ana_id).await;
    let mut waiting = case_form(bia_id);
    waiting["type"] = json!("passport");
    waiting["status"] = json!("aguardando documentos");
    waiting["protocol"] = json!("PP_77");
    app.call(&staff, Method::POST, "/api/cases", Some(&waiting)).await;
    let total = |query: &'static str| {
        let (app, staff) = (&app, &staff);
        async move {
            let (status, page) =
                app.call(staff, Method::GET, &format!("/api/cases{query}"), None).await;
            assert_eq!(status, 200, "{query}: {page}");
            page["total"].as_i64().unwrap()
        }
    };
    assert_eq!(total("").await, 2);
    assert_eq!(total("?awaitingClient=true").await, 1);
    assert_eq!(total("?status=in_progress").await, 1);
    assert_eq!(total("?type=passport").await, 1);
    assert_eq!(total("?q=rossi").await, 1);
    assert_eq!(total("?q=pp_7").await, 1, "protocol search");
    assert_eq!(total("?q=%25").await, 0, "wildcards are literal");
    assert_eq!(total("?pageSize=1&page=2").await, 2);
    assert_eq!(total("?pageSize=1&page=9").await, 2, "past the end");
    assert_eq!(total("?status=approved").await, 0);
    let (status, _) = app.call(&staff, Method::GET, "/api/cases?status=x", None).await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn an_update_reaches_the_clients_history_newest_first_and_their_mailbox() {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Rossi").await;
    let case = open_case(&app, &staff, ana_id).await;
    let path = format!("/api/cases/{}/updates", case["id"]);
    for text in ["Documentos recebidos.", "Protocolo aceito no consulado."] {
        let (status, update) =
            app.call(&staff, Method::POST, &path, Some(&json!({"content": text}))).await;
        assert_eq!(status, StatusCode::CREATED, "{update}");
        assert!(!update["authorName"].as_str().unwrap_or_default().is_empty(), "{update}");
    }
    let (_, detail) =
        app.call(&ana, Method::GET, &format!("/api/cases/{}", case["id"]), None).await;
    assert_eq!(detail["updates"][0]["content"], "Protocolo aceito no consulado.");
    assert_eq!(detail["updates"][1]["content"], "Documentos recebidos.");
    assert_eq!(detail["updateCount"], 2);
    let mails = app.mails_to("ana@exemplo.com", 2).await;
    assert!(mails.iter().any(|m| m.contains("Protocolo aceito no consulado.")));
    let (status, _) = app.call(&ana, Method::POST, &path, Some(&json!({"content": "oi"}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) =
        app.call(&staff, Method::POST, &path, Some(&json!({"content": " "}))).await;
    assert_eq!(
        (status, body["fieldErrors"]["content"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Escreva a atualização."))
    );
}

#[tokio::test]
async fn a_clients_upload_to_their_case_is_listed_with_it_and_mailed_to_staff() {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Rossi").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let case = open_case(&app, &staff, ana_id).await;
    let case_id = case["id"].as_i64().unwrap();
    let (status, document) = upload_for_case(&app, &ana, case_id).await;
    assert_eq!(status, StatusCode::CREATED, "{document}");
    assert_eq!(document["caseId"], case_id);
    let (status, body) = upload_for_case(&app, &bia, case_id).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Processo não encontrado."))
    );
    let (status, by_staff) = upload_for_case(&app, &staff, case_id).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(by_staff["ownerId"], ana_id, "the case's client owns what staff hand in");

    let listed = format!("/api/documents?caseId={case_id}");
    let (_, page) = app.call(&ana, Method::GET, &listed, None).await;
    assert_eq!(page["total"], 2);
    let (_, detail) = app.call(&ana, Method::GET, &format!("/api/cases/{case_id}"), None).await;
    assert_eq!(detail["documentCount"], 2);
    // STAFF_EMAIL is not set: the active admin hears of the client's upload, not of staff's own.
    let staff_mails = app.mails_to("chefe@exemplo.com", 1).await;
    assert_eq!(staff_mails.len(), 1, "only the client's own upload is told");
    assert!(staff_mails[0].contains("certidao.pdf") && staff_mails[0].contains("Ana Rossi"));
    let (status, _) = send_form(
        &app,
        &ana,
        &[
            Part::File { filename: "filename=\"a.pdf\"", bytes: PDF },
            Part::Text { name: "caseId", value: "abc" },
        ],
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// The checklist item `id` of a case's detail.
fn item_in(detail: &Value, id: i64) -> Value {
    let items = detail["checklist"].as_array().expect("a checklist");
    items.iter().find(|item| item["id"] == id).expect("the item").clone()
}

#[tokio::test]
async fn a_checklist_item_gets_documents_a_validity_and_a_review_the_client_reads() {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Rossi").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let case = open_case(&app, &staff, ana_id).await;
    let case_id = case["id"].as_i64().unwrap();
    let path = format!("/api/cases/{case_id}");
    let (_, detail) = app.call(&ana, Method::GET, &path, None).await;
    assert_eq!(detail["checklist"].as_array().unwrap().len(), 4, "the citizenship template");
    assert_eq!(detail["checklist"][0]["validity"], "pending");
    assert_eq!(detail["checklistProgress"], 0, "nothing approved yet");

    let checklist = format!("{path}/checklist");
    let (status, item) = app
        .call(&staff, Method::POST, &checklist, Some(&json!({"name": "Certidão de casamento"})))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{item}");
    let item_id = item["id"].as_i64().unwrap();
    let (status, _) = app.call(&ana, Method::POST, &checklist, Some(&json!({"name": "x"}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let approve = json!({"decision": "approved"});
    let (status, body) = app
        .call(&staff, Method::PUT, &format!("{checklist}/{item_id}/review"), Some(&approve))
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "nothing sent, nothing to review: {body}");
    assert_eq!(
        body["message"],
        "Nenhum documento foi enviado para este item: ainda não há o que revisar."
    );

    // Expiring in ten days (the test clock's today, in São Paulo).
    let today = app.clock.now().with_timezone(&domain::appointments::TIME_ZONE).date_naive();
    let soon = (today + chrono::Duration::days(10)).to_string();
    let (case_text, item_text) = (case_id.to_string(), item_id.to_string());
    let parts = [
        Part::File { filename: "filename=\"casamento.pdf\"", bytes: PDF },
        Part::Text { name: "caseId", value: &case_text },
        Part::Text { name: "checklistItemId", value: &item_text },
        Part::Text { name: "expiresOn", value: &soon },
    ];
    let (status, document) = send_form(&app, &ana, &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{document}");
    assert_eq!(document["checklistItemId"], item_id);
    let (status, _) = send_form(&app, &bia, &parts).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let review = format!("{checklist}/{item_id}/review");
    let reject = json!({"decision": "rejected", "reason": "Documento ilegível."});
    let (status, _) = app.call(&ana, Method::PUT, &review, Some(&reject)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) =
        app.call(&staff, Method::PUT, &review, Some(&json!({"decision": "rejected"}))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, _) = app.call(&staff, Method::PUT, &review, Some(&reject)).await;
    assert_eq!(status, 200);
    let (_, detail) = app.call(&ana, Method::GET, &path, None).await;
    let shown = item_in(&detail, item_id);
    assert_eq!(shown["review"], "rejected");
    assert_eq!(shown["reviewReason"], "Documento ilegível.");
    assert_eq!(shown["validity"], "expiring");
    assert_eq!(shown["documentCount"], 1);

    let (status, second) = send_form(&app, &ana, &parts).await;
    assert_eq!(status, StatusCode::CREATED);
    let (_, detail) = app.call(&ana, Method::GET, &path, None).await;
    let shown = item_in(&detail, item_id);
    assert_eq!(shown["review"], "waiting", "a new file goes back to review");
    let (_, approved) =
        app.call(&staff, Method::PUT, &review, Some(&json!({"decision": "aprovado"}))).await;
    assert_eq!(approved["review"], "approved");
    let (_, detail) = app.call(&staff, Method::GET, &path, None).await;
    assert_eq!(detail["checklistProgress"], 20, "one of five items approved");

    // One of its two files removed, the item stays approved; the last one gone, it waits again.
    let remove = |document: &Value| format!("/api/documents/{}", document["id"]);
    assert_eq!(app.call(&ana, Method::DELETE, &remove(&document), None).await.0, 204);
    let (_, detail) = app.call(&ana, Method::GET, &path, None).await;
    assert_eq!(item_in(&detail, item_id)["review"], "approved");
    assert_eq!(app.call(&ana, Method::DELETE, &remove(&second), None).await.0, 204);
    let (_, detail) = app.call(&ana, Method::GET, &path, None).await;
    let shown = item_in(&detail, item_id);
    assert_eq!((&shown["review"], &shown["documentCount"]), (&json!("waiting"), &json!(0)));
    assert_eq!(detail["checklistProgress"], 0);
    let (status, _) =
        app.call(&staff, Method::PUT, &review, Some(&json!({"decision": "approved"}))).await;
    assert_eq!(status, StatusCode::CONFLICT, "nothing left to review");

    // Staff hand in a document for the client from the case: it is the client's.
    let for_the_case = [
        Part::File { filename: "filename=\"procuracao.pdf\"", bytes: PDF },
        Part::Text { name: "caseId", value: &case_text },
    ];
    let (status, by_staff) = send_form(&app, &staff, &for_the_case).await;
    assert_eq!(status, StatusCode::CREATED, "{by_staff}");
    assert_eq!(
        (by_staff["ownerId"].as_i64(), by_staff["caseId"].as_i64()),
        (Some(ana_id), Some(case_id))
    );
    let missing = format!("{checklist}/987654/review");
    let (status, _) =
        app.call(&staff, Method::PUT, &missing, Some(&json!({"decision": "approved"}))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(audit_actions(&app).contains(&"case_item_review".to_owned()));
}

#[tokio::test]
async fn staff_remove_an_item_and_its_documents_stay_the_clients() {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Rossi").await;
    let case = open_case(&app, &staff, ana_id).await;
    let case_id = case["id"].as_i64().unwrap();
    let path = format!("/api/cases/{case_id}");
    let checklist = format!("{path}/checklist");
    let (_, item) = app
        .call(&staff, Method::POST, &checklist, Some(&json!({"name": "Certidão de casamneto"})))
        .await;
    let item_id = item["id"].as_i64().unwrap();
    let (case_text, item_text) = (case_id.to_string(), item_id.to_string());
    let parts = [
        Part::File { filename: "filename=\"casamento.pdf\"", bytes: PDF },
        Part::Text { name: "caseId", value: &case_text },
        Part::Text { name: "checklistItemId", value: &item_text },
    ];
    let (status, document) = send_form(&app, &ana, &parts).await;
    assert_eq!(status, StatusCode::CREATED, "{document}");

    let this_item = format!("{checklist}/{item_id}");
    assert_eq!(app.call(&ana, Method::DELETE, &this_item, None).await.0, StatusCode::FORBIDDEN);
    assert_eq!(app.call(&staff, Method::DELETE, &this_item, None).await.0, StatusCode::NO_CONTENT);
    let (status, body) = app.call(&staff, Method::DELETE, &this_item, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["message"], "Item da lista não encontrado.");

    let (_, detail) = app.call(&ana, Method::GET, &path, None).await;
    let items = detail["checklist"].as_array().unwrap();
    assert!(items.iter().all(|item| item["id"] != item_id), "{detail}");
    assert_eq!(items.len(), 4, "the template's items stay");
    // The document sent for it is still the client's, in the case, tied to no item.
    let (status, list) = app.call(&ana, Method::GET, "/api/documents", None).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let kept = list["items"].as_array().unwrap().iter().find(|d| d["id"] == document["id"]);
    let kept = kept.expect("the document is still listed");
    assert_eq!((kept["caseId"].as_i64(), kept["checklistItemId"].is_null()), (Some(case_id), true));
    assert!(audit_actions(&app).contains(&"case_item_remove".to_owned()));
}

//! Service requests over HTTP: each kind's rules, the mails, who may reach what, the staff
//! inbox (filters, unread count, assign, status, reply as a message) and the abuse limits.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::documents::{upload, PDF};
use crate::helpers::{admin_app, audit_actions, TestApp};

fn citizenship(offer: &str) -> Value {
    json!({
        "kind": "citizenship", "offer": offer, "name": "Ana Souza",
        "email": "ana.contato@exemplo.com", "phone": "(11) 98765-4321",
        "message": "Meu pedido foi negado pelo consulado.",
    })
}

async fn submit(app: &TestApp, who: &Client, body: &Value) -> (StatusCode, Value) {
    app.call(who, Method::POST, "/api/requests", Some(body)).await
}

#[tokio::test]
async fn every_call_needs_a_session() {
    let app = TestApp::spawn().await;
    let anonymous = reqwest::Client::new();
    for (method, path) in [
        (Method::POST, "/api/requests"),
        (Method::GET, "/api/requests"),
        (Method::GET, "/api/requests/unread-count"),
        (Method::GET, "/api/requests/1"),
        (Method::POST, "/api/requests/1/assign"),
        (Method::PATCH, "/api/requests/1/status"),
        (Method::POST, "/api/requests/1/reply"),
        (Method::POST, "/api/requests/1/case"),
    ] {
        let body = json!({"status": "closed", "content": "x"});
        let (status, _) = app.call(&anonymous, method.clone(), path, Some(&body)).await;
        assert_eq!(status, 401, "{method} {path}");
    }
}

#[tokio::test]
async fn a_citizenship_request_with_a_document_is_stored_mailed_to_staff_and_confirmed() {
    let (app, _staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Souza").await;
    let (_, document) = upload(&app, &ana, "certidao.pdf", PDF).await;
    let mut body = citizenship("contra-decreto");
    body["documentIds"] = json!([document["id"]]);
    let (status, stored) = submit(&app, &ana, &body).await;
    assert_eq!(status, 201, "{stored}");
    assert_eq!(stored["kind"], "citizenship");
    assert_eq!(stored["status"], "new");
    assert_eq!(stored["clientId"], ana_id);
    assert_eq!(stored["title"], "Cidadania italiana — Contra Decreto");
    assert_eq!(stored["form"]["offer"], "contra-decreto");
    assert_eq!(stored["form"]["email"], "ana.contato@exemplo.com");
    assert_eq!(stored["documents"][0]["name"], "certidao.pdf");
    assert_eq!(stored["caseId"], Value::Null);

    let id = stored["id"].as_i64().unwrap();
    let staff_mail = app.mails_to("chefe@exemplo.com", 1).await.remove(0);
    assert!(staff_mail.contains(&format!("http://127.0.0.1/admin/requests/{id}")), "{staff_mail}");
    assert!(staff_mail.contains("certidao.pdf"), "the document is named");
    assert!(!staff_mail.contains("%PDF"), "never the file itself");
    assert!(!staff_mail.to_lowercase().contains("content-disposition: attachment"));
    let confirmation = app.mails_to("ana@exemplo.com", 1).await.remove(0);
    assert!(confirmation.contains("24 horas"), "{confirmation}");
    assert!(confirmation.contains(&format!("http://127.0.0.1/requests/{id}")), "{confirmation}");
    assert!(confirmation.contains("Acompanhar esta solicita"), "{confirmation}");
}

#[tokio::test]
async fn each_kind_refuses_bad_data_with_field_messages() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let ana = app.client.clone();
    let cases = [
        (json!({"kind": "citizenship", "offer": "visto"}), "offer", "Escolha um dos serviços"),
        (
            json!({"kind": "citizenship", "offer": "em-andamento", "name": "Ana", "email": "ana@", "phone": "11999998888", "message": "x"}),
            "email",
            "Endereço de e-mail inválido",
        ),
        (
            json!({"kind": "inventory", "deceasedName": "José", "heirs": [], "assets": [{"description": "Casa"}]}),
            "heirs",
            "É necessário ter pelo menos um herdeiro.",
        ),
        (
            json!({"kind": "inventory", "deceasedName": "José", "heirs": [{"name": "Ana"}], "assets": []}),
            "assets",
            "É necessário ter pelo menos um bem.",
        ),
        (
            json!({"kind": "labor", "companyName": ""}),
            "companyName",
            "Nome da empresa é obrigatório",
        ),
        (
            json!({"kind": "benefit", "previousRequest": "yes-denied"}),
            "previousRequestDetails",
            "Conte como foi o pedido anterior",
        ),
        (
            json!({"kind": "course-enrollment", "name": "Ana", "email": "ana@exemplo.com", "phone": "11999998888"}),
            "courseId",
            "Escolha um curso",
        ),
        (
            json!({"kind": "contact", "name": "Ana", "email": "ana@exemplo.com", "phone": "11999998888"}),
            "message",
            "Descreva o seu caso",
        ),
        (json!({"kind": "new-case", "caseType": "visa"}), "caseType", "Escolha o tipo de processo"),
        (json!({"kind": "new-case"}), "caseType", "Escolha o tipo de processo"),
        (
            json!({"kind": "inventory", "deceasedName": "José", "heirs": [{"name": "Ana"}], "assets": [{"description": "Casa", "estimatedValue": "trezentos mil"}]}),
            "assets.0.estimatedValue",
            "Informe um valor em reais acima de zero, como 2.500,00.",
        ),
        (
            json!({"kind": "labor", "companyName": "Metalúrgica Silva", "salary": "2.500.00"}),
            "salary",
            "Informe um valor em reais acima de zero, como 2.500,00.",
        ),
        (
            json!({"kind": "benefit", "inssNumber": "120.12345.67-3"}),
            "inssNumber",
            "Confira o número do INSS: são 11 dígitos, como em 120.12345.67-2.",
        ),
    ];
    for (body, field, message) in cases {
        let (status, answer) = submit(&app, &ana, &body).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert_eq!(answer["fieldErrors"][field], message, "{body}: {answer}");
    }
    let (status, _) = submit(&app, &ana, &json!({"kind": "passport"})).await;
    assert_eq!(status, 400);
    let (_, page) = app.call(&ana, Method::GET, "/api/requests", None).await;
    assert_eq!(page["total"], 0, "nothing refused is kept");

    let good = [
        json!({"kind": "inventory", "deceasedName": "José Souza", "heirs": [{"name": "Ana", "relationship": "child"}, {"name": "Rui", "relationship": "spouse"}], "assets": [{"description": "Casa", "type": "real-estate", "estimatedValue": "350000"}]}),
        json!({"kind": "labor", "companyName": "Metalúrgica Silva", "dismissalReason": "without-cause", "overtime": true, "salary": "2500,5"}),
        json!({"kind": "benefit", "benefitType": "disability", "previousRequest": "yes-ceased", "previousRequestDetails": "Cessado em 2025", "inssNumber": "12012345672"}),
        json!({"kind": "course-discount", "name": "Ana Souza", "email": "ana@exemplo.com", "phone": "11999998888"}),
        json!({"kind": "new-case", "caseType": "passport", "country": "Itália", "notes": "Renovação"}),
    ];
    let mut stored = Vec::new();
    for body in good {
        let (status, answer) = submit(&app, &ana, &body).await;
        assert_eq!(status, 201, "{body}: {answer}");
        stored.push(answer);
    }
    // Amounts and the INSS number are kept in one written form, however they were typed.
    assert_eq!(stored[0]["form"]["assets"][0]["estimatedValue"], "R$ 350.000,00");
    assert_eq!(stored[1]["form"]["salary"], "R$ 2.500,50");
    assert_eq!(stored[2]["form"]["inssNumber"], "120.12345.67-2");
    let (_, page) = app.call(&ana, Method::GET, "/api/requests", None).await;
    assert_eq!(page["total"], 5);
    assert_eq!(page["items"][0]["title"], "Novo processo — Passaporte");
    assert_eq!(page["items"][4]["title"], "Inventário — José Souza");
    let confirmation = app.mails_to("ana@exemplo.com", 5).await;
    assert_eq!(confirmation.iter().filter(|m| m.contains("48 horas")).count(), 3);
}

#[tokio::test]
async fn a_client_reaches_only_their_own_requests_and_documents() {
    let (app, staff, _) = admin_app().await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Lima").await;
    let (_, stored) = submit(&app, &ana, &citizenship("em-andamento")).await;
    let id = stored["id"].as_i64().unwrap();
    let (status, answer) = app.call(&bia, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(
        (status, answer["message"].as_str()),
        (StatusCode::NOT_FOUND, Some("Solicitação não encontrada."))
    );
    let (_, bias) = app.call(&bia, Method::GET, "/api/requests", None).await;
    assert_eq!(bias["total"], 0);
    let (_, anas_document) = upload(&app, &ana, "rg.pdf", PDF).await;
    let mut body = citizenship("em-andamento");
    body["documentIds"] = json!([anas_document["id"]]);
    let (status, answer) = submit(&app, &bia, &body).await;
    assert_eq!(status, 400);
    assert_eq!(answer["fieldErrors"]["documentIds"], "Documento não encontrado.");

    for (method, path, body) in [
        (Method::GET, "/api/requests/unread-count".to_owned(), None),
        (Method::POST, format!("/api/requests/{id}/assign"), None),
        (Method::PATCH, format!("/api/requests/{id}/status"), Some(json!({"status": "closed"}))),
        (Method::POST, format!("/api/requests/{id}/reply"), Some(json!({"content": "oi"}))),
    ] {
        let (status, _) = app.call(&ana, method.clone(), &path, body.as_ref()).await;
        assert_eq!(status, 403, "{method} {path}");
    }
    let (status, _) = app.call(&staff, Method::GET, "/api/requests/999999", None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn staff_filter_the_inbox_take_a_request_up_answer_and_close_it() {
    let (app, staff, chefe) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Souza").await;
    let (_, first) = submit(&app, &ana, &citizenship("menores-urgente")).await;
    let contact = json!({"kind": "contact", "name": "Ana", "email": "ana@exemplo.com", "phone": "11999998888", "message": "Vocês fazem apostilamento?"});
    submit(&app, &ana, &contact).await;
    let id = first["id"].as_i64().unwrap();

    let (_, unread) = app.call(&staff, Method::GET, "/api/requests/unread-count", None).await;
    assert_eq!(unread["count"], 2);
    let (_, all) = app.call(&staff, Method::GET, "/api/requests", None).await;
    assert_eq!(
        (all["total"].as_i64(), all["items"][0]["kind"].as_str()),
        (Some(2), Some("contact"))
    );
    assert_eq!(all["items"][0]["clientName"], "Ana Souza");
    for (query, total) in [
        ("kind=citizenship", 1),
        ("status=new", 2),
        ("unassigned=true", 2),
        ("search=apostilamento", 1),
        ("search=souza", 2),
        ("search=ninguem", 0),
        ("pageSize=1&page=7", 2),
    ] {
        let (status, page) =
            app.call(&staff, Method::GET, &format!("/api/requests?{query}"), None).await;
        assert_eq!((status, page["total"].as_i64()), (StatusCode::OK, Some(total)), "{query}");
    }
    let (status, _) = app.call(&staff, Method::GET, "/api/requests?status=aberta", None).await;
    assert_eq!(status, 400);

    let (_, opened) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(opened["unread"], false);
    let (_, unread) = app.call(&staff, Method::GET, "/api/requests/unread-count", None).await;
    assert_eq!(unread["count"], 1);

    let (status, taken) =
        app.call(&staff, Method::POST, &format!("/api/requests/{id}/assign"), None).await;
    assert_eq!(status, 200, "{taken}");
    assert_eq!(
        (taken["assignedTo"].as_i64(), taken["status"].as_str()),
        (Some(chefe), Some("in_progress"))
    );
    let (_, unassigned) =
        app.call(&staff, Method::GET, "/api/requests?unassigned=true", None).await;
    assert_eq!(unassigned["total"], 1);
    let (_, taken_up) =
        app.call(&staff, Method::GET, "/api/requests?status=in_progress", None).await;
    assert_eq!(
        (&taken_up["items"][0]["assignedName"], &taken_up["items"][0]["clientName"]),
        (&json!("Admin chefe"), &json!("Ana Souza"))
    );

    let (status, answer) = app
        .call(
            &staff,
            Method::POST,
            &format!("/api/requests/{id}/reply"),
            Some(&json!({"content": " "})),
        )
        .await;
    assert_eq!(
        (status, answer["fieldErrors"]["content"].as_str()),
        (StatusCode::BAD_REQUEST, Some("O conteúdo da mensagem é obrigatório"))
    );
    let reply = "Recebemos. Envie a certidão de nascimento do menor.";
    let (status, answered) = app
        .call(
            &staff,
            Method::POST,
            &format!("/api/requests/{id}/reply"),
            Some(&json!({"content": reply})),
        )
        .await;
    assert_eq!((status, answered["status"].as_str()), (StatusCode::OK, Some("answered")));
    // The request keeps what was answered, for the staff who open it next.
    assert_eq!(answered["replies"].as_array().map(Vec::len), Some(1), "{answered}");
    assert_eq!(
        (&answered["replies"][0]["authorName"], &answered["replies"][0]["content"]),
        (&json!("Admin chefe"), &json!(reply))
    );
    let (_, seen) = app.call(&ana, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(seen["replies"][0]["content"], reply);
    let (_, inbox) = app.call(&ana, Method::GET, "/api/messages", None).await;
    assert_eq!(inbox["items"][0]["content"], reply);
    assert_eq!(inbox["items"][0]["senderId"], chefe);
    assert_eq!(inbox["items"][0]["receiverId"], ana_id);
    // Deleted by the client in Mensagens, the reply is gone for her here too, not for staff.
    let message = format!("/api/messages/{}", inbox["items"][0]["id"]);
    let (status, _) = app.call(&ana, Method::DELETE, &message, None).await;
    assert!(status.is_success(), "{status}");
    let (_, seen) = app.call(&ana, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(seen["replies"], json!([]));
    let (_, kept) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(kept["replies"][0]["content"], reply);
    let mails = app.mails_to("ana@exemplo.com", 3).await;
    // The answer's mail, and not the request's confirmation, links to the request's page.
    let link = format!("http://127.0.0.1/requests/{id}");
    assert!(
        mails.iter().any(|m| m.contains("certid")
            && m.contains("Ver esta solicita")
            && m.lines().any(|line| line.trim_end() == link)),
        "{mails:?}"
    );

    let (status, answer) = app
        .call(
            &staff,
            Method::PATCH,
            &format!("/api/requests/{id}/status"),
            Some(&json!({"status": "arquivada"})),
        )
        .await;
    assert_eq!(
        (status, answer["fieldErrors"]["status"].is_string()),
        (StatusCode::BAD_REQUEST, true)
    );
    let (status, closed) = app
        .call(
            &staff,
            Method::PATCH,
            &format!("/api/requests/{id}/status"),
            Some(&json!({"status": "closed"})),
        )
        .await;
    assert_eq!((status, closed["status"].as_str()), (StatusCode::OK, Some("closed")));
    let (_, mine) = app.call(&ana, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(mine["status"], "closed");
    let actions = audit_actions(&app);
    for action in ["request.assign", "request.reply", "request.status"] {
        assert!(actions.iter().any(|a| a == action), "{action} in {actions:?}");
    }
}

#[tokio::test]
async fn a_client_holds_three_open_requests_of_a_kind_and_a_few_an_hour() {
    let app = TestApp::spawn_with(&[("MAX_REQUESTS_PER_HOUR", "4")]).await;
    app.register("ana").await;
    let ana = app.client.clone();
    for _ in 0..3 {
        let (status, _) = submit(&app, &ana, &citizenship("contra-decreto")).await;
        assert_eq!(status, 201);
    }
    let (status, answer) = submit(&app, &ana, &citizenship("em-andamento")).await;
    assert_eq!(status, 429, "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("3 solicitações deste tipo em aberto"));
    let contact = json!({"kind": "contact", "name": "Ana", "email": "ana@exemplo.com", "phone": "11999998888", "message": "Olá"});
    let (status, _) = submit(&app, &ana, &contact).await;
    assert_eq!(status, 201, "another kind is its own count");
    let (status, answer) = submit(&app, &ana, &contact).await;
    assert_eq!(status, 429);
    assert!(answer["message"].as_str().unwrap().contains("última hora"), "{answer}");
}

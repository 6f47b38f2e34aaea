//! The family tree over HTTP: the preset relatives, a draft saved and read back with its
//! accents, the rules' refusals, who may reach whose tree and finishing (a request in the staff
//! inbox with the vault documents). How a saved tree is kept and read, large ones too: `stored`.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::documents::{upload, PDF};
use crate::helpers::{admin_app, audit_actions, TestApp};

mod stored;

pub(crate) fn three_relatives() -> Value {
    json!({"persons": [
        {"key": "self", "name": "João da Conceição", "relationship": "self",
         "birthDate": "1980-03-02", "birthPlace": "São Paulo, SP", "fatherKey": "father"},
        {"key": "father", "name": "José Conceição", "relationship": "father",
         "birthDate": "05/1950", "fatherKey": "grandfather", "documentNumber": "RG 12.345.678-9"},
        {"key": "grandfather", "name": "Niccolò Làzzaro", "relationship": "grandfather-paternal",
         "birthDate": "1921", "birthPlace": "Forlì, Itália", "deathDate": "1999-12-31",
         "italianAncestor": true, "notes": "Emigrou em 1948 — navio 'Conte Biancamano'."}
    ]})
}

#[tokio::test]
async fn signed_out_callers_are_refused() {
    let app = TestApp::spawn().await;
    let (status, _) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) =
        app.call(&app.client, Method::PUT, "/api/family-tree", Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_new_client_starts_with_seven_relatives_and_reads_back_the_saved_draft() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let (status, tree) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(tree["status"], "new");
    assert_eq!(tree["persons"].as_array().unwrap().len(), 7);
    assert_eq!(tree["persons"][3]["relationship"], "grandfather-paternal");

    let (status, saved) =
        app.call(&app.client, Method::PUT, "/api/family-tree", Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["status"], "draft");
    let (_, read) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(read["persons"], saved["persons"]);
    let grandfather = &read["persons"][2];
    assert_eq!(grandfather["name"], "Niccolò Làzzaro");
    assert_eq!(grandfather["birthPlace"], "Forlì, Itália");
    assert_eq!(grandfather["birthDate"], "1921");
    assert_eq!(grandfather["italianAncestor"], true);
    assert_eq!(grandfather["notes"], "Emigrou em 1948 — navio 'Conte Biancamano'.");
    assert_eq!(read["persons"][1]["birthDate"], "1950-05");
    assert!(read["updatedAt"].is_string());
}

#[tokio::test]
async fn a_cycle_and_implausible_dates_are_refused_with_their_messages() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let mut cycle = three_relatives();
    cycle["persons"][2]["fatherKey"] = json!("self");
    let (status, body) = app.call(&app.client, Method::PUT, "/api/family-tree", Some(&cycle)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fieldErrors"]["persons.2.fatherKey"],
        "João da Conceição não pode ser ancestral de si mesmo(a): os vínculos de pai e mãe formam um ciclo."
    );

    let mut dates = three_relatives();
    dates["persons"][1]["birthDate"] = json!("1920");
    dates["persons"][2]["deathDate"] = json!("1900");
    let (status, body) = app.call(&app.client, Method::PUT, "/api/family-tree", Some(&dates)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fieldErrors"]["persons.2.deathDate"],
        "A data de falecimento deve ser posterior à de nascimento."
    );
    assert!(body["fieldErrors"]["persons.1.birthDate"]
        .as_str()
        .unwrap()
        .contains("Niccolò Làzzaro"));
    let (_, read) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(read["status"], "new", "nothing of a refused tree is kept");
}

/// Staff and two clients, Ana with a saved tree of three relatives.
pub(crate) struct Clients {
    pub(crate) app: TestApp,
    pub(crate) staff: reqwest::Client,
    pub(crate) ana: reqwest::Client,
    pub(crate) ana_id: i64,
    pub(crate) bia: reqwest::Client,
}

pub(crate) async fn clients_and_anas_tree() -> Clients {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Lima").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let (status, _) =
        app.call(&ana, Method::PUT, "/api/family-tree", Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::OK);
    Clients { app, staff, ana, ana_id, bia }
}

#[tokio::test]
async fn a_client_gets_404_for_another_clients_tree_and_staff_reach_it() {
    let Clients { app, staff, ana, ana_id, bia } = clients_and_anas_tree().await;
    let other = format!("/api/family-tree?userId={ana_id}");
    let (status, body) = app.call(&bia, Method::GET, &other, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["message"], "Árvore genealógica não encontrada.");
    let (status, _) = app.call(&bia, Method::PUT, &other, Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (status, read) = app.call(&staff, Method::GET, &other, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(read["ownerId"], ana_id);
    assert_eq!(read["persons"][0]["name"], "João da Conceição");
    let mut edited = three_relatives();
    edited["persons"][1]["notes"] = json!("Certidão pedida ao cartório de Jundiaí.");
    let (status, _) = app.call(&staff, Method::PUT, &other, Some(&edited)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(audit_actions(&app).contains(&"family_tree_save".to_owned()));
    let (_, read) = app.call(&ana, Method::GET, "/api/family-tree", None).await;
    assert_eq!(read["persons"][1]["notes"], "Certidão pedida ao cartório de Jundiaí.");
    let (status, _) = app.call(&staff, Method::GET, "/api/family-tree?userId=999999", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn finishing_sends_a_family_tree_request_with_the_vault_documents_to_the_inbox() {
    let (app, staff, _) = admin_app().await;
    let (giulia, giulia_id) = app.register_elsewhere("giulia", "Giulia Làzzaro").await;
    upload(&app, &giulia, "certidão.pdf", PDF).await;
    upload(&app, &giulia, "passaporte.pdf", PDF).await;
    let mut form = three_relatives();
    form["notes"] = json!("Falta a certidão do bisavô.");
    form["includeDocuments"] = json!(true);
    let (status, body) =
        app.call(&giulia, Method::POST, "/api/family-tree/finish", Some(&form)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "finished");
    assert!(body["finishedAt"].is_string());

    let (status, inbox) =
        app.call(&staff, Method::GET, "/api/requests?kind=family-tree", None).await;
    assert_eq!(status, StatusCode::OK, "{inbox}");
    assert_eq!(inbox["total"], 1, "{inbox}");
    let id = inbox["items"][0]["id"].as_i64().unwrap();
    let (_, request) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(request["clientId"], giulia_id);
    assert_eq!(request["title"], "Árvore genealógica — 3 pessoas");
    assert_eq!(request["form"]["people"], 3);
    assert_eq!(request["form"]["notes"], "Falta a certidão do bisavô.");
    let mut names: Vec<&str> = request["documents"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| d["name"].as_str())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["certidão.pdf", "passaporte.pdf"]);

    // Staff get the link to the request, naming the files but never carrying them.
    let staff_mail = app.mails_to("chefe@exemplo.com", 1).await.remove(0);
    assert!(staff_mail.contains(&format!("/admin/requests/{id}")), "{staff_mail}");
    assert!(!staff_mail.contains("%PDF"), "never the file itself");
    assert!(!staff_mail.to_lowercase().contains("content-disposition: attachment"));
    app.mails_to("giulia@exemplo.com", 1).await;
}

#[tokio::test]
async fn finishing_without_documents_and_over_the_limit() {
    let app = TestApp::spawn_with(&[("MAX_OPEN_REQUESTS_PER_KIND", "1")]).await;
    app.register("giulia").await;
    upload(&app, &app.client, "certidão.pdf", PDF).await;
    let mut form = three_relatives();
    form["includeDocuments"] = json!(false);
    let (status, body) =
        app.call(&app.client, Method::POST, "/api/family-tree/finish", Some(&form)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, mine) = app.call(&app.client, Method::GET, "/api/requests", None).await;
    let id = mine["items"][0]["id"].as_i64().unwrap();
    let (_, request) =
        app.call(&app.client, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(request["documents"], json!([]));

    // A second finish while the first request is open is refused whole: the tree stays as it was.
    form["persons"][1]["notes"] = json!("Não deve ficar");
    let (status, body) =
        app.call(&app.client, Method::POST, "/api/family-tree/finish", Some(&form)).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert!(body["message"].as_str().unwrap().contains("em aberto"), "{body}");
    let (_, tree) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(tree["persons"][1]["notes"], Value::Null);
}

#[tokio::test]
async fn finishing_without_the_clients_name_is_refused() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let mut tree = three_relatives();
    tree["persons"][0]["name"] = json!("");
    let (status, body) =
        app.call(&app.client, Method::POST, "/api/family-tree/finish", Some(&tree)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fieldErrors"]["persons.0.name"],
        "Informe o seu nome (parentesco 'Eu') antes de finalizar a árvore."
    );
}

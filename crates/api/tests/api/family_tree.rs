//! The family tree over HTTP: the preset relatives, a draft saved and read back with its
//! accents, the rules' refusals, who may reach whose tree, finishing (a request in the staff
//! inbox with the vault documents) and a 500-person tree saved and read in one request each.

use std::io::{Read, Write};
use std::time::Instant;

use diesel::{Connection, PgConnection, RunQueryDsl};
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::documents::{upload, PDF};
use crate::helpers::{admin_app, audit_actions, TestApp};

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

fn gunzip(bytes: &[u8]) -> Value {
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes).read_to_string(&mut text).expect("gzip");
    serde_json::from_str(&text).expect("JSON")
}

/// `GET path` by `who`, taking `encodings`: the answer's encoding and its bytes.
async fn read_taking(
    app: &TestApp,
    who: &Client,
    path: &str,
    encodings: &str,
) -> (Option<String>, Vec<u8>) {
    let response =
        who.get(app.url(path)).header("Accept-Encoding", encodings).send().await.expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let header = |name: &str| response.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
    assert_eq!(header("content-type").as_deref(), Some("application/json"));
    let encoding = header("content-encoding");
    if encoding.is_some() {
        let vary: Vec<_> = response.headers().get_all("vary").iter().collect();
        assert_eq!(vary, ["accept-encoding"], "said once");
    }
    (encoding, response.bytes().await.expect("a body").to_vec())
}

/// Sets the kept JSON of every tree to `json`, gzip-compressed.
fn keep_json(app: &TestApp, json: &str) {
    let mut kept = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    kept.write_all(json.as_bytes()).unwrap();
    let mut conn = PgConnection::establish(&app.db.url).unwrap();
    diesel::sql_query("UPDATE family_trees SET json_gzip = $1")
        .bind::<diesel::sql_types::Bytea, _>(kept.finish().unwrap())
        .execute(&mut conn)
        .unwrap();
}

fn run_sql(app: &TestApp, sql: &str) {
    let mut conn = PgConnection::establish(&app.db.url).unwrap();
    diesel::sql_query(sql).execute(&mut conn).unwrap();
}

/// A browser (it takes gzip) gets the JSON kept at the last save as it is kept; a client that
/// does not take gzip gets it unpacked. What the row keeps is what is sent, but not when it is of
/// an older shape of the JSON, or older than the row (a save by a server that does not keep it).
#[tokio::test]
async fn a_saved_tree_is_read_as_the_json_its_save_kept() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let (status, saved) =
        app.call(&app.client, Method::PUT, "/api/family-tree", Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let tree = "/api/family-tree";
    let (encoding, body) = read_taking(&app, &app.client, tree, "gzip, deflate, br").await;
    assert_eq!(encoding.as_deref(), Some("gzip"));
    assert_eq!(gunzip(&body), saved);
    let (_, plain) = app.call(&app.client, Method::GET, tree, None).await;
    assert_eq!(plain, saved);

    keep_json(&app, r#"{"kept":true}"#);
    let (_, body) = read_taking(&app, &app.client, tree, "gzip").await;
    assert_eq!(gunzip(&body), json!({"kept": true}));
    let (_, plain) = app.call(&app.client, Method::GET, tree, None).await;
    assert_eq!(plain, json!({"kept": true}));

    run_sql(&app, "UPDATE family_trees SET json_shape = json_shape + 1");
    let (_, body) = read_taking(&app, &app.client, tree, "gzip").await;
    assert_eq!(gunzip(&body), saved, "JSON of an older shape is not sent");

    run_sql(&app, "UPDATE family_trees SET json_shape = json_shape - 1");
    let (_, body) = read_taking(&app, &app.client, tree, "gzip").await;
    assert_eq!(gunzip(&body), json!({"kept": true}));
    run_sql(&app, "UPDATE family_trees SET updated_at = updated_at + interval '1 second'");
    let (_, plain) = app.call(&app.client, Method::GET, tree, None).await;
    assert_eq!(plain["persons"], saved["persons"], "JSON older than its row is not sent");
}

/// Finishing keeps the JSON with the finished status, and staff read a client's kept JSON too.
#[tokio::test]
async fn a_finished_tree_is_read_as_finished_by_its_client_and_by_staff() {
    let (app, staff, _) = admin_app().await;
    let giulia = app.register("giulia").await;
    let mut form = three_relatives();
    form["notes"] = json!("");
    form["includeDocuments"] = json!(false);
    let (status, finished) =
        app.call(&app.client, Method::POST, "/api/family-tree/finish", Some(&form)).await;
    assert_eq!(status, StatusCode::OK, "{finished}");
    assert_eq!(finished["status"], "finished");
    assert!(finished["finishedAt"].is_string());
    let (encoding, body) = read_taking(&app, &app.client, "/api/family-tree", "gzip").await;
    assert_eq!(encoding.as_deref(), Some("gzip"));
    assert_eq!(gunzip(&body), finished);
    let by_staff = format!("/api/family-tree?userId={giulia}");
    let (_, body) = read_taking(&app, &staff, &by_staff, "gzip").await;
    assert_eq!(gunzip(&body), finished);
}

/// Ten generations of ancestors above the client, every one with both parents, cut at 500.
fn big_tree(size: usize) -> Value {
    let persons: Vec<Value> = (0..size)
        .map(|i| {
            let father = 2 * i + 1;
            let mother = 2 * i + 2;
            json!({
                "key": format!("p{i}"),
                "name": format!("Antônio Conceição nº {i}"),
                "relationship": if i == 0 { "self" } else { "other" },
                "birthPlace": "Treviso, Itália",
                "notes": "Registro paroquial consultado.",
                "fatherKey": (father < size).then(|| format!("p{father}")),
                "motherKey": (mother < size).then(|| format!("p{mother}")),
            })
        })
        .collect();
    json!({ "persons": persons })
}

#[tokio::test]
async fn a_500_person_tree_is_saved_and_read_whole() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let tree = big_tree(500);
    let started = Instant::now();
    let (status, body) = app.call(&app.client, Method::PUT, "/api/family-tree", Some(&tree)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let saved_in = started.elapsed();
    let (_, read) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(read["persons"].as_array().unwrap().len(), 500);
    assert_eq!(read["persons"][499]["name"], "Antônio Conceição nº 499");
    assert_eq!(read["persons"][0]["fatherKey"], "p1");
    // A debug build on a shared machine: generous, but one round trip per person would not fit.
    assert!(saved_in.as_secs() < 5, "saving 500 persons took {saved_in:?}");
}

/// The largest tree allowed, every column varied, comes back as it was sent, in its order.
#[tokio::test]
async fn the_largest_tree_keeps_every_field_of_every_person() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let size = domain::family_tree::MAX_PERSONS;
    let mut tree = big_tree(size);
    for (i, person) in tree["persons"].as_array_mut().unwrap().iter_mut().enumerate() {
        // Parents (2i + 1 and 2i + 2) a generation, 25 years, before their child.
        let born = 1940 - 25 * (usize::BITS - (i + 1).leading_zeros() - 1);
        person["birthDate"] =
            json!([format!("{born}"), format!("{born}-05"), format!("{born}-05-17")][i % 3]);
        person["deathDate"] =
            if i % 2 == 0 { json!(format!("{}-12-01", born + 70)) } else { Value::Null };
        person["deathPlace"] = if i % 5 == 0 { json!("Porto Alegre, RS") } else { Value::Null };
        person["documentNumber"] = if i % 7 == 0 { json!(format!("DOC-{i}")) } else { Value::Null };
        person["italianAncestor"] = json!(i % 11 == 3);
        if i % 4 == 1 {
            person["notes"] = Value::Null;
        }
    }
    let (status, body) = app.call(&app.client, Method::PUT, "/api/family-tree", Some(&tree)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, read) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    let (sent, read) = (tree["persons"].as_array().unwrap(), read["persons"].as_array().unwrap());
    assert_eq!(read.len(), size);
    let fields = [
        "key",
        "name",
        "relationship",
        "birthDate",
        "birthPlace",
        "deathDate",
        "deathPlace",
        "documentNumber",
        "notes",
        "italianAncestor",
        "fatherKey",
        "motherKey",
    ];
    for (i, (sent, read)) in sent.iter().zip(read).enumerate() {
        for field in fields {
            assert_eq!(
                read.get(field).unwrap_or(&Value::Null),
                &sent[field],
                "person {i}, {field}"
            );
        }
    }
}

#[tokio::test]
async fn an_oversized_body_is_refused() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let mut tree = three_relatives();
    tree["persons"][0]["notes"] = json!("x".repeat(5 * 1024 * 1024));
    let (status, _) = app.call(&app.client, Method::PUT, "/api/family-tree", Some(&tree)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
}

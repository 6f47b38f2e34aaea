//! GEDCOM import over HTTP: the preview, the import applied whole, the refusals (signed out,
//! another client's tree, not GEDCOM, over 5 MB, a tree the import would break).

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{admin_app, TestApp};

const FILE: &str = "0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME João /da Conceição/\n1 BIRT\n2 DATE 2 MAR 1980\n2 PLAC São Paulo, SP\n1 _RELATIONSHIP self\n1 FAMC @F1@\n0 @I2@ INDI\n1 NAME Niccolò /Làzzaro/\n1 BIRT\n2 DATE ABT 1921\n2 PLAC Forlì, Itália\n1 _ITALIAN_ANCESTOR Y\nnot a gedcom line\n0 @F1@ FAM\n1 HUSB @I2@\n1 CHIL @I1@\n0 TRLR\n";

async fn send(app: &TestApp, who: &Client, path: &str, bytes: Vec<u8>) -> (StatusCode, Value) {
    let response = who
        .post(app.url(path))
        .header("Content-Type", "application/octet-stream")
        .body(bytes)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn signed_out_callers_are_refused() {
    let app = TestApp::spawn().await;
    for path in ["/api/family-tree/import/preview", "/api/family-tree/import"] {
        let (status, _) = send(&app, &app.client, path, FILE.into()).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}");
    }
}

#[tokio::test]
async fn a_client_previews_then_imports_a_file_into_the_preset_tree() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let (status, preview) =
        send(&app, &app.client, "/api/family-tree/import/preview", FILE.into()).await;
    assert_eq!(status, StatusCode::OK, "{preview}");
    assert_eq!(preview["version"], "7.0");
    assert_eq!(preview["encoding"], "UTF-8");
    assert_eq!(
        preview["replaced"],
        json!([{"key": "self", "name": "João da Conceição", "replaces": ""}])
    );
    assert_eq!(preview["added"][0]["name"], "Niccolò Làzzaro");
    assert_eq!(preview["kept"], 6);
    assert_eq!(preview["refusals"], json!([]));
    let lines: Vec<i64> = preview["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["line"].as_i64().unwrap())
        .collect();
    assert_eq!(lines, vec![14, 17], "{preview}");
    assert_eq!(preview["problems"][1]["text"], "not a gedcom line");
    let (_, tree) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(tree["status"], "new", "a preview stores nothing");

    let (status, tree) = send(&app, &app.client, "/api/family-tree/import", FILE.into()).await;
    assert_eq!(status, StatusCode::OK, "{tree}");
    assert_eq!(tree["status"], "draft");
    let persons = tree["persons"].as_array().unwrap();
    assert_eq!(persons.len(), 8);
    assert_eq!(persons[0]["name"], "João da Conceição");
    assert_eq!(persons[0]["birthPlace"], "São Paulo, SP");
    let emigrant = persons.iter().find(|p| p["name"] == "Niccolò Làzzaro").unwrap();
    assert_eq!(emigrant["italianAncestor"], true);
    assert_eq!(emigrant["birthDate"], "1921");
    assert_eq!(persons[0]["fatherKey"], emigrant["key"]);
}

#[tokio::test]
async fn the_ansel_torture_test_file_is_previewed() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let path = format!("{}/../../testdata/gedcom/TGC55C.ged", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(path).unwrap();
    let (status, preview) = send(&app, &app.client, "/api/family-tree/import/preview", bytes).await;
    assert_eq!(status, StatusCode::OK, "{preview}");
    assert_eq!(preview["encoding"], "ANSEL");
    assert!(preview["added"].as_array().unwrap().len() >= 15);
}

#[tokio::test]
async fn files_that_are_not_gedcom_or_too_large_are_refused_with_their_messages() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let preview = "/api/family-tree/import/preview";
    let (status, body) = send(&app, &app.client, preview, b"%PDF-1.7\n".to_vec()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(body["message"].as_str().unwrap().starts_with("Este arquivo não é GEDCOM"), "{body}");
    let (status, _) = send(&app, &app.client, preview, Vec::new()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let mut big = FILE.as_bytes().to_vec();
    big.resize(5 * 1024 * 1024 + 1, b'\n');
    let (status, body) = send(&app, &app.client, "/api/family-tree/import", big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["message"], "O arquivo passa de 5 MB.");
}

#[tokio::test]
async fn an_import_that_breaks_the_tree_is_shown_and_never_applied() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    // The father born after his son.
    let file = FILE.replace("2 DATE ABT 1921", "2 DATE 1990");
    let (status, preview) =
        send(&app, &app.client, "/api/family-tree/import/preview", file.clone().into()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(preview["refusals"].as_array().unwrap().len(), 1, "{preview}");
    let (status, body) = send(&app, &app.client, "/api/family-tree/import", file.into()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["message"].as_str().unwrap().starts_with("A importação não foi aplicada"));
    let (_, tree) = app.call(&app.client, Method::GET, "/api/family-tree", None).await;
    assert_eq!(tree["status"], "new", "nothing of a refused import is kept");
}

#[tokio::test]
async fn a_client_gets_404_for_another_clients_tree_and_staff_import_into_it() {
    let (app, staff, _) = admin_app().await;
    let (_, ana_id) = app.register_elsewhere("ana", "Ana Lima").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let path = format!("/api/family-tree/import?userId={ana_id}");
    let (status, _) = send(&app, &bia, &path, FILE.into()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, tree) = send(&app, &staff, &path, FILE.into()).await;
    assert_eq!(status, StatusCode::OK, "{tree}");
    assert_eq!(tree["ownerId"], ana_id);
}

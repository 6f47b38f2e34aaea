//! How a tree is kept and read: the JSON its save kept, served gzip-compressed to a browser and
//! unpacked to others, and trees of 500 and 2000 people saved and read whole.

use std::io::{Read, Write};
use std::time::Instant;

use diesel::{Connection, PgConnection, RunQueryDsl};
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use super::three_relatives;
use crate::helpers::{admin_app, TestApp};

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

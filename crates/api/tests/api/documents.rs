//! The document vault over HTTP: uploads checked by their bytes, the list, downloads as
//! attachments, who may reach what, the quota, and the files on disk.

use reqwest::{Client, Method, StatusCode};
use serde_json::Value;

use crate::helpers::{admin_app, audit_actions, TestApp};

pub(crate) const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0";
const JPEG: &[u8] = b"\xff\xd8\xff\xe0\0\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0\xff\xd9";
const BOUNDARY: &str = "----portal-test-boundary-7MA4YWxkTrZu0gW";

/// One part of a multipart/form-data body.
pub(crate) enum Part<'a> {
    /// `filename` is written into the header as given (quotes and all).
    File {
        filename: &'a str,
        bytes: &'a [u8],
    },
    Text {
        name: &'a str,
        value: &'a str,
    },
}

/// A multipart/form-data body, as a browser's form sends it.
fn form(parts: &[Part<'_>]) -> Vec<u8> {
    let mut body = Vec::new();
    for part in parts {
        body.extend_from_slice(format!("--{BOUNDARY}\r\n").as_bytes());
        match part {
            Part::File { filename, bytes } => {
                body.extend_from_slice(
                    format!(
                        "Content-Disposition: form-data; name=\"file\"; {filename}\r\n\
                         Content-Type: application/octet-stream\r\n\r\n"
                    )
                    .as_bytes(),
                );
                body.extend_from_slice(bytes);
            }
            Part::Text { name, value } => body.extend_from_slice(
                format!("Content-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}")
                    .as_bytes(),
            ),
        }
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    body
}

pub(crate) async fn send_form(
    app: &TestApp,
    who: &Client,
    parts: &[Part<'_>],
) -> (StatusCode, Value) {
    let response = who
        .post(app.url("/api/documents"))
        .header("Content-Type", format!("multipart/form-data; boundary={BOUNDARY}"))
        .body(form(parts))
        .send()
        .await
        .expect("request");
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

pub(crate) async fn upload(
    app: &TestApp,
    who: &Client,
    name: &str,
    bytes: &[u8],
) -> (StatusCode, Value) {
    let filename = format!("filename=\"{name}\"");
    send_form(app, who, &[Part::File { filename: &filename, bytes }]).await
}

/// The files in the storage folder.
fn stored_files(app: &TestApp) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(app.storage_dir.path())
        .expect("storage folder")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[tokio::test]
async fn pdf_png_and_jpeg_are_stored_listed_filtered_and_paged() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let ana = app.client.clone();
    for (name, bytes) in [("rg.pdf", PDF), ("foto.png", PNG), ("selfie.jpg", JPEG)] {
        let (status, stored) = upload(&app, &ana, name, bytes).await;
        assert_eq!(status, StatusCode::CREATED, "{name}: {stored}");
        assert_eq!(stored["name"], name);
        assert_eq!(stored["size"], bytes.len());
    }
    let files = stored_files(&app);
    assert_eq!(files.len(), 3);
    assert!(
        files.iter().all(|f| f.len() == 64 && !f.contains('.')),
        "objects carry random names: {files:?}"
    );

    let (status, page) = app.call(&ana, Method::GET, "/api/documents", None).await;
    assert_eq!(status, 200);
    assert_eq!(page["total"], 3);
    assert_eq!(page["items"][0]["name"], "selfie.jpg", "newest first");
    assert_eq!(page["items"][0]["kind"], "image");
    assert_eq!(page["items"][0]["contentType"], "image/jpeg");
    assert_eq!(page["items"][2]["kind"], "pdf");
    let (_, images) =
        app.call(&ana, Method::GET, "/api/documents?kind=image&pageSize=1&page=2", None).await;
    assert_eq!((images["total"].as_i64(), images["page"].as_i64()), (Some(2), Some(2)));
    assert_eq!(images["items"][0]["name"], "foto.png");
    let (status, _) = app.call(&ana, Method::GET, "/api/documents?kind=zip", None).await;
    assert_eq!(status, 400);

    let (_, dashboard) = app.call(&ana, Method::GET, "/api/dashboard", None).await;
    assert_eq!(dashboard["documents"], 3);
}

#[tokio::test]
async fn a_download_is_an_attachment_under_its_name_with_the_same_bytes() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let name = "filename=\"Certid\u{e3}o.pdf\"; filename*=UTF-8''Certid%C3%A3o%20nova.pdf";
    let (status, stored) =
        send_form(&app, &app.client, &[Part::File { filename: name, bytes: PDF }]).await;
    assert_eq!(status, 201, "{stored}");
    assert_eq!(stored["name"], "Certidão nova.pdf");
    assert_eq!(stored["sha256"].as_str().unwrap().len(), 64);
    let response = app.get(&format!("/api/documents/{}/download", stored["id"])).await;
    assert_eq!(response.status(), 200);
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_owned();
    assert_eq!(header("content-type"), "application/pdf");
    assert_eq!(header("x-content-type-options"), "nosniff");
    let disposition = header("content-disposition");
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(disposition.contains("filename*=UTF-8''Certid%C3%A3o%20nova.pdf"), "{disposition}");
    assert_eq!(response.bytes().await.unwrap().as_ref(), PDF);
}

#[tokio::test]
async fn refused_files_answer_why_and_leave_nothing_behind() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let ana = app.client.clone();

    let (status, body) = upload(&app, &ana, "contrato.pdf", b"isto e texto, nao PDF").await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(body["message"], "Envie PDF, JPG ou PNG.");

    let (status, body) = upload(&app, &ana, "vazio.pdf", b"").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], "O arquivo está vazio.");

    let mut big = PDF.to_vec();
    big.resize(10 * 1024 * 1024 + 1, b' ');
    let (status, body) = upload(&app, &ana, "grande.pdf", &big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["message"], "O arquivo passa de 10 MB.");
    big.resize(20 * 1024 * 1024, b' ');
    let (status, body) = upload(&app, &ana, "enorme.pdf", &big).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["message"], "O arquivo passa de 10 MB.");

    let (status, _) = send_form(&app, &ana, &[Part::Text { name: "note", value: "oi" }]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "no file");
    let (status, _) = app
        .call(&ana, Method::POST, "/api/documents", Some(&serde_json::json!({"file": "x"})))
        .await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "not a form");

    assert!(stored_files(&app).is_empty());
    let (_, page) = app.call(&ana, Method::GET, "/api/documents", None).await;
    assert_eq!(page["total"], 0);
}

#[tokio::test]
async fn an_account_holds_its_quota() {
    let app = TestApp::spawn_with(&[("DOCUMENT_QUOTA_MB", "1")]).await;
    app.register("ana").await;
    let mut half = PDF.to_vec();
    half.resize(600 * 1024, b' ');
    assert_eq!(upload(&app, &app.client, "1.pdf", &half).await.0, 201);
    let (status, body) = upload(&app, &app.client, "2.pdf", &half).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        body["message"],
        "O arquivo não cabe no seu espaço de documentos (1 MB). Remova algum documento para liberar espaço."
    );
    assert_eq!(stored_files(&app).len(), 1);
}

#[tokio::test]
async fn names_that_look_like_paths_are_only_names() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    for (sent, kept) in [
        ("../../etc/passwd.pdf", "passwd.pdf"),
        ("C:\\\\Users\\\\ana\\\\RG.pdf", "RG.pdf"),
        ("/", "documento.pdf"),
    ] {
        let (status, stored) = upload(&app, &app.client, sent, PDF).await;
        assert_eq!(status, 201, "{sent}");
        assert_eq!(stored["name"], kept, "{sent}");
    }
    assert!(!app.storage_dir.path().join("../etc").exists());
    assert_eq!(stored_files(&app).len(), 3);
}

#[tokio::test]
async fn a_document_is_its_owners_and_staffs_only() {
    let (app, staff, staff_id) = admin_app().await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let ana_id = app.register("ana").await;
    let ana = app.client.clone();
    let (_, stored) = upload(&app, &ana, "rg.pdf", PDF).await;
    let id = stored["id"].as_i64().unwrap();
    let download = format!("/api/documents/{id}/download");
    let one = format!("/api/documents/{id}");

    assert_eq!(app.call(&bia, Method::GET, &download, None).await.0, 404);
    assert_eq!(app.call(&bia, Method::DELETE, &one, None).await.0, 404);
    let anas = format!("/api/documents?userId={ana_id}");
    assert_eq!(app.call(&bia, Method::GET, &anas, None).await.0, 403);
    let user_id = ana_id.to_string();
    let for_ana = [
        Part::Text { name: "userId", value: &user_id },
        Part::File { filename: "filename=\"x.pdf\"", bytes: PDF },
    ];
    assert_eq!(send_form(&app, &bia, &for_ana).await.0, 403);
    assert_eq!(app.call(&staff, Method::GET, &download, None).await.0, 200);

    let (status, by_staff) = send_form(&app, &staff, &for_ana).await;
    assert_eq!(status, 201, "{by_staff}");
    assert_eq!(
        (by_staff["ownerId"].as_i64(), by_staff["uploadedBy"].as_i64()),
        (Some(ana_id), Some(staff_id))
    );
    let (_, listed) = app.call(&staff, Method::GET, &anas, None).await;
    assert_eq!(listed["total"], 2);
    let (_, everyone) = app.call(&staff, Method::GET, "/api/documents", None).await;
    assert_eq!(everyone["total"], 2);
    let nobody = [
        Part::Text { name: "userId", value: "999999" },
        Part::File { filename: "filename=\"x.pdf\"", bytes: PDF },
    ];
    assert_eq!(send_form(&app, &staff, &nobody).await.0, 404);

    let staffs = format!("/api/documents/{}", by_staff["id"]);
    assert_eq!(app.call(&staff, Method::DELETE, &staffs, None).await.0, 204);
    assert_eq!(
        audit_actions(&app),
        ["document_upload", "document_delete"],
        "staff's changes to a client's documents are audited"
    );
    assert_eq!(app.call(&ana, Method::DELETE, &one, None).await.0, 204);
    assert_eq!(app.call(&ana, Method::DELETE, &one, None).await.0, 404);
    assert_eq!(app.call(&ana, Method::GET, &download, None).await.0, 404);
    assert!(stored_files(&app).is_empty(), "deleting removes the file");
    assert_eq!(audit_actions(&app).len(), 2, "a client's own deletion is not audited");
}

#[tokio::test]
async fn the_sweep_removes_old_files_no_document_points_to() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (_, kept) = upload(&app, &app.client, "rg.pdf", PDF).await;
    std::fs::write(app.storage_dir.path().join("orphan"), PDF).unwrap();
    let wiring = api::startup::Wiring::new(&app.settings, app.clock.clone()).unwrap();
    let documents = wiring.state.documents.clone();
    let swept = tokio::task::spawn_blocking(move || {
        let now = chrono::Utc::now();
        let young = documents.sweep_orphans(now).unwrap();
        let old = documents.sweep_orphans(now + chrono::Duration::hours(2)).unwrap();
        (young, old)
    })
    .await
    .unwrap();
    assert_eq!(swept, (0, 1));
    assert_eq!(stored_files(&app).len(), 1);
    let response = app.get(&format!("/api/documents/{}/download", kept["id"])).await;
    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn while_the_file_store_fails_uploads_and_downloads_answer_503_and_the_list_still_works() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (status, stored) = upload(&app, &app.client, "rg.pdf", PDF).await;
    assert_eq!(status, StatusCode::CREATED, "{stored}");
    let download = format!("/api/documents/{}/download", stored["id"]);

    // The folder gives way to a file of the same name: every read and write of a file fails.
    let folder = app.storage_dir.path().to_owned();
    std::fs::remove_dir_all(&folder).expect("remove the folder");
    std::fs::write(&folder, b"not a folder").expect("put a file in its place");

    let (status, body) = upload(&app, &app.client, "cpf.pdf", PDF).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["message"], "Serviço temporariamente indisponível.");
    let response = app.get(&download).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(response.headers()["retry-after"], "2");
    let (status, listed) = app.call(&app.client, Method::GET, "/api/documents", None).await;
    assert_eq!((status, listed["total"].as_i64()), (StatusCode::OK, Some(1)));

    std::fs::remove_file(&folder).expect("remove the file");
    std::fs::create_dir(&folder).expect("the folder is back");
    let (status, _) = upload(&app, &app.client, "cpf.pdf", PDF).await;
    assert_eq!(status, StatusCode::CREATED, "uploads work again without a restart");
}

#[tokio::test]
async fn each_document_says_what_its_expiry_means_today() {
    use chrono::Duration;
    use domain::clock::Clock;

    let app = TestApp::spawn().await;
    app.register("ana").await;
    let today = app.clock.today();
    for (name, expires) in [
        ("vencido.pdf", Some(today - Duration::days(1))),
        ("hoje.pdf", Some(today)),
        ("proximo.pdf", Some(today + Duration::days(30))),
        ("longe.pdf", Some(today + Duration::days(31))),
        ("sem-validade.pdf", None),
    ] {
        let filename = format!("filename=\"{name}\"");
        let day = expires.map(|d| d.to_string()).unwrap_or_default();
        let mut parts = vec![Part::File { filename: &filename, bytes: PDF }];
        if expires.is_some() {
            parts.push(Part::Text { name: "expiresOn", value: &day });
        }
        let (status, body) = send_form(&app, &app.client, &parts).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }

    let (_, page) = app.call(&app.client, Method::GET, "/api/documents", None).await;
    let validity = |name: &str| {
        let items = page["items"].as_array().unwrap();
        items.iter().find(|d| d["name"] == name).map(|d| d["validity"].clone()).unwrap()
    };
    assert_eq!(validity("vencido.pdf"), "expired");
    assert_eq!(validity("hoje.pdf"), "expiring");
    assert_eq!(validity("proximo.pdf"), "expiring");
    assert_eq!(validity("longe.pdf"), "valid");
    assert_eq!(validity("sem-validade.pdf"), Value::Null);
}

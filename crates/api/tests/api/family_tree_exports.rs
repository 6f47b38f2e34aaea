//! What a stored family tree gives out: the GEDCOM 7 file, the PDF report (downloaded, or a link
//! to it mailed to the owner), to its owner and staff and to nobody else.

use reqwest::{Method, StatusCode};

use crate::family_tree::{clients_and_anas_tree, three_relatives, Clients};
use crate::helpers::{admin_app, audit_actions, cookie_client, TestApp};

#[tokio::test]
async fn the_tree_is_exported_as_a_gedcom_7_attachment() {
    let app = TestApp::spawn().await;
    app.register("giulia").await;
    let (status, _) =
        app.call(&app.client, Method::PUT, "/api/family-tree", Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::OK);
    let response = app.get("/api/family-tree/export").await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert!(headers["content-type"].to_str().unwrap().starts_with("text/vnd.familysearch.gedcom"));
    assert!(headers["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment; filename=\"arvore-genealogica.ged\""));
    let text = response.text().await.unwrap();
    assert!(text.starts_with("0 HEAD\n1 GEDC\n2 VERS 7.0\n"), "{text}");
    assert!(text.contains("1 NAME Niccolò Làzzaro\n"), "{text}");
    assert!(text.contains("1 _ITALIAN_ANCESTOR Y\n"), "{text}");
    let (status, _) =
        app.call(&cookie_client(), Method::GET, "/api/family-tree/export", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// The text of a PDF, as another library reads it.
fn pdf_text(pdf: &[u8]) -> String {
    let document = lopdf::Document::load_mem(pdf).expect("a PDF");
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    document.extract_text(&pages).expect("its text")
}

#[tokio::test]
async fn the_report_is_a_pdf_attachment_for_the_client_and_staff_and_404_for_others() {
    let Clients { app, staff, ana, ana_id, bia } = clients_and_anas_tree().await;

    let response = ana.get(app.url("/api/family-tree/report.pdf")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "application/pdf");
    assert!(headers["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment; filename=\"arvore-genealogica.pdf\""));
    let own = response.bytes().await.unwrap();
    assert!(own.starts_with(b"%PDF-"));
    let text = pdf_text(&own);
    let at = |needle: &str| text.find(needle).unwrap_or_else(|| panic!("{needle} in {text}"));
    assert!(at("Ana Lima") < at("1. João da Conceição (Eu)"));
    assert!(at("2. José Conceição (Pai)") < at("3. Niccolò Làzzaro (Avô paterno)"));
    assert!(at("Pessoas da árvore") < at("Nascimento: 1921, Forlì, Itália"));
    assert!(text.contains("Número do documento: RG 12.345.678-9"));
    assert!(text.contains("Nascimento: 05/1950"));
    assert!(text.contains("Nenhum documento enviado ao portal."));

    let theirs = format!("/api/family-tree/report.pdf?userId={ana_id}");
    let response = staff.get(app.url(&theirs)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    assert!(pdf_text(&response.bytes().await.unwrap()).contains("1. João da Conceição (Eu)"));

    let (status, body) = app.call(&bia, Method::GET, &theirs, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["message"], "Árvore genealógica não encontrada.");
    let (status, _) =
        app.call(&cookie_client(), Method::GET, "/api/family-tree/report.pdf", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn asking_for_the_report_by_mail_sends_the_owner_a_link_and_is_audited() {
    let (app, staff, _) = admin_app().await;
    let (ana, ana_id) = app.register_elsewhere("ana", "Ana Lima").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Souza").await;
    let (status, body) = app.call(&ana, Method::POST, "/api/family-tree/report/mail", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], "Salve a árvore antes de pedir o relatório por e-mail.");
    let (status, _) =
        app.call(&ana, Method::PUT, "/api/family-tree", Some(&three_relatives())).await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = app.call(&ana, Method::POST, "/api/family-tree/report/mail", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["sentTo"], "ana@exemplo.com");
    let mail = app.mails_to("ana@exemplo.com", 1).await.remove(0);
    assert!(mail.contains("Baixar PDF"), "{mail}");
    assert!(mail.contains("/family-tree"), "{mail}");
    assert!(!mail.contains("%PDF"), "the mail carries a link, not the file");

    let theirs = format!("/api/family-tree/report/mail?userId={ana_id}");
    let (status, _) = app.call(&bia, Method::POST, &theirs, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = app.call(&staff, Method::POST, &theirs, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["sentTo"], "ana@exemplo.com");
    app.mails_to("ana@exemplo.com", 2).await;
    assert!(audit_actions(&app).contains(&"family_tree_report_mail".to_owned()));
    let (status, _) =
        app.call(&cookie_client(), Method::POST, "/api/family-tree/report/mail", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

//! Messages over HTTP: who may write to whom, reading, hiding, paging and the mail.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{cookie_client, TestApp};

struct Post {
    app: TestApp,
    staff: Client,
    staff_id: i64,
    ana: Client,
    ana_id: i64,
    bia_id: i64,
}

async fn post() -> Post {
    let app = TestApp::spawn().await;
    let staff_id = app.create_admin("chefe").id.0;
    let staff = app.signed_in("chefe").await;
    let (_, bia_id) = app.register_elsewhere("bia", "Bia Souza").await;
    let ana_id = app.register("ana").await;
    let ana = app.client.clone();
    Post { app, staff, staff_id, ana, ana_id, bia_id }
}

impl Post {
    async fn call(
        &self,
        who: &Client,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        self.app.call(who, method, path, body.as_ref()).await
    }

    /// The body of a GET.
    async fn get(&self, who: &Client, path: &str) -> Value {
        self.call(who, Method::GET, path, None).await.1
    }

    /// The status of a call without a body.
    async fn status(&self, who: &Client, method: Method, path: &str) -> StatusCode {
        self.call(who, method, path, None).await.0
    }

    async fn write(&self, who: &Client, to: i64, content: &str) -> (StatusCode, Value) {
        self.call(
            who,
            Method::POST,
            "/api/messages",
            Some(json!({"receiverId": to, "content": content})),
        )
        .await
    }
}

#[tokio::test]
async fn the_sender_is_the_session_user_whatever_the_body_says() {
    let p = post().await;
    let (status, sent) = p
        .call(&p.ana, Method::POST, "/api/messages",
              Some(json!({"senderId": p.bia_id, "receiverId": p.staff_id, "content": "Olá, equipe", "isRead": true})))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{sent}");
    assert_eq!(sent["senderId"], p.ana_id);
    assert_eq!(sent["isRead"], false);
    assert_eq!(sent["receiverName"], "Admin chefe");
}

#[tokio::test]
async fn a_client_writes_only_to_staff_and_the_form_is_checked() {
    let p = post().await;
    let (status, _) = p.write(&p.ana, p.bia_id, "Oi, Bia").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) =
        p.call(&p.ana, Method::POST, "/api/messages", Some(json!({"content": " "}))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fieldErrors"]["receiverId"], "Destinatário é obrigatório");
    assert_eq!(body["fieldErrors"]["content"], "O conteúdo da mensagem é obrigatório");
    let (status, body) = p.write(&p.ana, p.staff_id, &"a".repeat(5001)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["fieldErrors"]["content"].is_string());
    assert_eq!(p.write(&p.staff, p.bia_id, "Olá, Bia").await.0, StatusCode::CREATED);

    let contacts = p.get(&p.ana, "/api/messages/contacts").await;
    let contacts = contacts.as_array().unwrap();
    assert_eq!(contacts.len(), 1);
    assert_eq!(
        (contacts[0]["name"].as_str(), contacts[0]["role"].as_str()),
        (Some("Admin chefe"), Some("admin"))
    );
    let staff_contacts = p.get(&p.staff, "/api/messages/contacts").await;
    assert_eq!(staff_contacts.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn only_the_receiver_marks_read_and_the_unread_count_follows() {
    let p = post().await;
    let (_, sent) = p.write(&p.ana, p.staff_id, "Dúvida sobre o passaporte").await;
    let read = format!("/api/messages/{}/read", sent["id"]);
    assert_eq!(p.status(&p.ana, Method::PATCH, &read).await, StatusCode::FORBIDDEN);
    let count = p.get(&p.staff, "/api/messages/unread-count").await;
    assert_eq!(count["count"], 1);
    assert_eq!(p.status(&p.staff, Method::PATCH, &read).await, StatusCode::NO_CONTENT);
    let count = p.get(&p.staff, "/api/messages/unread-count").await;
    assert_eq!(count["count"], 0);
    let sent_box = p.get(&p.ana, "/api/messages?box=sent").await;
    assert_eq!(sent_box["items"][0]["isRead"], true);
}

#[tokio::test]
async fn deleting_hides_a_message_from_ones_own_view_only() {
    let p = post().await;
    let (_, sent) = p.write(&p.ana, p.staff_id, "Mensagem").await;
    let path = format!("/api/messages/{}", sent["id"]);
    assert_eq!(p.status(&p.ana, Method::DELETE, &path).await, StatusCode::NO_CONTENT);
    let ana_sent = p.get(&p.ana, "/api/messages?box=sent").await;
    assert_eq!(ana_sent["total"], 0);
    let inbox = p.get(&p.staff, "/api/messages?box=inbox").await;
    assert_eq!(inbox["total"], 1);
    assert_eq!(p.status(&p.ana, Method::DELETE, &path).await, StatusCode::NOT_FOUND);
    let stranger = p.app.signed_in("bia").await;
    assert_eq!(p.status(&stranger, Method::DELETE, &path).await, StatusCode::NOT_FOUND);
    assert_eq!(
        p.status(&stranger, Method::PATCH, &format!("{path}/read")).await,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_deleted_account_leaves_its_name_empty() {
    let p = post().await;
    p.write(&p.ana, p.staff_id, "Até logo").await;
    let (status, _) =
        p.call(&p.staff, Method::DELETE, &format!("/api/users/{}", p.ana_id), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let inbox = p.get(&p.staff, "/api/messages").await;
    assert_eq!(inbox["total"], 1);
    assert!(inbox["items"][0]["senderName"].is_null());
    assert!(inbox["items"][0]["senderId"].is_null());
}

#[tokio::test]
async fn mailboxes_are_paged_newest_first() {
    let p = post().await;
    for i in 0..5 {
        p.write(&p.staff, p.ana_id, &format!("Mensagem {i}")).await;
    }
    let first = p.get(&p.ana, "/api/messages?pageSize=2").await;
    assert_eq!((first["total"].as_i64(), first["items"].as_array().unwrap().len()), (Some(5), 2));
    assert_eq!(first["items"][0]["content"], "Mensagem 4");
    let last = p.get(&p.ana, "/api/messages?pageSize=2&page=3").await;
    assert_eq!(last["items"][0]["content"], "Mensagem 0");
    assert_eq!(
        p.status(&p.ana, Method::GET, "/api/messages?box=lixo").await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        p.status(&cookie_client(), Method::GET, "/api/messages").await,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_client_is_told_by_mail_without_the_text() {
    let p = post().await;
    p.write(&p.staff, p.ana_id, "Seu documento está pronto: segredo 123").await;
    let mails = p.app.mails_to("ana@exemplo.com", 1).await;
    let mail = mails.iter().find(|m| m.contains("nova mensagem")).expect("the new-message mail");
    assert!(!mail.contains("segredo 123"));
    assert!(mail.contains("http://127.0.0.1/messages"));
}

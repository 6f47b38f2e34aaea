//! Accounts over HTTP: registration, sign-in, sessions, password reset and
//! staff administration of users.

use chrono::Duration;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{cookie_client, json_of, TestApp, PASSWORD};

async fn user_status(app: &TestApp, client: &reqwest::Client) -> StatusCode {
    client
        .get(app.url("/api/user"))
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn registration_answers_201_with_the_user_and_signs_in() {
    let app = TestApp::spawn().await;
    let response = app
        .post_json(
            "/api/register",
            &json!({"fullName": "Maria Rossi", "email": "maria@exemplo.com", "phone": "11 98765-4321",
                    "username": "maria", "password": PASSWORD}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let user = json_of(response).await;
    let keys: Vec<&str> = user
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.len(), 7, "{keys:?}");
    for key in [
        "id", "username", "fullName", "email", "phone", "role", "active",
    ] {
        assert!(keys.contains(&key), "missing {key}");
    }
    assert_eq!(user["role"], "user");
    let me = json_of(app.get("/api/user").await).await;
    assert_eq!(me["username"], "maria");
}

#[tokio::test]
async fn registration_reports_each_bad_field_in_portuguese() {
    let app = TestApp::spawn().await;
    let response = app
        .post_json(
            "/api/register",
            &json!({"fullName": " ", "email": "x", "username": "ab", "password": "123"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body = json_of(response).await;
    assert_eq!(
        body["fieldErrors"]["fullName"],
        "Nome completo é obrigatório"
    );
    assert_eq!(body["fieldErrors"]["email"], "Endereço de e-mail inválido");
    assert_eq!(
        body["fieldErrors"]["username"],
        "Nome de usuário deve ter pelo menos 3 caracteres"
    );
    assert_eq!(
        body["fieldErrors"]["password"],
        "A senha deve ter pelo menos 6 caracteres"
    );
    assert_eq!(
        app.get("/api/user").await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_taken_username_or_email_is_409_on_that_field() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let again = |username: &str, email: &str| json!({"fullName": "Outra", "email": email, "username": username, "password": PASSWORD});
    let by_name = cookie_client()
        .post(app.url("/api/register"))
        .json(&again("MARIA", "outra@exemplo.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(by_name.status(), StatusCode::CONFLICT);
    assert!(json_of(by_name).await["fieldErrors"]["username"].is_string());
    let by_email = cookie_client()
        .post(app.url("/api/register"))
        .json(&again("outra", "Maria@Exemplo.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(by_email.status(), StatusCode::CONFLICT);
    assert!(json_of(by_email).await["fieldErrors"]["email"].is_string());
}

#[tokio::test]
async fn wrong_username_and_wrong_password_get_the_same_401() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let attempt = |username: &'static str, password: &'static str| {
        let client = cookie_client();
        let url = app.url("/api/login");
        async move {
            let response = client
                .post(url)
                .json(&json!({"username": username, "password": password}))
                .send()
                .await
                .unwrap();
            (response.status(), json_of(response).await)
        }
    };
    let unknown = attempt("ninguem", PASSWORD).await;
    let wrong = attempt("maria", "errada123").await;
    assert_eq!(unknown.0, StatusCode::UNAUTHORIZED);
    assert_eq!(unknown, wrong);
    let empty = attempt("", "").await;
    assert_eq!(empty.0, StatusCode::BAD_REQUEST);
    assert_eq!(
        empty.1["fieldErrors"]["username"],
        "Nome de usuário é obrigatório"
    );
    assert_eq!(empty.1["fieldErrors"]["password"], "Senha é obrigatória");
}

#[tokio::test]
async fn sign_in_renews_the_session_key_and_logout_makes_the_cookie_worthless() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let login = || async {
        let response = reqwest::Client::new()
            .post(app.url("/api/login"))
            .json(&json!({"username": "maria", "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        let cookie = response.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
            "{cookie}"
        );
        cookie.split(';').next().unwrap().to_owned()
    };
    let (first, second) = (login().await, login().await);
    assert_ne!(first, second);

    let with_cookie = |cookie: String| {
        reqwest::Client::new()
            .get(app.url("/api/user"))
            .header("cookie", cookie)
            .send()
    };
    assert_eq!(with_cookie(first.clone()).await.unwrap().status(), 200);
    let logout = reqwest::Client::new()
        .post(app.url("/api/logout"))
        .header("cookie", first.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(logout.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        with_cookie(first).await.unwrap().status(),
        401,
        "a replayed cookie is refused"
    );
    assert_eq!(
        with_cookie(second).await.unwrap().status(),
        200,
        "other sessions stay"
    );
}

#[tokio::test]
async fn sessions_end_after_two_idle_hours() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.clock.advance(Duration::minutes(119));
    assert_eq!(app.get("/api/user").await.status(), 200);
    app.clock.advance(Duration::minutes(121));
    assert_eq!(app.get("/api/user").await.status(), 401);
}

#[tokio::test]
async fn sessions_end_after_twelve_hours_however_busy() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    for _ in 0..7 {
        app.clock.advance(Duration::minutes(100));
        assert_eq!(app.get("/api/user").await.status(), 200);
    }
    app.clock.advance(Duration::minutes(21));
    assert_eq!(app.get("/api/user").await.status(), 401);
}

#[tokio::test]
async fn two_instances_share_sessions() {
    let app = TestApp::spawn().await;
    let sibling = app.start_sibling().await;
    app.register("maria").await;
    let on_sibling = app
        .client
        .get(format!("{sibling}/api/user"))
        .send()
        .await
        .unwrap();
    assert_eq!(on_sibling.status(), 200);
    // Both instances now hold the session in memory.
    assert_eq!(app.get("/api/user").await.status(), 200);
    let out = app
        .client
        .post(format!("{sibling}/api/logout"))
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), 204);
    // The other instance hears of it from PostgreSQL within milliseconds.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while app.get("/api/user").await.status() != 401 {
        assert!(
            std::time::Instant::now() < deadline,
            "the sign-out never reached the other instance"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
}

#[tokio::test]
async fn a_password_change_ends_the_other_sessions_only() {
    let app = TestApp::spawn().await;
    let id = app.register("maria").await;
    let elsewhere = app.signed_in("maria").await;
    let change = |current: &str| {
        app.client
            .put(app.url(&format!("/api/users/{id}/password")))
            .json(&json!({"currentPassword": current, "newPassword": "nova12345"}))
            .send()
    };
    let wrong = change("errada").await.unwrap();
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json_of(wrong).await["fieldErrors"]["currentPassword"],
        "Senha atual incorreta"
    );

    assert_eq!(
        change(PASSWORD).await.unwrap().status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        app.get("/api/user").await.status(),
        200,
        "the session that changed it goes on"
    );
    assert_eq!(user_status(&app, &elsewhere).await, 401);
    let login = app
        .post_json(
            "/api/login",
            &json!({"username": "maria", "password": "nova12345"}),
        )
        .await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn nobody_changes_another_persons_password() {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("chefe");
    app.register("maria").await;
    let response = app
        .client
        .put(app.url(&format!("/api/users/{}/password", admin.id)))
        .json(&json!({"currentPassword": PASSWORD, "newPassword": "nova12345"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

fn reset_link(mail: &str) -> String {
    let start = mail
        .find("http://127.0.0.1/auth/reset?token=")
        .expect("a reset link");
    mail[start..].split_whitespace().next().unwrap().to_owned()
}

#[tokio::test]
async fn password_reset_by_mail_works_once_and_ends_sessions() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    let unknown = app
        .post_json(
            "/api/reset-password",
            &json!({"email": "ninguem@exemplo.com"}),
        )
        .await;
    let known = app
        .post_json(
            "/api/reset-password",
            &json!({"email": "MARIA@exemplo.com"}),
        )
        .await;
    assert_eq!(
        (unknown.status(), known.status()),
        (StatusCode::OK, StatusCode::OK)
    );
    assert_eq!(
        json_of(unknown).await,
        json_of(known).await,
        "the answer tells nothing"
    );

    let mails = app.mails_to("maria@exemplo.com", 1).await;
    let link = reset_link(&mails[0]);
    let token = link.split("token=").nth(1).unwrap().to_owned();
    assert!(mails[0].contains("60 minutos"));
    assert!(mails[0].contains("text/html"));

    let confirm = |token: String| {
        let client = cookie_client();
        let url = app.url("/api/reset-password/confirm");
        async move {
            client
                .post(url)
                .json(&json!({"token": token, "newPassword": "nova12345"}))
                .send()
                .await
                .unwrap()
        }
    };
    assert_eq!(confirm(token.clone()).await.status(), StatusCode::OK);
    assert_eq!(
        app.get("/api/user").await.status(),
        401,
        "sessions end with the reset"
    );
    let again = confirm(token).await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(again).await["message"].as_str().unwrap().len() > 10);
    let login = app
        .post_json(
            "/api/login",
            &json!({"username": "maria", "password": "nova12345"}),
        )
        .await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn a_reset_link_expires_after_an_hour() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.post_json(
        "/api/reset-password",
        &json!({"email": "maria@exemplo.com"}),
    )
    .await;
    let link = reset_link(&app.mails_to("maria@exemplo.com", 1).await[0]);
    app.clock.advance(Duration::minutes(61));
    let response = app
        .post_json(
            "/api/reset-password/confirm",
            &json!({"token": link.split("token=").nth(1).unwrap(), "newPassword": "nova12345"}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_mail_server_that_is_down_delays_mail_without_losing_it() {
    let closed_port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let smtp = format!("smtp://127.0.0.1:{closed_port}");
    let app = TestApp::spawn_with(&[("SMTP_URL", &smtp)]).await;
    app.register("maria").await;
    let response = app
        .post_json(
            "/api/reset-password",
            &json!({"email": "maria@exemplo.com"}),
        )
        .await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "the person is not kept waiting"
    );

    let outbox = persistence::PgOutbox::new(app.db.database(1));
    for _ in 0..100 {
        let pending = outbox.pending().unwrap();
        if pending
            .first()
            .is_some_and(|(_, attempts, _)| *attempts > 0)
        {
            assert!(pending[0].2.is_some(), "the failure is recorded");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the mail was neither tried nor kept");
}

#[tokio::test]
async fn a_delayed_mail_goes_out_once_the_mail_server_is_back() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let app = TestApp::spawn_with(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
    app.register("maria").await;
    app.post_json(
        "/api/reset-password",
        &json!({"email": "maria@exemplo.com"}),
    )
    .await;
    let outbox = persistence::PgOutbox::new(app.db.database(1));
    for _ in 0..100 {
        if outbox
            .pending()
            .unwrap()
            .first()
            .is_some_and(|(_, attempts, _)| *attempts > 0)
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let sink = crate::smtp_sink::SmtpSink::start_on(port);
    assert!(
        sink.next_message(std::time::Duration::from_millis(500))
            .await
            .is_none(),
        "not before its retry time"
    );
    app.clock.advance(Duration::seconds(31));
    let message = sink
        .next_message(std::time::Duration::from_secs(10))
        .await
        .expect("the retried mail");
    assert!(message.contains("maria@exemplo.com"));
    for _ in 0..100 {
        if outbox.pending().unwrap().is_empty() {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("a sent mail stays in the outbox");
}

#[tokio::test]
async fn mails_go_out_over_smtp() {
    let sink = crate::smtp_sink::SmtpSink::start();
    let app = TestApp::spawn_with(&[("SMTP_URL", &sink.url())]).await;
    app.register("maria").await;
    app.post_json(
        "/api/reset-password",
        &json!({"email": "maria@exemplo.com"}),
    )
    .await;
    let message = sink
        .next_message(std::time::Duration::from_secs(10))
        .await
        .expect("a mail over SMTP");
    assert!(message.contains("maria@exemplo.com"));
    assert!(message.contains("Subject:"));
}

#[tokio::test]
async fn too_many_sign_in_attempts_get_429() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_MINUTE", "3")]).await;
    let mut statuses = Vec::new();
    for _ in 0..4 {
        let response = app
            .post_json("/api/login", &json!({"username": "x", "password": "y"}))
            .await;
        statuses.push(response.status());
        if response.status() == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(
                json_of(response).await["message"],
                "Muitas tentativas. Tente novamente em instantes."
            );
        }
    }
    assert_eq!(statuses[..3], [StatusCode::UNAUTHORIZED; 3]);
    assert_eq!(statuses[3], StatusCode::TOO_MANY_REQUESTS);
    let reset = app
        .post_json("/api/reset-password", &json!({"email": "a@exemplo.com"}))
        .await;
    assert_eq!(
        reset.status(),
        StatusCode::OK,
        "each door has its own budget"
    );
}

#[tokio::test]
async fn calls_from_another_site_are_refused() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/api/login"))
        .header("origin", "http://evil.example")
        .json(&json!({"username": "x", "password": "y"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let same_site = app
        .client
        .post(app.url("/api/login"))
        .header("origin", "http://127.0.0.1")
        .json(&json!({"username": "x", "password": "y"}))
        .send()
        .await
        .unwrap();
    assert_eq!(same_site.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn malformed_and_oversized_json_are_refused_in_json() {
    let app = TestApp::spawn().await;
    let malformed = app
        .client
        .post(app.url("/api/login"))
        .header("content-type", "application/json")
        .body("{\"username\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
    assert!(json_of(malformed).await["message"].is_string());
    let huge = "x".repeat(100 * 1024);
    let oversized = app
        .post_json("/api/login", &json!({"username": huge, "password": "y"}))
        .await;
    assert_eq!(oversized.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert!(json_of(oversized).await["message"].is_string());
}

async fn admin_app() -> (TestApp, reqwest::Client, i64) {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("chefe");
    let staff = app.signed_in("chefe").await;
    (app, staff, admin.id.0)
}

#[tokio::test]
async fn staff_list_users_with_search_role_and_pages() {
    let (app, staff, _) = admin_app().await;
    for name in ["ana", "bia", "caio"] {
        let client = cookie_client();
        let response = client
            .post(app.url("/api/register"))
            .json(
                &json!({"fullName": format!("{name} Rossi"), "email": format!("{name}@exemplo.com"),
                          "username": name, "password": PASSWORD}),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 201);
    }
    let get = |query: &str| staff.get(app.url(&format!("/api/users{query}"))).send();
    let all = json_of(get("").await.unwrap()).await;
    assert_eq!(all["total"], 4);
    assert_eq!(
        (all["page"].as_i64(), all["pageSize"].as_i64()),
        (Some(1), Some(20))
    );
    assert!(all["items"][0].get("passwordHash").is_none());
    assert_eq!(
        json_of(get("?q=rossi&role=user").await.unwrap()).await["total"],
        3
    );
    assert_eq!(json_of(get("?role=admin").await.unwrap()).await["total"], 1);
    let page = json_of(get("?page=2&pageSize=3").await.unwrap()).await;
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
    assert_eq!(
        get("?role=root").await.unwrap().status(),
        StatusCode::BAD_REQUEST
    );

    let client = app.signed_in("ana").await;
    let refused = client.get(app.url("/api/users")).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        cookie_client()
            .get(app.url("/api/users"))
            .send()
            .await
            .unwrap()
            .status(),
        401
    );
}

#[tokio::test]
async fn deactivating_someone_ends_their_sessions_and_is_audited() {
    let (app, staff, _) = admin_app().await;
    let ana = app.register("ana").await;
    let response = staff
        .patch(app.url(&format!("/api/users/{ana}")))
        .json(&json!({"active": false}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(json_of(response).await["active"], false);
    assert_eq!(app.get("/api/user").await.status(), 401);
    let login = app
        .post_json(
            "/api/login",
            &json!({"username": "ana", "password": PASSWORD}),
        )
        .await;
    assert_eq!(login.status(), StatusCode::FORBIDDEN);
    assert_eq!(audit_actions(&app), ["user.access"]);
}

#[tokio::test]
async fn staff_cannot_delete_themselves_nor_remove_the_last_admin() {
    let (app, staff, admin_id) = admin_app().await;
    let own = staff
        .delete(app.url(&format!("/api/users/{admin_id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        json_of(own).await["message"],
        "Você não pode deletar sua própria conta."
    );

    // A second admin is then demoted; the first may not demote the one left.
    let second = app.create_admin("segunda");
    let demote = |id: i64| {
        staff
            .patch(app.url(&format!("/api/users/{id}")))
            .json(&json!({"role": "user"}))
            .send()
    };
    assert_eq!(demote(second.id.0).await.unwrap().status(), 200);
    let own_access = demote(admin_id).await.unwrap();
    assert_eq!(own_access.status(), StatusCode::FORBIDDEN);

    let ana = app.register("ana").await;
    assert_eq!(
        staff
            .delete(app.url(&format!("/api/users/{ana}")))
            .send()
            .await
            .unwrap()
            .status(),
        204
    );
    assert_eq!(
        staff
            .delete(app.url(&format!("/api/users/{ana}")))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(audit_actions(&app), ["user.access", "user.delete"]);
}

#[tokio::test]
async fn profiles_are_edited_by_their_owner_or_by_staff() {
    let (app, staff, admin_id) = admin_app().await;
    let ana = app.register("ana").await;
    let profile =
        json!({"fullName": "Ana Paula", "email": "ana.paula@exemplo.com", "username": "anapaula"});
    let own = app
        .client
        .put(app.url(&format!("/api/users/{ana}")))
        .json(&profile)
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), 200);
    assert_eq!(json_of(own).await["fullName"], "Ana Paula");
    let other = app
        .client
        .put(app.url(&format!("/api/users/{admin_id}")))
        .json(&profile)
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::NOT_FOUND);

    let taken = json!({"fullName": "Ana", "email": "chefe@exemplo.com", "username": "anapaula"});
    let conflict = app
        .client
        .put(app.url(&format!("/api/users/{ana}")))
        .json(&taken)
        .send()
        .await
        .unwrap();
    assert_eq!(conflict.status(), StatusCode::CONFLICT);
    assert!(json_of(conflict).await["fieldErrors"]["email"].is_string());

    let by_staff = json!({"fullName": "Ana P. Rossi", "email": "ana.paula@exemplo.com", "username": "anapaula"});
    let edited = staff
        .put(app.url(&format!("/api/users/{ana}")))
        .json(&by_staff)
        .send()
        .await
        .unwrap();
    assert_eq!(edited.status(), 200);
    assert_eq!(audit_actions(&app), ["user.profile"]);
}

fn audit_actions(app: &TestApp) -> Vec<String> {
    use diesel::{Connection, PgConnection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Text)]
        action: String,
    }
    let mut conn = PgConnection::establish(&app.db.url).unwrap();
    diesel::sql_query("SELECT action FROM audit_log ORDER BY id")
        .load::<Row>(&mut conn)
        .unwrap()
        .into_iter()
        .map(|row| row.action)
        .collect()
}

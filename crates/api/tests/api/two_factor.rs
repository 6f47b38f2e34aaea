//! The second factor over HTTP: turning it on and off, signing in with a code or a recovery
//! code, replays, the throttle of the second step, and `REQUIRE_ADMIN_2FA`.

use chrono::Duration;
use domain::clock::Clock;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{
    admin_app, audit_actions, cookie_client, json_of, query_texts, TestApp, PASSWORD,
};

const CODE_WRONG: &str = "Código inválido. Confira o aplicativo autenticador.";
const SIGN_IN_AGAIN: &str = "Sua entrada expirou. Digite a senha de novo.";
const STAFF_LOCKED: &str =
    "Ative a verificação em duas etapas em Configurações para usar a área da equipe.";

/// The code an authenticator app with `secret` shows now (the app's clock).
fn code_now(app: &TestApp, secret: &str) -> String {
    let secret = totp_rs::Secret::try_from_base32(secret).unwrap();
    let totp = totp_rs::Builder::new().with_secret(secret.as_ref().to_vec()).build().unwrap();
    let now = u64::try_from(app.clock.now().timestamp()).unwrap();
    totp.generate(now).to_string()
}

/// The app's clock moves to the next code.
fn next_step(app: &TestApp) {
    app.clock.advance(Duration::seconds(30));
}

/// `who` turns the second factor on; answers the secret and the recovery codes.
async fn turn_on(app: &TestApp, who: &Client) -> (String, Vec<String>) {
    let body = json!({"currentPassword": PASSWORD});
    let (status, setup) =
        app.call(who, Method::POST, "/api/account/two-factor/setup", Some(&body)).await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    let secret = setup["secret"].as_str().unwrap().to_owned();
    let code = json!({"code": code_now(app, &secret)});
    let (status, enabled) =
        app.call(who, Method::POST, "/api/account/two-factor/enable", Some(&code)).await;
    assert_eq!(status, StatusCode::OK, "{enabled}");
    let codes = enabled["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    (secret, codes)
}

/// A new client past the password step of `username`'s sign-in.
async fn password_step(app: &TestApp, username: &str) -> Client {
    let client = cookie_client();
    let response = app.login_as(&client, username, PASSWORD).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    assert_eq!(json_of(response).await, json!({"twoFactorRequired": true}));
    client
}

async fn second_step(app: &TestApp, who: &Client, code: &str) -> (StatusCode, Value) {
    let body = json!({ "code": code });
    app.call(who, Method::POST, "/api/login/two-factor", Some(&body)).await
}

async fn user_of(app: &TestApp, who: &Client) -> (StatusCode, Value) {
    app.call(who, Method::GET, "/api/user", None).await
}

#[tokio::test]
async fn turning_it_on_shows_a_qr_secret_once_and_mails_the_owner() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (_, before) = user_of(&app, &app.client).await;
    assert_eq!(before["twoFactorEnabled"], false);
    assert_eq!(before["twoFactorSetupRequired"], false);

    let body = json!({"currentPassword": "errada-123"});
    let (status, refused) =
        app.call(&app.client, Method::POST, "/api/account/two-factor/setup", Some(&body)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(refused["fieldErrors"]["currentPassword"], "Senha atual incorreta");

    let body = json!({"currentPassword": PASSWORD});
    let (_, setup) =
        app.call(&app.client, Method::POST, "/api/account/two-factor/setup", Some(&body)).await;
    let uri = setup["otpauthUri"].as_str().unwrap();
    assert!(uri.starts_with("otpauth://totp/Facilitando%20Burocracias:ana?secret="), "{uri}");
    let secret = setup["secret"].as_str().unwrap();
    let stored: Vec<String> = crate::helpers::query_texts(
        &app,
        "SELECT two_factor_secret AS text FROM users WHERE two_factor_secret IS NOT NULL",
    );
    assert_eq!(stored.len(), 1);
    assert!(stored[0].starts_with("v1:") && !stored[0].contains(secret), "sealed");

    let wrong = json!({"code": "000000"});
    let (status, _) =
        app.call(&app.client, Method::POST, "/api/account/two-factor/enable", Some(&wrong)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let code = json!({"code": code_now(&app, secret)});
    let (status, enabled) =
        app.call(&app.client, Method::POST, "/api/account/two-factor/enable", Some(&code)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(enabled["recoveryCodes"].as_array().unwrap().len(), 10);

    let (status, after) = user_of(&app, &app.client).await;
    assert_eq!(status, StatusCode::OK, "the session of the change stays");
    assert_eq!(after["twoFactorEnabled"], true);
    let (_, state) = app.call(&app.client, Method::GET, "/api/account/two-factor", None).await;
    assert_eq!(state, json!({"enabled": true, "recoveryCodesLeft": 10}));
    let mails = app.mails_to("ana@exemplo.com", 1).await;
    assert!(mails.iter().any(|m| m.contains("foi ativada")));
    assert!(audit_actions(&app).contains(&"user.two_factor.enable".to_owned()));
}

#[tokio::test]
async fn sign_in_asks_for_the_code_and_takes_each_code_once() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (secret, _) = turn_on(&app, &app.client).await;

    let waiting = password_step(&app, "ana").await;
    assert_eq!(user_of(&app, &waiting).await.0, StatusCode::UNAUTHORIZED);
    let (status, wrong) = second_step(&app, &waiting, "000000").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong["message"], CODE_WRONG);
    let (status, _) = second_step(&app, &waiting, &code_now(&app, &secret)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the enrolment's code was used");

    next_step(&app);
    let code = code_now(&app, &secret);
    let spaced = format!("{} {}", &code[..3], &code[3..]);
    let (status, user) = second_step(&app, &waiting, &spaced).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(user["username"], "ana");
    assert_eq!(user["twoFactorEnabled"], true);
    assert_eq!(user_of(&app, &waiting).await.0, StatusCode::OK);

    let replaying = password_step(&app, "ana").await;
    let (status, replayed) = second_step(&app, &replaying, &code).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(replayed["message"], CODE_WRONG);
}

#[tokio::test]
async fn a_recovery_code_signs_in_once() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (_, codes) = turn_on(&app, &app.client).await;
    let first = password_step(&app, "ana").await;
    let (status, _) = second_step(&app, &first, &codes[0].to_uppercase()).await;
    assert_eq!(status, StatusCode::OK);
    let second = password_step(&app, "ana").await;
    let (status, _) = second_step(&app, &second, &codes[0]).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = second_step(&app, &second, &codes[1]).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn the_code_step_needs_a_recent_password_step() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (secret, _) = turn_on(&app, &app.client).await;
    let (status, body) = second_step(&app, &cookie_client(), "123456").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["message"], SIGN_IN_AGAIN);

    let late = password_step(&app, "ana").await;
    app.clock.advance(Duration::minutes(6));
    let (status, body) = second_step(&app, &late, &code_now(&app, &secret)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["message"], SIGN_IN_AGAIN);
}

#[tokio::test]
async fn guessing_codes_is_throttled_per_account() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE", "3")]).await;
    app.register("ana").await;
    turn_on(&app, &app.client).await;
    let waiting = password_step(&app, "ana").await;
    let mut statuses = Vec::new();
    for _ in 0..3 {
        statuses.push(second_step(&app, &waiting, "000000").await.0);
    }
    let elsewhere = password_step(&app, "ana").await;
    let (status, body) = second_step(&app, &elsewhere, "000000").await;
    assert_eq!(statuses, [StatusCode::UNAUTHORIZED; 3]);
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "from any address");
    assert_eq!(
        body["message"],
        "Muitas tentativas nesta conta. Aguarde um minuto e tente novamente."
    );
}

#[tokio::test]
async fn guessing_codes_is_throttled_per_address() {
    let app = TestApp::spawn_with(&[("AUTH_RATE_LIMIT_PER_MINUTE", "2")]).await;
    let (status, _) = second_step(&app, &app.client, "000000").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    second_step(&app, &app.client, "000000").await;
    let (status, _) = second_step(&app, &app.client, "000000").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn turning_it_off_needs_the_password_and_a_code_and_ends_other_sessions() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (secret, codes) = turn_on(&app, &app.client).await;
    let other = password_step(&app, "ana").await;
    assert_eq!(second_step(&app, &other, &codes[5]).await.0, StatusCode::OK);
    next_step(&app);

    let path = "/api/account/two-factor/disable";
    let no_code = json!({"currentPassword": PASSWORD, "code": ""});
    let (status, body) = app.call(&app.client, Method::POST, path, Some(&no_code)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["fieldErrors"]["code"].is_string());
    let wrong_password = json!({"currentPassword": "errada-123", "code": code_now(&app, &secret)});
    let (status, _) = app.call(&app.client, Method::POST, path, Some(&wrong_password)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let both = json!({"currentPassword": PASSWORD, "code": code_now(&app, &secret)});
    let (status, _) = app.call(&app.client, Method::POST, path, Some(&both)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    assert_eq!(user_of(&app, &app.client).await.1["twoFactorEnabled"], false);
    assert_eq!(user_of(&app, &other).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.login_as(&cookie_client(), "ana", PASSWORD).await.status(), 200);
    let mails = app.mails_to("ana@exemplo.com", 2).await;
    assert!(mails.iter().any(|m| m.contains("foi desativada")));
    assert!(audit_actions(&app).contains(&"user.two_factor.disable".to_owned()));
}

#[tokio::test]
async fn new_recovery_codes_void_the_old_ones() {
    let app = TestApp::spawn().await;
    app.register("ana").await;
    let (secret, old) = turn_on(&app, &app.client).await;
    next_step(&app);
    let body = json!({"code": code_now(&app, &secret)});
    let (status, new) = app
        .call(&app.client, Method::POST, "/api/account/two-factor/recovery-codes", Some(&body))
        .await;
    assert_eq!(status, StatusCode::OK);
    let new = new["recoveryCodes"][0].as_str().unwrap().to_owned();
    let waiting = password_step(&app, "ana").await;
    assert_eq!(second_step(&app, &waiting, &old[0]).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(second_step(&app, &waiting, &new).await.0, StatusCode::OK);
}

#[tokio::test]
async fn when_required_an_admin_without_it_reaches_only_their_account() {
    let app = TestApp::spawn_with(&[("REQUIRE_ADMIN_2FA", "true")]).await;
    app.create_admin("chefe");
    let chefe = app.signed_in("chefe").await;
    let (_, me) = user_of(&app, &chefe).await;
    assert_eq!(me["twoFactorSetupRequired"], true);
    assert_eq!(me["passwordMinScore"], 3, "staff passwords must be harder to guess");
    let (status, refused) = app.call(&chefe, Method::GET, "/api/users", None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(refused["message"], STAFF_LOCKED);
    let change = json!({"active": false});
    let (status, _) = app.call(&chefe, Method::PATCH, "/api/services/1", Some(&change)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(app.call(&chefe, Method::GET, "/api/sessions", None).await.0, StatusCode::OK);

    turn_on(&app, &chefe).await;
    let (_, me) = user_of(&app, &chefe).await;
    assert_eq!(me["twoFactorSetupRequired"], false);
    assert_eq!(app.call(&chefe, Method::GET, "/api/users", None).await.0, StatusCode::OK);
}

#[tokio::test]
async fn by_default_admins_without_it_keep_the_staff_area() {
    let app = TestApp::spawn().await;
    app.create_admin("chefe");
    let chefe = app.signed_in("chefe").await;
    assert_eq!(user_of(&app, &chefe).await.1["twoFactorSetupRequired"], false);
    assert_eq!(app.call(&chefe, Method::GET, "/api/users", None).await.0, StatusCode::OK);
}

/// The page the server sends `who` for /home: which one drawn at build time, or the index.
async fn home_page_of(app: &TestApp, who: &Client) -> String {
    home_page_at(&app.url("/home"), who).await
}

async fn home_page_at(address: &str, who: &Client) -> String {
    let page = who.get(address).send().await.unwrap().text().await.unwrap();
    ["staff-without-2fa", "staff", "client"]
        .into_iter()
        .find(|drawn_for| page.contains(&format!("portal-drawn-{drawn_for}-home")))
        .unwrap_or(if page.contains("portal-index") { "index" } else { "something else" })
        .to_owned()
}

#[tokio::test]
async fn the_staff_pages_drawn_at_build_time_follow_the_second_factor() {
    let (app, chefe, _) = admin_app().await;
    assert_eq!(home_page_of(&app, &chefe).await, "staff-without-2fa");

    let (secret, _) = turn_on(&app, &chefe).await;
    assert_eq!(home_page_of(&app, &chefe).await, "staff");
    next_step(&app);
    let again = password_step(&app, "chefe").await;
    assert_eq!(home_page_of(&app, &again).await, "index", "halfway through the sign-in");
    let (status, _) = second_step(&app, &again, &code_now(&app, &secret)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(home_page_of(&app, &again).await, "staff");

    next_step(&app);
    let body = json!({"currentPassword": PASSWORD, "code": code_now(&app, &secret)});
    let (status, _) =
        app.call(&again, Method::POST, "/api/account/two-factor/disable", Some(&body)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(home_page_of(&app, &again).await, "staff-without-2fa");
}

#[tokio::test]
async fn an_admin_who_must_turn_it_on_gets_no_drawn_page() {
    let app = TestApp::spawn_with(&[("REQUIRE_ADMIN_2FA", "true")]).await;
    app.create_admin("chefe");
    let chefe = app.signed_in("chefe").await;
    assert_eq!(home_page_of(&app, &chefe).await, "index");
    turn_on(&app, &chefe).await;
    assert_eq!(home_page_of(&app, &chefe).await, "staff");
}

#[tokio::test]
async fn a_staff_session_from_before_the_second_factor_was_recorded_gets_the_index() {
    let (app, chefe, _) = admin_app().await;
    assert_eq!(home_page_of(&app, &chefe).await, "staff-without-2fa");

    let older = "UPDATE sessions SET state = state - 'second_factor' RETURNING key_hash AS text";
    assert_eq!(query_texts(&app, older).len(), 1);
    // Another instance, which reads the session from the database rather than from its memory.
    let sibling = app.start_sibling().await;
    assert_eq!(home_page_at(&format!("{sibling}/home"), &chefe).await, "index");
}

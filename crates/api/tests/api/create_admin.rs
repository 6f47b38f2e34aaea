//! `portal create-admin`, run as the operator runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use crate::helpers::{cookie_client, json_of, query_texts, TestApp, PASSWORD};

fn create_admin(app: &TestApp, username: &str, email: &str, extra: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_portal"))
        .args(["create-admin", "--username", username, "--email", email])
        .args(["--full-name", "Operadora", "--password-stdin"])
        .args(extra)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("PGGSSENCMODE", "disable")
        .env("DATABASE_URL", &app.db.url)
        .env("BCRYPT_COST", "4")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run portal");
    writeln!(child.stdin.take().unwrap(), "Girassol-Operadora-Trem-81").unwrap();
    child.wait_with_output().expect("portal ends")
}

async fn role_and_email(app: &TestApp, username: &str, password: &str) -> (String, String) {
    let client = cookie_client();
    let response = app.login_as(&client, username, password).await;
    assert_eq!(response.status(), 200, "sign-in of {username}");
    let user = json_of(response).await;
    (user["role"].as_str().unwrap().to_owned(), user["email"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn an_existing_username_is_refused_unless_promotion_is_asked_for() {
    let app = TestApp::spawn().await;
    app.register("maria").await;
    app.request_reset("maria@exemplo.com").await;
    app.mails_to("maria@exemplo.com", 1).await;

    let refused = create_admin(&app, "Maria", "operadora@exemplo.com", &[]);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("Já existe uma conta"), "{stderr}");
    assert!(stderr.contains("--promote-existing"), "{stderr}");
    assert_eq!(app.get("/api/user").await.status(), 200, "maria's session goes on");
    assert_eq!(
        role_and_email(&app, "maria", PASSWORD).await,
        ("user".into(), "maria@exemplo.com".into()),
        "nothing changed"
    );

    let promoted = create_admin(&app, "Maria", "operadora@exemplo.com", &["--promote-existing"]);
    assert!(promoted.status.success(), "{}", String::from_utf8_lossy(&promoted.stderr));
    // The command is another process: this server hears of the ended sessions through the
    // database's notification, a few milliseconds later.
    let mut status = app.get("/api/user").await.status();
    for _ in 0..50 {
        if status == 401 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        status = app.get("/api/user").await.status();
    }
    assert_eq!(status, 401, "maria's sessions ended");
    assert_eq!(
        role_and_email(&app, "maria", "Girassol-Operadora-Trem-81").await,
        ("admin".into(), "operadora@exemplo.com".into())
    );
    let live_links = query_texts(
        &app,
        "SELECT token_hash AS text FROM password_reset_tokens WHERE used_at IS NULL",
    )
    .len();
    assert_eq!(live_links, 0, "maria's reset link is revoked");

    let again = create_admin(&app, "maria", "operadora@exemplo.com", &["--promote-existing"]);
    assert!(again.status.success(), "re-running is harmless");

    let created = create_admin(&app, "nova", "nova@exemplo.com", &[]);
    assert!(created.status.success());
    assert_eq!(role_and_email(&app, "nova", "Girassol-Operadora-Trem-81").await.0, "admin");
}

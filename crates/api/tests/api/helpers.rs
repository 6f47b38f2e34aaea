use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration as StdDuration;

use api::config::Settings;
use api::startup::{Application, Wiring};
use chrono::{DateTime, Duration, Utc};
use domain::clock::Clock;
use domain::notifications::Notification;
use domain::users::{AdminProvisioning, CreateAdmin, User};
use domain::DomainError;
use persistence::testing::TestDatabase;
use reqwest::{Client, Method, Response, StatusCode};
use serde_json::{json, Value};

/// Real time plus an offset the test moves forward.
#[derive(Default)]
pub struct TestClock {
    offset: Mutex<Duration>,
}

impl TestClock {
    pub fn advance(&self, by: Duration) {
        *self.offset.lock().unwrap() += by;
    }
}

impl Clock for TestClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now() + *self.offset.lock().unwrap()
    }
}

/// Strong enough for an admin account (zxcvbn score 3 or more).
pub const PASSWORD: &str = "Cavalo-Girassol-Trem-47";

pub struct TestApp {
    pub address: String,
    pub client: Client,
    pub clock: Arc<TestClock>,
    pub settings: Settings,
    pub mail_dir: tempfile::TempDir,
    /// Where the documents' files go (`STORAGE_URL`).
    pub storage_dir: tempfile::TempDir,
    pub db: TestDatabase,
    _static_dir: tempfile::TempDir,
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(&[]).await
    }

    /// `overrides` replace the test settings (names as in the environment).
    pub async fn spawn_with(overrides: &[(&str, &str)]) -> Self {
        if std::env::var_os("TEST_LOG").is_some() {
            api::telemetry::init();
        }
        let db = TestDatabase::create();
        let static_dir = tempfile::tempdir().expect("temp dir");
        write_frontend(static_dir.path());
        let mail_dir = tempfile::tempdir().expect("temp dir");
        let storage_dir = tempfile::tempdir().expect("temp dir");

        let mut env: HashMap<String, String> = HashMap::from([
            ("DATABASE_URL".into(), db.url.clone()),
            ("PORTAL_BIND".into(), "127.0.0.1:0".into()),
            ("PUBLIC_URL".into(), "http://127.0.0.1".into()),
            ("STATIC_DIR".into(), static_dir.path().display().to_string()),
            ("MAIL_DIR".into(), mail_dir.path().display().to_string()),
            ("STORAGE_URL".into(), format!("file://{}", storage_dir.path().display())),
            ("DATABASE_POOL_SIZE".into(), "4".into()),
            ("BCRYPT_COST".into(), "4".into()),
            ("SESSION_SECRET".into(), "a-test-secret-that-is-long-enough-0123456789".into()),
            ("AUTH_RATE_LIMIT_PER_MINUTE".into(), "1000".into()),
            ("AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE".into(), "1000".into()),
            ("OUTBOX_POLL_MS".into(), "100".into()),
        ]);
        for (name, value) in overrides {
            env.insert((*name).into(), (*value).into());
        }
        let settings = Settings::from_lookup(|name| env.get(name).cloned()).expect("settings");
        let clock = Arc::new(TestClock::default());
        let address = start(settings.clone(), clock.clone()).await;
        Self {
            address,
            client: cookie_client(),
            clock,
            settings,
            mail_dir,
            storage_dir,
            db,
            _static_dir: static_dir,
        }
    }

    /// Another `portal serve` on the same database and secret; answers its address.
    pub async fn start_sibling(&self) -> String {
        start(self.settings.clone(), self.clock.clone()).await
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request")
    }

    /// A POST of `body` to `path` on `self.client`, carrying one extra header.
    pub async fn post_json_with(&self, path: &str, header: (&str, &str), body: &Value) -> Response {
        self.client
            .post(self.url(path))
            .header(header.0, header.1)
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// A PUT of `body` to `path` on `self.client`.
    pub async fn put_json(&self, path: &str, body: &Value) -> Response {
        self.put_json_as(&self.client, path, body).await
    }

    /// `who` PUTs `body` to `path`.
    pub async fn put_json_as(&self, who: &Client, path: &str, body: &Value) -> Response {
        who.put(self.url(path)).json(body).send().await.expect("request")
    }

    /// `who` changes the password of user `id` from `current` to `new`.
    pub async fn change_password(
        &self,
        who: &Client,
        id: impl std::fmt::Display,
        current: &str,
        new: &str,
    ) -> Response {
        let body = json!({"currentPassword": current, "newPassword": new});
        self.put_json_as(who, &format!("/api/users/{id}/password"), &body).await
    }

    /// An administrator made the way operators do, with `create-admin`.
    pub fn create_admin(&self, username: &str) -> User {
        let outcome = self.try_create_admin(username, PASSWORD).expect("create the admin");
        match outcome {
            AdminProvisioning::Created(user) | AdminProvisioning::Promoted(user) => user,
        }
    }

    /// `create-admin` with this password, as the operator runs it.
    pub fn try_create_admin(
        &self,
        username: &str,
        password: &str,
    ) -> Result<AdminProvisioning, DomainError> {
        let wiring = Wiring::new(&self.settings, self.clock.clone()).expect("the wiring");
        wiring.state.users.create_admin(CreateAdmin {
            username: username.into(),
            email: format!("{username}@exemplo.com"),
            full_name: format!("Admin {username}"),
            password: password.into(),
            promote_existing: true,
        })
    }

    /// Loads the starting catalogue, as `portal seed` does.
    pub fn seed(&self) {
        let wiring = Wiring::new(&self.settings, self.clock.clone()).expect("the wiring");
        wiring.state.catalog.seed().expect("seed the catalogue");
    }

    /// `who` calls `path`; answers the status and the JSON body (null when there is none).
    pub async fn call(
        &self,
        who: &Client,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> (StatusCode, Value) {
        let mut request = who.request(method, self.url(path));
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = request.send().await.expect("request");
        let status = response.status();
        let text = response.text().await.expect("a body");
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// A sign-in on `self.client`.
    pub async fn login(&self, username: &str, password: &str) -> Response {
        self.post_json("/api/login", &json!({"username": username, "password": password})).await
    }

    /// Asks for a password reset link for `email`.
    pub async fn request_reset(&self, email: &str) -> Response {
        self.post_json("/api/reset-password", &json!({ "email": email })).await
    }

    /// A sign-in on `who`.
    pub async fn login_as(&self, who: &Client, username: &str, password: &str) -> Response {
        who.post(self.url("/api/login"))
            .json(&json!({"username": username, "password": password}))
            .send()
            .await
            .expect("request")
    }

    /// A client signed in as `username` (password [`PASSWORD`]).
    pub async fn signed_in(&self, username: &str) -> Client {
        let client = cookie_client();
        let response = self.login_as(&client, username, PASSWORD).await;
        assert_eq!(response.status(), 200, "sign-in of {username}");
        client
    }

    /// Registers a client account and answers its id, signed in on `self.client`.
    pub async fn register(&self, username: &str) -> i64 {
        self.register_on(&self.client, username, &format!("Cliente {username}")).await
    }

    /// Registers a client account named `full_name` on a new client; answers that client,
    /// signed in, and the account's id.
    pub async fn register_elsewhere(&self, username: &str, full_name: &str) -> (Client, i64) {
        let client = cookie_client();
        let id = self.register_on(&client, username, full_name).await;
        (client, id)
    }

    async fn register_on(&self, client: &Client, username: &str, full_name: &str) -> i64 {
        let response = client
            .post(self.url("/api/register"))
            .json(&json!({
                "fullName": full_name,
                "email": format!("{username}@exemplo.com"),
                "username": username,
                "password": PASSWORD,
            }))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 201, "registration of {username}");
        json_of(response).await["id"].as_i64().unwrap()
    }

    /// Waits until a mail in the outbox has failed at least once; answers the outbox's rows.
    pub async fn outbox_after_a_failed_attempt(&self) -> Vec<(Notification, i32, Option<String>)> {
        let outbox = persistence::PgOutbox::new(self.db.database(1));
        for _ in 0..100 {
            let pending = outbox.pending().unwrap();
            if pending.iter().any(|(_, attempts, _)| *attempts > 0) {
                return pending;
            }
            tokio::time::sleep(StdDuration::from_millis(50)).await;
        }
        panic!("the mail was neither tried nor kept");
    }

    /// Waits for the mails sent to `to` (as .eml files) and answers their text.
    pub async fn mails_to(&self, to: &str, at_least: usize) -> Vec<String> {
        for _ in 0..100 {
            let mails: Vec<String> = std::fs::read_dir(self.mail_dir.path())
                .expect("mail folder")
                .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
                .map(|eml| decode_quoted_printable(&eml))
                .filter(|eml| eml.contains(&format!("To: {to}")))
                .collect();
            if mails.len() >= at_least {
                return mails;
            }
            tokio::time::sleep(StdDuration::from_millis(50)).await;
        }
        panic!("no mail to {to} arrived");
    }
}

async fn start(settings: Settings, clock: Arc<TestClock>) -> String {
    let app = Application::build_with_clock(settings, clock).await.expect("build the app");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    address
}

pub fn cookie_client() -> Client {
    Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client")
}

/// Enough of quoted-printable to read links in the mails lettre writes.
pub fn decode_quoted_printable(eml: &str) -> String {
    eml.replace("=\r\n", "").replace("=\n", "").replace("=3D", "=")
}

/// A minimal built frontend: an index page, the sign-in page, the dashboard (for a client and for
/// staff with and without the second factor) and the staff's inbox drawn at build time, and one hashed asset with its
/// compressed copies (their bodies say which copy they are, so a test can tell what it was sent).
fn write_frontend(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>portal-index</title>").unwrap();
    for (drawn_for, page) in [
        ("anonymous", "auth"),
        ("client", "home"),
        ("staff", "home"),
        ("staff-without-2fa", "home"),
        ("staff-without-2fa", "admin/requests"),
    ] {
        let file = dir.join(format!("prerendered/{drawn_for}/{page}.html"));
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, format!("<!doctype html><h1>portal-drawn-{drawn_for}-{page}</h1>"))
            .unwrap();
    }
    std::fs::write(dir.join("favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>").unwrap();
    std::fs::write(dir.join("assets/main.0123456789abcdef.js"), "console.log('app')").unwrap();
    std::fs::write(dir.join("assets/main.0123456789abcdef.js.br"), "brotli copy").unwrap();
    std::fs::write(dir.join("assets/main.0123456789abcdef.js.gz"), "gzip copy").unwrap();
}

pub async fn json_of(response: Response) -> Value {
    response.json().await.expect("a JSON body")
}

/// An app with the administrator 'chefe': the app, chefe signed in, and chefe's id.
pub async fn admin_app() -> (TestApp, reqwest::Client, i64) {
    let app = TestApp::spawn().await;
    let admin = app.create_admin("chefe");
    let staff = app.signed_in("chefe").await;
    (app, staff, admin.id.0)
}

/// The actions in the audit log, oldest first.
pub fn audit_actions(app: &TestApp) -> Vec<String> {
    query_texts(app, "SELECT action AS text FROM audit_log ORDER BY id")
}

/// The one text column, named `text`, of every row `sql` returns.
pub fn query_texts(app: &TestApp, sql: &str) -> Vec<String> {
    use diesel::{Connection, PgConnection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Text)]
        text: String,
    }
    let mut conn = PgConnection::establish(&app.db.url).unwrap();
    diesel::sql_query(sql).load::<Row>(&mut conn).unwrap().into_iter().map(|row| row.text).collect()
}

/// The status `client` gets for the signed-in user at the instance at `base`.
pub async fn status_of_user(client: &Client, base: &str) -> StatusCode {
    client.get(format!("{base}/api/user")).send().await.unwrap().status()
}

/// The id of the item called `name` in a list of them.
pub fn id_named(items: &Value, name: &str) -> i64 {
    items.as_array().unwrap().iter().find(|item| item["name"] == name).unwrap()["id"]
        .as_i64()
        .unwrap()
}

/// A port nothing listens on (yet).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

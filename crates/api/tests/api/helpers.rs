use std::collections::HashMap;
use std::path::Path;

use api::config::Settings;
use api::startup::Application;
use persistence::testing::TestDatabase;
use reqwest::{Client, Response};

pub struct TestApp {
    pub address: String,
    pub client: Client,
    pub static_dir: tempfile::TempDir,
    pub mail_dir: tempfile::TempDir,
    pub db: TestDatabase,
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

        let mut env: HashMap<String, String> = HashMap::from([
            ("DATABASE_URL".into(), db.url.clone()),
            ("PORTAL_BIND".into(), "127.0.0.1:0".into()),
            ("PUBLIC_URL".into(), "http://127.0.0.1".into()),
            ("STATIC_DIR".into(), static_dir.path().display().to_string()),
            ("MAIL_DIR".into(), mail_dir.path().display().to_string()),
            ("DATABASE_POOL_SIZE".into(), "4".into()),
            ("BCRYPT_COST".into(), "4".into()),
        ]);
        for (name, value) in overrides {
            env.insert((*name).into(), (*value).into());
        }
        let settings = Settings::from_lookup(|name| env.get(name).cloned()).expect("settings");
        let app = Application::build(settings).await.expect("build the app");
        let address = format!("http://127.0.0.1:{}", app.port());
        tokio::spawn(app.run_until_stopped());

        let client = Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("http client");
        Self {
            address,
            client,
            static_dir,
            mail_dir,
            db,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request")
    }
}

/// A minimal built frontend: an index page and one hashed asset.
fn write_frontend(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(
        dir.join("index.html"),
        "<!doctype html><title>portal-index</title>",
    )
    .unwrap();
    std::fs::write(
        dir.join("favicon.svg"),
        "<svg xmlns='http://www.w3.org/2000/svg'/>",
    )
    .unwrap();
    std::fs::write(
        dir.join("assets/main.0123456789abcdef.js"),
        "console.log('app')",
    )
    .unwrap();
}

pub async fn json_of(response: Response) -> serde_json::Value {
    response.json().await.expect("a JSON body")
}

//! The server killed (SIGKILL) in the middle of a burst of bookings, as a power cut would: what
//! the clients were told is booked is stored with its mails queued, and nothing is half made.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use chrono::Utc;
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};
use tokio::task::JoinSet;

use crate::agenda::{agenda_with, Agenda};
use crate::helpers::{cookie_client, free_port, query_texts, PASSWORD};

const BURST: usize = 240;
const KILL_AFTER: usize = 20;
const PLACES: [&str; 4] = [
    "Consulado Geral da Itália em São Paulo",
    "Consulado Geral da Itália no Rio de Janeiro",
    "Consulado Geral da Itália em Porto Alegre",
    "Sede Principal - Roma",
];

/// `portal serve` as a process of its own, on the test's database; killed when dropped.
struct Serving(Child);

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(a: &Agenda, port: u16, dir: &std::path::Path) -> Serving {
    let child = Command::new(env!("CARGO_BIN_EXE_portal"))
        .arg("serve")
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("PGGSSENCMODE", "disable")
        .env("DATABASE_URL", &a.app.db.url)
        .env("PORTAL_BIND", format!("127.0.0.1:{port}"))
        .env("PUBLIC_URL", format!("http://127.0.0.1:{port}"))
        .env("SESSION_SECRET", "crash-test-secret-crash-test-secret-0123456789")
        .env("MAIL_DIR", dir.join("mail"))
        .env("STORAGE_URL", format!("file://{}", dir.join("files").display()))
        .env("STATIC_DIR", dir)
        .env("BCRYPT_COST", "4")
        .env("MAX_ACTIVE_BOOKINGS_PER_CLIENT", "10000")
        .env("MAIL_CAP_PER_HOUR", "100000")
        // The mails stay queued: the test reads the outbox as the kill left it.
        .env("OUTBOX_POLL_MS", "60000")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start portal serve");
    Serving(child)
}

async fn wait_until_ready(base: &str) {
    for _ in 0..200 {
        if let Ok(response) = reqwest::get(format!("{base}/api/ready")).await {
            if response.status() == StatusCode::OK {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("portal serve did not become ready");
}

/// The `n`-th booking of the burst: its own slot, past the seeded days and within two years.
fn booking(a: &Agenda, n: usize) -> Value {
    let day = Utc::now().date_naive() + chrono::Duration::days(400 + (n / 72) as i64);
    let mut form = a.italian_form();
    let extra = json!({"location": PLACES[n / 18 % 4], "date": day.format("%Y-%m-%d").to_string(),
        "time": format!("{:02}:{:02}", 9 + n % 18 / 2, n % 2 * 30)});
    form.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    form
}

#[tokio::test]
async fn a_server_killed_mid_burst_keeps_each_confirmed_booking_with_its_mail_and_nothing_half_made(
) {
    let a = agenda_with(&[]).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let port = free_port();
    let mut serving = Some(serve(&a, port, dir.path()));
    let base = format!("http://127.0.0.1:{port}");
    wait_until_ready(&base).await;
    let ana: Client = cookie_client();
    let login = json!({"username": "ana", "password": PASSWORD});
    let signed_in = ana.post(format!("{base}/api/login")).json(&login).send().await.unwrap();
    assert_eq!(signed_in.status(), StatusCode::OK);

    let mut burst = JoinSet::new();
    for n in 0..BURST {
        let (client, url, form) = (ana.clone(), format!("{base}/api/appointments"), booking(&a, n));
        burst.spawn(async move {
            let response = client.post(url).json(&form).send().await.ok()?;
            if response.status() != StatusCode::CREATED {
                return None;
            }
            response.json::<Value>().await.ok()?["id"].as_i64()
        });
    }
    let mut confirmed = Vec::new();
    while let Some(answer) = burst.join_next().await {
        if let Some(id) = answer.expect("booking task") {
            confirmed.push(id);
        }
        if confirmed.len() == KILL_AFTER {
            drop(serving.take()); // SIGKILL, then reaped
        }
    }
    assert!(confirmed.len() >= KILL_AFTER, "only {} bookings were confirmed", confirmed.len());
    assert!(confirmed.len() < BURST, "the burst ended before the kill: nothing was cut short");

    let stored = query_texts(
        &a.app,
        &format!("SELECT id::text AS text FROM appointments WHERE user_id = {}", a.ana_id),
    );
    for id in &confirmed {
        assert!(stored.contains(&id.to_string()), "booking {id} was confirmed but is not stored");
    }
    let without_mail = query_texts(
        &a.app,
        &format!(
            "SELECT a.id::text AS text FROM appointments a WHERE a.user_id = {} AND NOT EXISTS \
             (SELECT 1 FROM outbox o WHERE o.payload->>'kind' = 'appointmentToClient' \
              AND (o.payload->'appointment'->>'id')::bigint = a.id)",
            a.ana_id
        ),
    );
    assert_eq!(without_mail, Vec::<String>::new(), "bookings stored without their mail");
    assert!(stored.len() <= BURST);
}

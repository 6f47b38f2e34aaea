//! The thread that follows the database's notifications and keeps `Freshness` told.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::thread;
use std::time::{Duration, Instant};

use diesel::pg::PgConnection;
use diesel::sql_types::{Array, BigInt, Text};
use diesel::{sql_query, Connection, QueryableByName, RunQueryDsl};

use super::{Freshness, LEASE};

const CHANNEL: &str = "portal_changes";
/// How often the thread reads what arrived. A notification waits this long at most before the
/// caches drop what it made stale; this instance's own writes drop theirs at once.
const POLL: Duration = Duration::from_millis(5);
/// How often the listener's connection is asked something, to know it still works.
const HEARTBEAT: Duration = Duration::from_secs(2);
const RETRY_MAX: Duration = Duration::from_secs(5);
/// The tables whose changes are told (migration 000008); listening without them would trust
/// memory that nothing keeps fresh.
const NOTIFYING_TABLES: [&str; 7] =
    ["appointments", "services", "courses", "messages", "users", "sessions", "closures"];

/// Starts the thread that follows the notifications, once. It ends, closing its connection,
/// when the last holder of `freshness` is gone.
pub(crate) fn follow_changes(url: String, freshness: &Arc<Freshness>) -> std::io::Result<()> {
    if freshness.followed.swap(true, Ordering::SeqCst) {
        return Ok(());
    }
    let freshness = Arc::downgrade(freshness);
    thread::Builder::new()
        .name("portal-changes".into())
        .spawn(move || listen_until_dropped(&url, &freshness))
        .map(drop)
}

#[derive(Debug, thiserror::Error)]
enum ListenError {
    #[error("cannot connect: {0}")]
    Connect(#[from] diesel::ConnectionError),
    #[error(transparent)]
    Query(#[from] diesel::result::Error),
    #[error("the change notifications are not installed on every table (migration 000008)")]
    NotInstalled,
}

fn listen_until_dropped(url: &str, freshness: &Weak<Freshness>) {
    let mut retry = POLL;
    while freshness.strong_count() > 0 {
        let began = Instant::now();
        let ended = subscribe(url).and_then(|conn| relay(conn, freshness));
        if let Some(freshness) = freshness.upgrade() {
            freshness.deaf();
        }
        match ended {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(error = %e, "not hearing the database's changes; reads go to the database")
            }
        }
        // A connection that keeps failing at once is not retried in a tight loop.
        if began.elapsed() > RETRY_MAX {
            retry = POLL;
        }
        thread::sleep(retry);
        retry = (retry * 2).min(RETRY_MAX);
    }
}

fn subscribe(url: &str) -> Result<PgConnection, ListenError> {
    #[derive(QueryableByName)]
    struct Notifying {
        #[diesel(sql_type = BigInt)]
        tables: i64,
    }
    let mut conn = PgConnection::establish(url)?;
    // Named, so that operators (and the tests) can tell it among the pool's connections.
    sql_query("SET application_name = 'portal-changes'").execute(&mut conn)?;
    let installed: Notifying = sql_query(
        "SELECT count(DISTINCT c.relname) AS tables FROM pg_trigger t \
         JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid \
         WHERE p.proname LIKE 'portal_notify_%' AND t.tgenabled <> 'D' AND c.relname = ANY($1)",
    )
    .bind::<Array<Text>, _>(&NOTIFYING_TABLES[..])
    .get_result(&mut conn)?;
    if installed.tables != NOTIFYING_TABLES.len() as i64 {
        return Err(ListenError::NotInstalled);
    }
    sql_query(format!("LISTEN {CHANNEL}")).execute(&mut conn)?;
    Ok(conn)
}

/// Hands every notification to the caches until the connection fails (an error) or nobody
/// needs them any more.
fn relay(mut conn: PgConnection, freshness: &Weak<Freshness>) -> Result<(), ListenError> {
    let Some(started) = freshness.upgrade() else {
        return Ok(());
    };
    started.heard_from_now_on();
    tracing::info!("hearing the database's changes; repeated reads come from memory");
    drop(started);
    let mut asked = Instant::now();
    loop {
        let Some(freshness) = freshness.upgrade() else {
            return Ok(());
        };
        let answered = asked.elapsed() >= HEARTBEAT;
        if answered {
            sql_query("SELECT 1").execute(&mut conn)?;
            asked = Instant::now();
        }
        // Everything committed before the heartbeat's answer has arrived with it.
        for notification in conn.notifications_iter() {
            freshness.apply(&notification?.payload);
        }
        if answered {
            freshness.trust_for(LEASE);
        }
        drop(freshness);
        thread::sleep(POLL);
    }
}

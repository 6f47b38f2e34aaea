use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration as StdDuration;

use actix_web::cookie::Key;
use actix_web::dev::Server;
use actix_web::middleware::{from_fn, Compress};
use actix_web::{web, App, HttpServer};
use anyhow::Context;
use domain::clock::Clock;
use domain::notifications::Mailer;
use domain::users::UserService;
use notifications::LettreMailer;
use persistence::PgAttemptCounters;
use utoipa_actix_web::AppExt;

use crate::background;
use crate::config::Settings;
use crate::openapi;
use crate::origin_check::PublicOrigin;
use crate::rate_limit::{AttemptBudgets, AuthAttempts};
use crate::request_log::log_request;
use crate::routes;
use crate::security_headers::security_headers;
use crate::sessions::{self, PgSessionStore};
use crate::static_files::{self, StaticDir};
use crate::system::SystemClock;

mod wiring;

pub use wiring::{AppState, Wiring, SESSION_LIFETIMES};

/// A server bound to its listener, ready to run.
pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        Self::build_with_clock(settings, Arc::new(SystemClock)).await
    }

    /// Migrates the database, starts the mail worker and housekeeping, then
    /// binds to `settings.bind` (port 0 picks a free one).
    pub async fn build_with_clock(
        settings: Settings,
        clock: Arc<dyn Clock>,
    ) -> anyhow::Result<Self> {
        let wiring = Wiring::new(&settings, clock)?;
        let db = wiring.state.db.clone();
        let applied =
            tokio::task::spawn_blocking(move || db.migrate()).await.context("migration task")??;
        if !applied.is_empty() {
            tracing::info!(?applied, "migrations applied");
        }
        wiring
            .state
            .db
            .follow_changes()
            .context("cannot start following the database's changes")?;
        warn_when_nobody_can_administer(&wiring.state.users).await;

        let mailer: Arc<dyn Mailer> = Arc::new(
            LettreMailer::new(
                &settings.mail_from,
                settings.smtp_url.as_deref(),
                settings.mail_dir.clone(),
            )
            .context("mail settings")?,
        );
        let attempts = AuthAttempts::new(
            PgAttemptCounters::new(wiring.state.db.clone()),
            AttemptBudgets {
                per_address: settings.auth_attempts_per_minute,
                per_account: settings.account_attempts_per_minute,
            },
            wiring.clock.clone(),
            settings.trusted_proxies.clone(),
        );
        tokio::spawn(background::deliver_mails(
            wiring.outbox.clone(),
            mailer,
            wiring.sealer.clone(),
            wiring.clock.clone(),
            StdDuration::from_millis(u64::from(settings.outbox_poll_ms)),
        ));
        tokio::spawn(background::queue_daily_agenda(
            wiring.state.appointment_mails.clone(),
            wiring.clock.clone(),
            StdDuration::from_millis(u64::from(settings.outbox_poll_ms)),
        ));
        tokio::spawn(background::housekeeping(
            wiring.sessions.clone(),
            attempts.clone(),
            wiring.outbox.clone(),
            wiring.clock.clone(),
        ));
        tokio::spawn(background::sweep_documents(
            wiring.state.documents.clone(),
            wiring.clock.clone(),
        ));
        tokio::spawn(background::notify_expiring_documents(wiring.expiry_notices.clone()));
        tokio::spawn(background::pass_on_waitlist_holds(
            wiring.state.waitlist.clone(),
            StdDuration::from_millis(u64::from(settings.outbox_poll_ms)),
        ));

        let listener = TcpListener::bind(settings.bind)
            .with_context(|| format!("cannot listen on {}", settings.bind))?;
        let port = listener.local_addr()?.port();
        let server = run(listener, &settings, wiring, attempts)?;
        Ok(Self { port, server })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Runs until SIGINT or SIGTERM, then finishes the requests in flight.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

async fn warn_when_nobody_can_administer(users: &UserService) {
    let users = users.clone();
    if let Ok(Ok(false)) = tokio::task::spawn_blocking(move || users.has_active_admin()).await {
        tracing::warn!(
            "no active administrator yet: create one with \
             `printf '%s\\n' 'SENHA' | portal create-admin --username admin --email admin@exemplo.com --full-name 'Administrador' --password-stdin`"
        );
    }
}

fn run(
    listener: TcpListener,
    settings: &Settings,
    wiring: Wiring,
    attempts: AuthAttempts,
) -> anyhow::Result<Server> {
    let https = settings.secure_cookies();
    let key: Key = sessions::cookie_key(settings.session_secret.as_deref());
    let store = PgSessionStore::new(wiring.sessions.clone(), wiring.clock.clone());
    let state = web::Data::new(wiring.state);
    let static_dir = web::Data::new(StaticDir(settings.static_dir.clone()));
    let attempts = web::Data::new(attempts);
    let origin = web::Data::new(PublicOrigin(settings.public_url.clone()));
    let proxies = web::Data::new(settings.trusted_proxies.clone());
    let document = web::Data::new(openapi::document(routes::configure));
    let company_links = web::Data::new(settings.company_links.clone());
    let workers = std::thread::available_parallelism().map_or(1, usize::from);
    let server = HttpServer::new(move || {
        App::new()
            .wrap(sessions::middleware(store.clone(), key.clone(), https, SESSION_LIFETIMES.idle))
            .wrap(Compress::default())
            .wrap(security_headers(https))
            .wrap(from_fn(log_request))
            .app_data(state.clone())
            .app_data(static_dir.clone())
            .app_data(attempts.clone())
            .app_data(origin.clone())
            .app_data(proxies.clone())
            .app_data(web::PayloadConfig::new(routes::JSON_LIMIT_BYTES))
            .app_data(document.clone())
            .app_data(company_links.clone())
            .into_utoipa_app()
            .configure(routes::configure)
            .into_app()
            .default_service(web::to(static_files::serve))
    })
    .shutdown_timeout(10)
    .workers(workers)
    .worker_max_blocking_threads(blocking_threads_per_worker(settings.database_pool_size, workers))
    .listen(listener)?
    .run();
    Ok(server)
}

/// Threads for blocking work (database calls) per worker: as many as the pool has
/// connections. With more, the extra threads wait on the pool, and r2d2 hands a returned
/// connection to whichever thread asks first, not to the one waiting longest: in `make bench`
/// some requests to `/api/ready` then waited half a second (p99 565 ms with actix's default of
/// hundreds of threads, 197 ms with just two threads more than connections per worker, 9 ms with
/// none). With the limit, waiting work queues in order in the runtime instead. bcrypt has
/// threads of its own (`PasswordWork`), which use the pool only briefly, to read or store an
/// account.
fn blocking_threads_per_worker(pool_size: u32, workers: usize) -> usize {
    let pool_size = usize::try_from(pool_size).unwrap_or(usize::MAX);
    pool_size.div_ceil(workers.max(1)).max(1)
}

#[cfg(test)]
mod tests {
    use super::blocking_threads_per_worker;

    #[test]
    fn blocking_threads_match_the_pool_across_workers() {
        assert_eq!(blocking_threads_per_worker(16, 2), 8);
        assert_eq!(blocking_threads_per_worker(16, 3), 6);
        assert_eq!(blocking_threads_per_worker(1, 4), 1);
        assert_eq!(blocking_threads_per_worker(16, 0), 16);
    }
}

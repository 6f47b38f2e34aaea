use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::middleware::{from_fn, Compress};
use actix_web::{web, App, HttpServer};
use anyhow::Context;
use domain::users::UserService;
use persistence::{Database, PgUserRepository, PoolOptions};

use crate::config::Settings;
use crate::password_hashing::BcryptHasher;
use crate::request_log::log_request;
use crate::routes;
use crate::security_headers::security_headers;
use crate::static_files::{self, StaticDir};

/// What every handler may reach: the use cases, wired to their adapters.
pub struct AppState {
    pub db: Database,
    pub users: UserService,
}

impl AppState {
    pub fn new(settings: &Settings) -> Self {
        let db = Database::connect(
            &settings.database_url,
            PoolOptions {
                max_size: settings.database_pool_size,
                ..PoolOptions::default()
            },
        );
        let users = UserService::new(
            Arc::new(PgUserRepository::new(db.clone())),
            Arc::new(BcryptHasher::new(settings.bcrypt_cost)),
        );
        Self { db, users }
    }
}

/// A server bound to its listener, ready to run.
pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    /// Migrates the database, then binds to `settings.bind` (port 0 picks a free one).
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        let state = AppState::new(&settings);
        let db = state.db.clone();
        let applied = tokio::task::spawn_blocking(move || db.migrate())
            .await
            .context("migration task")??;
        if !applied.is_empty() {
            tracing::info!(?applied, "migrations applied");
        }
        let listener = TcpListener::bind(settings.bind)
            .with_context(|| format!("cannot listen on {}", settings.bind))?;
        let port = listener.local_addr()?.port();
        let server = run(listener, settings, state)?;
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

fn run(listener: TcpListener, settings: Settings, state: AppState) -> anyhow::Result<Server> {
    let state = web::Data::new(state);
    let static_dir = web::Data::new(StaticDir(settings.static_dir.clone()));
    let https = settings.secure_cookies();
    let server = HttpServer::new(move || {
        App::new()
            .wrap(Compress::default())
            .wrap(security_headers(https))
            .wrap(from_fn(log_request))
            .app_data(state.clone())
            .app_data(static_dir.clone())
            .app_data(web::PayloadConfig::new(routes::JSON_LIMIT_BYTES))
            .configure(routes::configure)
            .default_service(web::to(static_files::serve))
    })
    .shutdown_timeout(10)
    .listen(listener)?
    .run();
    Ok(server)
}

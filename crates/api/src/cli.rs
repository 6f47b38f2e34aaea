use std::io::BufRead;
use std::sync::Arc;

use anyhow::{bail, Context};
use clap::{Parser, Subcommand};
use domain::users::{AdminProvisioning, CreateAdmin, Password, PasswordHasher};
use domain::DomainError;
use persistence::{Database, PoolOptions};

use crate::config::Settings;
use crate::password_hashing::BcryptHasher;
use crate::startup::{Application, Wiring};
use crate::system::SystemClock;

/// Facilitando Burocracias: the portal's server and its maintenance commands.
#[derive(Parser)]
#[command(name = "portal", version)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate the database, then serve the API and the frontend.
    Serve,
    /// Apply pending database migrations.
    Migrate,
    /// Load the starting catalogue (services and courses) into empty tables.
    Seed,
    /// Fill the database with clients and appointments for `make bench` (never in production).
    LoadBenchData {
        #[arg(long, default_value_t = 10_000)]
        users: i64,
        #[arg(long, default_value_t = 100_000)]
        appointments: i64,
    },
    /// Remove stored files that no document points to and that are over an hour old (the server
    /// also does it hourly).
    SweepFiles,
    /// Print the OpenAPI document of `/api`, from which the frontend's API types are generated.
    Openapi,
    /// Create an administrator. An existing username is refused unless
    /// --promote-existing is given.
    CreateAdmin {
        #[arg(long)]
        username: String,
        #[arg(long)]
        email: String,
        #[arg(long)]
        full_name: String,
        /// Read the password from the first line of standard input.
        #[arg(long)]
        password_stdin: bool,
        /// If the username exists, take that account over: set this e-mail and
        /// password, make it an active admin, end its sessions and revoke its reset links.
        #[arg(long)]
        promote_existing: bool,
    },
}

impl Cli {
    pub async fn execute(self) -> anyhow::Result<()> {
        if let Command::Openapi = self.command {
            // Needs no configuration: the document is made from the code alone.
            let document = crate::openapi::document(crate::routes::configure);
            println!("{}", document.to_pretty_json()?);
            return Ok(());
        }
        self.command.run(Settings::from_env().context("configuration")?).await
    }
}

impl Command {
    async fn run(self, settings: Settings) -> anyhow::Result<()> {
        match self {
            Command::Serve => {
                let app = Application::build(settings).await?;
                tracing::info!(port = app.port(), "portal listening");
                app.run_until_stopped().await?;
                tracing::info!("portal stopped");
                Ok(())
            }
            Command::Migrate => {
                let db = database(&settings);
                let applied = tokio::task::spawn_blocking(move || db.migrate()).await??;
                println!("{} migration(s) applied", applied.len());
                Ok(())
            }
            Command::Seed => tokio::task::spawn_blocking(move || seed(&settings)).await?,
            Command::SweepFiles => {
                tokio::task::spawn_blocking(move || sweep_files(&settings)).await?
            }
            Command::LoadBenchData { users, appointments } => {
                tokio::task::spawn_blocking(move || load_bench_data(&settings, users, appointments))
                    .await?
            }
            Command::CreateAdmin {
                username,
                email,
                full_name,
                password_stdin,
                promote_existing,
            } => {
                if !password_stdin {
                    bail!("give the password on standard input with --password-stdin");
                }
                let password = read_password_line()?;
                let command =
                    CreateAdmin { username, email, full_name, password, promote_existing };
                tokio::task::spawn_blocking(move || create_admin(&settings, command)).await?
            }
            Command::Openapi => Ok(()),
        }
    }
}

fn database(settings: &Settings) -> Database {
    Database::connect(&settings.database_url, PoolOptions { max_size: 2, ..PoolOptions::default() })
}

fn read_password_line() -> anyhow::Result<String> {
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .context("reading the password from standard input")?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

fn seed(settings: &Settings) -> anyhow::Result<()> {
    let wiring = Wiring::new(settings, Arc::new(SystemClock))?;
    wiring.state.db.migrate()?;
    let added = wiring.state.catalog.seed()?;
    println!("{added} item(s) added to the catalogue");
    Ok(())
}

fn sweep_files(settings: &Settings) -> anyhow::Result<()> {
    let wiring = Wiring::new(settings, Arc::new(SystemClock))?;
    wiring.state.db.migrate()?;
    let removed = wiring.state.documents.sweep_orphans(chrono::Utc::now())?;
    println!("{removed} orphaned file(s) removed");
    Ok(())
}

/// Every account it makes signs in with this password.
pub const BENCH_PASSWORD: &str = "bench-password";

/// The mixed day of `make bench`: `bench-day-client-1..500` and `bench-day-staff-1..20`.
const DAY_CLIENTS: i64 = 500;
const DAY_STAFF: i64 = 20;
const DAY_ACCOUNT_COST: u32 = 4;

fn load_bench_data(settings: &Settings, users: i64, appointments: i64) -> anyhow::Result<()> {
    let wiring = Wiring::new(settings, Arc::new(SystemClock))?;
    wiring.state.db.migrate()?;
    wiring.state.catalog.seed()?;
    let password = Password::parse(BENCH_PASSWORD).map_err(anyhow::Error::msg)?;
    let hash = BcryptHasher::new(settings.bcrypt_cost).hash(&password)?;
    let counts =
        persistence::load_bench_data(&wiring.state.db, users, appointments, hash.as_str())?;
    // The mixed day's people sign in by the hundred before it starts: a cheap hash for them
    // (the sign-in rows measure bcrypt at its real cost with the other accounts).
    let cheap = BcryptHasher::new(DAY_ACCOUNT_COST).hash(&password)?;
    persistence::load_day_accounts(&wiring.state.db, DAY_CLIENTS, DAY_STAFF, cheap.as_str())?;
    println!(
        "{} users and {} appointments; sign in as {} or {} with password {BENCH_PASSWORD}",
        counts.users,
        counts.appointments,
        persistence::LOAD_ADMIN,
        persistence::LOAD_USER
    );
    Ok(())
}

fn create_admin(settings: &Settings, command: CreateAdmin) -> anyhow::Result<()> {
    let wiring = Wiring::new(settings, Arc::new(SystemClock))?;
    wiring.state.db.migrate()?;
    match wiring.state.users.create_admin(command) {
        Ok(AdminProvisioning::Created(user)) => {
            println!("Administrador criado: {} (id {})", user.username, user.id);
            Ok(())
        }
        Ok(AdminProvisioning::Promoted(user)) => {
            println!(
                "Conta existente promovida a administrador: {} (id {}); e-mail e senha redefinidos, \
                 sessões encerradas e links de redefinição revogados",
                user.username, user.id
            );
            Ok(())
        }
        Err(DomainError::Validation(errors))
        | Err(DomainError::Conflict { field_errors: errors, .. }) => {
            for (field, message) in errors.iter() {
                eprintln!("{field}: {message}");
            }
            bail!("administrator not created")
        }
        Err(other) => Err(other.into()),
    }
}

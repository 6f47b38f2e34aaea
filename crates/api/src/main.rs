use clap::Parser;

#[actix_web::main]
async fn main() -> std::process::ExitCode {
    // A missing .env is normal: the environment itself may hold everything.
    let _ = dotenvy::dotenv();
    api::telemetry::init();
    match api::cli::Cli::parse().execute().await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("portal: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

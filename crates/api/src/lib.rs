//! The HTTP face of the portal and its composition root: configuration,
//! wiring of adapters into use cases, routes, and the static frontend.

pub mod cli;
pub mod config;
mod error;
mod password_hashing;
mod request_log;
mod routes;
mod security_headers;
pub mod startup;
mod static_files;
pub mod telemetry;

pub use error::ApiError;

//! The HTTP face of the portal and its composition root: configuration,
//! wiring of adapters into use cases, routes, and the static frontend.

mod background;
mod caller;
pub mod cli;
mod client_address;
mod company_links;
pub mod config;
mod error;
mod openapi;
mod origin_check;
mod password_hashing;
mod rate_limit;
mod request_log;
mod routes;
pub mod sealing;
mod security_headers;
mod sessions;
pub mod startup;
mod static_files;
mod storable_text;
pub mod system;
pub mod telemetry;

pub use error::ApiError;

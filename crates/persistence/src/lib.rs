//! PostgreSQL adapter: a connection pool, the embedded migrations, and one
//! repository per feature implementing the ports of `domain`.

mod appointment_mails;
mod appointments;
mod attempts;
mod audit;
mod cases;
mod catalog;
mod changes;
mod closures;
mod counted_pages;
mod database;
mod document_store;
mod documents;
mod error;
mod expiry_notices;
mod family_tree;
mod load_data;
mod messages;
mod offers;
mod outbox;
mod requests;
mod reset_tokens;
mod schema;
mod second_factor;
mod sessions;
mod together;
mod unnest;
mod users;
mod waitlist;

#[cfg(feature = "testing")]
pub mod testing;

pub use appointment_mails::PgAppointmentMails;
pub use appointments::PgAppointmentRepository;
pub use attempts::PgAttemptCounters;
pub use cases::PgCaseRepository;
pub use catalog::PgCatalogRepository;
pub use closures::PgClosureRepository;
pub use database::{Database, DatabaseError, PoolOptions};
pub use document_store::{ObjectDocumentStore, StoreError};
pub use documents::PgDocumentRepository;
pub use expiry_notices::PgExpiryNotices;
pub use family_tree::PgFamilyTreeRepository;
pub use load_data::{
    load as load_bench_data, load_day_accounts, LoadCounts, LOAD_ADMIN, LOAD_USER,
};
pub use messages::PgMessageRepository;
pub use offers::PgOfferRepository;
pub use outbox::{OutboxItem, PgOutbox, WaitingReminder};
pub use requests::PgRequestRepository;
pub use reset_tokens::PgResetTokens;
pub use second_factor::PgSecondFactors;
pub use sessions::{PgSessions, SessionLifetimes, SessionOrigin};
pub use users::PgUserRepository;
pub use waitlist::PgWaitlistRepository;

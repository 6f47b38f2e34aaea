//! PostgreSQL adapter: a connection pool, the embedded migrations, and one
//! repository per feature implementing the ports of `domain`.

mod database;
mod error;
mod schema;
mod users;

#[cfg(feature = "testing")]
pub mod testing;

pub use database::{Database, DatabaseError, PoolOptions};
pub use users::PgUserRepository;

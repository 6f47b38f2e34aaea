use chrono::{DateTime, Utc};

/// The current instant. A port, so that expiry rules can be tested at will.
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

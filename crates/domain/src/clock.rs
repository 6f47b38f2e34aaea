use chrono::{DateTime, NaiveDate, Utc};

use crate::appointments::TIME_ZONE;

/// The current instant. A port, so that expiry rules can be tested at will.
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;

    /// Today in the portal's time zone: the day people mean by a date.
    fn today(&self) -> NaiveDate {
        self.now().with_timezone(&TIME_ZONE).date_naive()
    }
}

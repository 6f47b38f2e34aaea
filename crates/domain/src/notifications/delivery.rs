//! Sending a queued notification, and when to try again after a failure.

use chrono::Duration;

use super::Notification;

#[derive(Debug, thiserror::Error)]
pub enum DeliveryError {
    /// Worth trying again later (server down, timeout, 4xx from SMTP).
    #[error("temporary delivery failure: {0}")]
    Temporary(String),
    /// Will never succeed as it is (malformed address, unrenderable).
    #[error("permanent delivery failure: {0}")]
    Permanent(String),
}

/// Sends one notification now. Implemented over SMTP or files.
pub trait Mailer: Send + Sync {
    fn deliver(&self, notification: &Notification) -> Result<(), DeliveryError>;
}

/// After this many failed attempts a mail is set aside for an operator.
pub const MAX_DELIVERY_ATTEMPTS: i32 = 15;

/// When to try again after `failed_attempts` failures (counting the one just
/// made): 30 s, doubling each time, at most 1 h apart; `None` once it is time
/// to give up. Fifteen attempts span about nine hours.
pub fn retry_delay(failed_attempts: i32, error: &DeliveryError) -> Option<Duration> {
    if matches!(error, DeliveryError::Permanent(_)) || failed_attempts >= MAX_DELIVERY_ATTEMPTS {
        return None;
    }
    let doublings = u32::try_from(failed_attempts.saturating_sub(1)).unwrap_or(0).min(7);
    Some((Duration::seconds(30) * 2_i32.pow(doublings)).min(Duration::hours(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_exponentially_then_give_up() {
        let temporary = DeliveryError::Temporary("connection refused".into());
        let delays: Vec<i64> =
            (1..=9).map(|n| retry_delay(n, &temporary).unwrap().num_seconds()).collect();
        assert_eq!(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(retry_delay(MAX_DELIVERY_ATTEMPTS, &temporary), None);
        assert_eq!(retry_delay(1, &DeliveryError::Permanent("bad address".into())), None);
    }
}

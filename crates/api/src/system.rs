//! The real clock and the real randomness, behind the core's ports.

use chrono::{DateTime, Utc};
use domain::clock::Clock;
use domain::secrets::SecretGenerator;
use rand::RngCore;

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// 256 bits from rand's thread generator (a CSPRNG seeded by the operating
/// system), as 64 hex digits.
pub struct OsSecrets;

impl SecretGenerator for OsSecrets {
    fn token(&self) -> String {
        random_token()
    }
}

pub fn random_token() -> String {
    let mut bytes = [0_u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_hex_and_distinct() {
        let (a, b) = (random_token(), random_token());
        assert_eq!(a.len(), 64);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}

use sha2::{Digest, Sha256};

/// Unpredictable tokens (reset links, session keys), from the OS's randomness.
pub trait SecretGenerator: Send + Sync {
    /// At least 256 bits of randomness, URL-safe.
    fn token(&self) -> String;
}

/// Keeps a secret unreadable while it waits in storage (a reset link in the
/// mail outbox): authenticated encryption under a key the database lacks.
pub trait Sealer: Send + Sync {
    fn seal(&self, plain: &str) -> String;
    /// `None` when `sealed` was not made by this key or was altered.
    fn open(&self, sealed: &str) -> Option<String>;
}

/// What is stored in place of a token: enough to recognise it, useless if leaked.
pub fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes()).iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::digest;

    #[test]
    fn digest_is_stable_hex_sha256() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_ne!(digest("abc"), digest("abd"));
    }
}

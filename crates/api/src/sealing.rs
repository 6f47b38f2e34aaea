//! Seals secrets that wait in the database (reset links in the mail outbox):
//! AES-256-GCM under a key derived from `SESSION_SECRET` with HKDF-SHA256, so
//! a copy of the database alone does not give the links away.

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use domain::secrets::Sealer;
use hkdf::Hkdf;
use rand::RngCore;
use sha2::Sha256;

const VERSION: &str = "v1:";
const NONCE_BYTES: usize = 12;

pub struct AesSealer {
    cipher: Aes256Gcm,
}

impl AesSealer {
    /// The key comes from the session secret; without one, from randomness:
    /// then links queued before a restart cannot be opened and their mails are
    /// set aside (people ask for a new link).
    pub fn new(session_secret: Option<&str>) -> Self {
        let mut key = [0_u8; 32];
        match session_secret {
            Some(secret) => Hkdf::<Sha256>::new(Some(b"portal outbox sealing"), secret.as_bytes())
                .expand(b"reset links v1", &mut key)
                .expect("32 bytes is a valid HKDF-SHA256 output length"),
            None => rand::rng().fill_bytes(&mut key),
        }
        Self { cipher: Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key)) }
    }
}

impl Sealer for AesSealer {
    fn seal(&self, plain: &str) -> String {
        let mut nonce = [0_u8; NONCE_BYTES];
        rand::rng().fill_bytes(&mut nonce);
        let sealed = self
            .cipher
            .encrypt(Nonce::from_slice(&nonce), plain.as_bytes())
            .expect("AES-GCM encrypts any short text");
        let hex: String = nonce.iter().chain(&sealed).map(|b| format!("{b:02x}")).collect();
        format!("{VERSION}{hex}")
    }

    fn open(&self, sealed: &str) -> Option<String> {
        let hex = sealed.strip_prefix(VERSION)?;
        if hex.len() % 2 != 0 || !hex.is_ascii() {
            return None;
        }
        let bytes = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        if bytes.len() <= NONCE_BYTES {
            return None;
        }
        let (nonce, ciphertext) = bytes.split_at(NONCE_BYTES);
        let plain = self.cipher.decrypt(Nonce::from_slice(nonce), ciphertext).ok()?;
        String::from_utf8(plain).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "a-test-secret-that-is-long-enough-0123456789";

    #[test]
    fn a_sealed_link_hides_the_token_and_opens_with_the_same_secret_only() {
        let link = "http://portal.test/auth/reset?token=abc123def456";
        let sealer = AesSealer::new(Some(SECRET));
        let sealed = sealer.seal(link);
        assert!(!sealed.contains("abc123def456"));
        assert_ne!(sealer.seal(link), sealed, "a fresh nonce each time");
        assert_eq!(AesSealer::new(Some(SECRET)).open(&sealed).as_deref(), Some(link));
        assert_eq!(
            AesSealer::new(Some("another-secret-of-enough-length-012345678")).open(&sealed),
            None
        );
        assert_eq!(AesSealer::new(None).open(&sealed), None);
    }

    #[test]
    fn altered_or_foreign_text_does_not_open() {
        let sealer = AesSealer::new(Some(SECRET));
        let sealed = sealer.seal("http://portal.test/x");
        let mut altered = sealed.clone().into_bytes();
        let last = altered.len() - 1;
        altered[last] = if altered[last] == b'0' { b'1' } else { b'0' };
        assert_eq!(sealer.open(&String::from_utf8(altered).unwrap()), None);
        for foreign in ["", "v1:", "v1:zz", "http://portal.test/x", "v1:00ff"] {
            assert_eq!(sealer.open(foreign), None, "{foreign}");
        }
    }
}

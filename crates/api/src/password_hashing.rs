use domain::users::{Password, PasswordHash, PasswordHasher};
use domain::DomainError;

/// bcrypt, at the configured cost (12 in production; tests lower it for speed).
pub struct BcryptHasher {
    cost: u32,
}

impl BcryptHasher {
    pub fn new(cost: u32) -> Self {
        Self { cost }
    }
}

impl PasswordHasher for BcryptHasher {
    fn hash(&self, password: &Password) -> Result<PasswordHash, DomainError> {
        bcrypt::hash(password.expose(), self.cost)
            .map(PasswordHash::new)
            .map_err(|e| DomainError::Internal(format!("password hashing failed: {e}")))
    }

    fn verify(&self, password: &str, hash: &PasswordHash) -> bool {
        bcrypt::verify(password, hash.as_str()).unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let hasher = BcryptHasher::new(4);
        let hash = hasher
            .hash(&Password::parse("segredo123").unwrap())
            .unwrap();
        assert!(hash.as_str().starts_with("$2"));
        assert!(hasher.verify("segredo123", &hash));
        assert!(!hasher.verify("segredo124", &hash));
        assert!(!hasher.verify("segredo123", &PasswordHash::new("not a hash".into())));
    }
}

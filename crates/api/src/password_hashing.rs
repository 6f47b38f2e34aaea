use std::sync::Arc;

use domain::users::{Password, PasswordHash, PasswordHasher};
use domain::DomainError;
use tokio::sync::Semaphore;

use crate::error::{blocking, ApiError};

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

/// Where the use cases that hash or check a password run (sign-in, sign-up, password changes).
///
/// A bcrypt hash takes a core for about a quarter of a second. Those use cases take turns for a
/// few slots, waiting outside the blocking threads: a burst of sign-ins then cannot hold every
/// blocking thread, and with them every database read of the portal (16 sign-ins at once took
/// `GET /api/user` from 6 000 to 56 req/s, with 1.8 s at p99, in `make bench`).
#[derive(Clone)]
pub struct PasswordWork {
    slots: Arc<Semaphore>,
}

impl PasswordWork {
    pub fn new(slots: usize) -> Self {
        Self {
            slots: Arc::new(Semaphore::new(slots.max(1))),
        }
    }

    /// One slot per core: hashing more at once would sign nobody in sooner. (Fewer slots kept
    /// more of the machine for reads, but halved the sign-ins per second in `make bench`.)
    pub fn for_this_machine() -> Self {
        Self::new(std::thread::available_parallelism().map_or(1, usize::from))
    }

    pub async fn run<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        F: FnOnce() -> Result<T, DomainError> + Send + 'static,
        T: Send + 'static,
    {
        let _turn = self
            .slots
            .acquire()
            .await
            .map_err(|e| ApiError::Internal(format!("password work: {e}")))?;
        blocking(work).await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::*;

    #[actix_web::test]
    async fn password_work_runs_no_more_than_its_slots_at_once() {
        let work = PasswordWork::new(1);
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let task = || {
            let (running, most) = (running.clone(), most.clone());
            work.run(move || {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(20));
                running.fetch_sub(1, Ordering::SeqCst);
                Ok(())
            })
        };
        let done = tokio::join!(task(), task(), task(), task());
        for result in [done.0, done.1, done.2, done.3] {
            result.expect("the work ran");
        }
        assert_eq!(most.load(Ordering::SeqCst), 1);
    }

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

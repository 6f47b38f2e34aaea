use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use domain::users::{Password, PasswordHash, PasswordHasher};
use domain::DomainError;
use rayon::{ThreadPool, ThreadPoolBuilder};
use tokio::sync::oneshot;

use crate::error::ApiError;

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

/// Where the use cases that hash or check a password run (sign-in, sign-up, password changes):
/// threads of their own, by default one fewer than the cores (`PASSWORD_THREADS`), taking the
/// work in arrival order.
///
/// A bcrypt hash takes a core for about a quarter of a second. On the blocking threads that
/// serve the database reads, a burst of sign-ins held every one of them (16 sign-ins at once
/// took `GET /api/user` from 6 000 to 56 req/s, with 1.8 s at p99, in `make bench`). More threads
/// than cores would sign nobody in sooner. As many as the cores let two people signing in over
/// and over hold the whole machine, and every other request of the bench's mixed day waited for
/// them: one core stays for the requests.
///
/// The queue is bounded: a flood of sign-ins beyond `capacity` jobs waiting or running is
/// answered at once with 503 and `Retry-After`, instead of queueing for ever while the rest of
/// the server keeps its latency.
#[derive(Clone)]
pub struct PasswordWork {
    threads: Arc<ThreadPool>,
    in_flight: Arc<AtomicUsize>,
    capacity: usize,
}

pub const BUSY: &str = "Serviço temporariamente indisponível. Tente novamente em instantes.";

/// Holds a place in the queue until the job ends, however it ends.
struct Place(Arc<AtomicUsize>);

impl Drop for Place {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl PasswordWork {
    pub fn new(threads: usize, capacity: usize) -> anyhow::Result<Self> {
        let threads = ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .thread_name(|i| format!("password-{i}"))
            // Without a handler a panicking job would abort the process; here its request fails.
            .panic_handler(|_| tracing::error!("password work panicked"))
            .build()?;
        Ok(Self {
            threads: Arc::new(threads),
            in_flight: Arc::new(AtomicUsize::new(0)),
            capacity: capacity.max(1),
        })
    }

    fn take_place(&self) -> Option<Place> {
        let taken = self.in_flight.fetch_add(1, Ordering::SeqCst);
        let place = Place(self.in_flight.clone());
        (taken < self.capacity).then_some(place)
    }

    pub async fn run<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        F: FnOnce() -> Result<T, DomainError> + Send + 'static,
        T: Send + 'static,
    {
        let place = self.take_place().ok_or_else(|| ApiError::Unavailable(BUSY.into()))?;
        let (answer, answered) = oneshot::channel();
        self.threads.spawn_fifo(move || {
            let outcome = work();
            // The place is free before the answer is seen, so whoever reads it finds room again.
            drop(place);
            // The request may have gone (the client hung up): nobody is left to answer.
            let _ = answer.send(outcome);
        });
        answered
            .await
            .map_err(|_| ApiError::Internal("password work ended without an answer".into()))?
            .map_err(ApiError::from)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::*;

    #[actix_web::test]
    async fn password_work_runs_no_more_at_once_than_it_has_threads() {
        let work = PasswordWork::new(1, 100).expect("a thread");
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

    #[actix_web::test]
    async fn beyond_its_capacity_password_work_is_refused_at_once_and_takes_work_again_later() {
        let work = PasswordWork::new(1, 2).expect("a thread");
        let (release, released) = std::sync::mpsc::channel::<()>();
        let released = Arc::new(std::sync::Mutex::new(released));
        let slow = |released: Arc<std::sync::Mutex<std::sync::mpsc::Receiver<()>>>| {
            let work = work.clone();
            async move {
                work.run(move || {
                    let _ = released.lock().expect("the receiver").recv();
                    Ok(())
                })
                .await
            }
        };
        let first = actix_web::rt::spawn(slow(released.clone()));
        let second = actix_web::rt::spawn(slow(released.clone()));
        while work.in_flight.load(Ordering::SeqCst) < 2 {
            actix_web::rt::task::yield_now().await;
        }
        let refused = work.run(|| Ok(())).await;
        assert!(matches!(refused, Err(ApiError::Unavailable(ref m)) if m == BUSY));
        release.send(()).expect("the first job waits");
        release.send(()).expect("the second job waits");
        first.await.expect("joined").expect("ran");
        second.await.expect("joined").expect("ran");
        assert_eq!(work.in_flight.load(Ordering::SeqCst), 0);
        work.run(|| Ok(())).await.expect("room again");
    }

    #[test]
    fn a_hash_verifies_its_password_only() {
        let hasher = BcryptHasher::new(4);
        let hash = hasher.hash(&Password::parse("segredo123").unwrap()).unwrap();
        assert!(hash.as_str().starts_with("$2"));
        assert!(hasher.verify("segredo123", &hash));
        assert!(!hasher.verify("segredo124", &hash));
        assert!(!hasher.verify("segredo123", &PasswordHash::new("not a hash".into())));
    }
}

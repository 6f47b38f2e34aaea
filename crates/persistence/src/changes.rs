//! Reads kept in memory, and how they learn that they went stale.
//!
//! PostgreSQL tells every listener what changed, on commit, whoever the writer was: another
//! instance, a migration, an operator in `psql` (migration 000008). One thread per process
//! follows those notifications and moves the generation of what changed on. A cached read is
//! stored under the generations it was read at, and served only while they still hold. Memory
//! that forgets more finely than a whole topic (the sessions, one by one) subscribes as a
//! `ChangeListener` and is handed the notifications no topic claims.
//!
//! While nobody listens (not started, or the connection lost and not yet back) nothing is
//! served from memory: changes could go unheard. Listening is a lease that each answered
//! heartbeat renews, so a connection that dies without a word (or a thread that panics) turns
//! memory off within `LEASE`, however long the operating system takes to notice.

use std::any::Any;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::{Duration, Instant};

/// How long an answered heartbeat lets memory be trusted.
const LEASE: Duration = Duration::from_secs(5);

/// What a cached read depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Topic {
    /// The appointments table, with its day and month counters.
    Appointments,
    /// Services and courses.
    Catalog,
    Messages,
    /// Accounts, whose names the mailboxes show.
    Users,
    /// The days a place, or every place, is closed.
    Closures,
}

const TOPICS: [Topic; 5] =
    [Topic::Appointments, Topic::Catalog, Topic::Messages, Topic::Users, Topic::Closures];

impl Topic {
    fn from_table(table: &str) -> Option<Self> {
        match table {
            "appointments" => Some(Self::Appointments),
            "services" | "courses" => Some(Self::Catalog),
            "messages" => Some(Self::Messages),
            "users" => Some(Self::Users),
            "closures" => Some(Self::Closures),
            _ => None,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Memory kept apart from the topics' generations (by a module that needs finer forgetting
/// than a whole topic): it is handed the notifications no topic claims, and told when whatever
/// it holds can no longer be trusted.
pub(crate) trait ChangeListener: Send + Sync + 'static {
    /// Answers whether `payload` was meant for this listener.
    fn hear(&self, payload: &str) -> bool;
    fn forget_everything(&self);
}

struct Subscriber {
    /// The same listener, so that it can be found again by its type.
    any: Arc<dyn Any + Send + Sync>,
    listener: Arc<dyn ChangeListener>,
}

/// The generations of the cached topics, until when they can be trusted, and the listeners
/// subscribed to the rest.
pub(crate) struct Freshness {
    /// Milliseconds after `epoch`.
    trusted_until: AtomicU64,
    epoch: Instant,
    followed: AtomicBool,
    generations: [AtomicU64; TOPICS.len()],
    subscribers: RwLock<Vec<Subscriber>>,
}

/// Where a read of some topics stood when it began. Generations only grow, so their sum moves
/// whenever any of them does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Stamp(u64);

impl Freshness {
    pub(crate) fn new() -> Self {
        Self {
            trusted_until: AtomicU64::new(0),
            epoch: Instant::now(),
            followed: AtomicBool::new(false),
            generations: Default::default(),
            subscribers: RwLock::new(Vec::new()),
        }
    }

    /// The listener of type `L` subscribed to these changes, subscribed now if none was: one per
    /// database, shared by everyone who asks.
    pub(crate) fn listener<L: ChangeListener + Default>(&self) -> Arc<L> {
        // A panic elsewhere while holding the lock leaves the list whole: it is only pushed to.
        let mut subscribers = self.subscribers.write().unwrap_or_else(PoisonError::into_inner);
        if let Some(found) =
            subscribers.iter().find_map(|s| Arc::clone(&s.any).downcast::<L>().ok())
        {
            return found;
        }
        let listener = Arc::new(L::default());
        subscribers.push(Subscriber { any: listener.clone(), listener: listener.clone() });
        listener
    }

    fn subscribers(&self) -> std::sync::RwLockReadGuard<'_, Vec<Subscriber>> {
        self.subscribers.read().unwrap_or_else(PoisonError::into_inner)
    }

    pub(crate) fn is_listening(&self) -> bool {
        self.millis_since_epoch() < self.trusted_until.load(Ordering::SeqCst)
    }

    fn millis_since_epoch(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Trusts memory for `lease` from now: the listener has just heard everything told so far.
    fn trust_for(&self, lease: Duration) {
        let until = self
            .millis_since_epoch()
            .saturating_add(u64::try_from(lease.as_millis()).unwrap_or(u64::MAX));
        self.trusted_until.store(until, Ordering::SeqCst);
    }

    /// The stamp to store a read of `topics` under, taken before the read; none while changes
    /// could go unheard.
    pub(crate) fn stamp(&self, topics: &[Topic]) -> Option<Stamp> {
        if !self.is_listening() {
            return None;
        }
        Some(Stamp(
            topics.iter().map(|topic| self.generations[topic.index()].load(Ordering::SeqCst)).sum(),
        ))
    }

    /// Marks reads of `topic` stale; called by this instance's writes, and for everyone's.
    pub(crate) fn changed(&self, topic: Topic) {
        self.generations[topic.index()].fetch_add(1, Ordering::SeqCst);
    }

    fn everything_changed(&self) {
        for topic in TOPICS {
            self.changed(topic);
        }
        for subscriber in self.subscribers().iter() {
            subscriber.listener.forget_everything();
        }
    }

    fn apply(&self, payload: &str) {
        if let Some(topic) = Topic::from_table(payload) {
            self.changed(topic);
        } else if !self.subscribers().iter().any(|subscriber| subscriber.listener.hear(payload)) {
            tracing::warn!(payload, "unknown change notification; dropping every cached read");
            self.everything_changed();
        }
    }

    /// Listening again: whatever changed while nobody heard is unknown, so nothing read before
    /// now is trusted.
    fn heard_from_now_on(&self) {
        self.everything_changed();
        self.trust_for(LEASE);
    }

    fn deaf(&self) {
        self.trusted_until.store(0, Ordering::SeqCst);
        self.everything_changed();
    }
}

mod cached;
mod listen;

pub(crate) use cached::CachedReads;
pub(crate) use listen::follow_changes;

#[cfg(test)]
mod tests;

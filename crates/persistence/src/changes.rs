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
use std::sync::{Arc, PoisonError, RwLock, Weak};
use std::thread;
use std::time::{Duration, Instant};

use diesel::pg::PgConnection;
use diesel::sql_types::{Array, BigInt, Text};
use diesel::{sql_query, Connection, QueryableByName, RunQueryDsl};

const CHANNEL: &str = "portal_changes";
/// How often the thread reads what arrived. A notification waits this long at most before the
/// caches drop what it made stale; this instance's own writes drop theirs at once.
const POLL: Duration = Duration::from_millis(5);
/// How often the listener's connection is asked something, to know it still works.
const HEARTBEAT: Duration = Duration::from_secs(2);
/// How long an answered heartbeat lets memory be trusted.
const LEASE: Duration = Duration::from_secs(5);
const RETRY_MAX: Duration = Duration::from_secs(5);
/// The tables whose changes are told (migration 000008); listening without them would trust
/// memory that nothing keeps fresh.
const NOTIFYING_TABLES: [&str; 6] = [
    "appointments",
    "services",
    "courses",
    "messages",
    "users",
    "sessions",
];

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
}

const TOPICS: [Topic; 4] = [
    Topic::Appointments,
    Topic::Catalog,
    Topic::Messages,
    Topic::Users,
];

impl Topic {
    fn from_table(table: &str) -> Option<Self> {
        match table {
            "appointments" => Some(Self::Appointments),
            "services" | "courses" => Some(Self::Catalog),
            "messages" => Some(Self::Messages),
            "users" => Some(Self::Users),
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
        let mut subscribers = self
            .subscribers
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(found) = subscribers
            .iter()
            .find_map(|s| Arc::clone(&s.any).downcast::<L>().ok())
        {
            return found;
        }
        let listener = Arc::new(L::default());
        subscribers.push(Subscriber {
            any: listener.clone(),
            listener: listener.clone(),
        });
        listener
    }

    fn subscribers(&self) -> std::sync::RwLockReadGuard<'_, Vec<Subscriber>> {
        self.subscribers
            .read()
            .unwrap_or_else(PoisonError::into_inner)
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
            topics
                .iter()
                .map(|topic| self.generations[topic.index()].load(Ordering::SeqCst))
                .sum(),
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
        } else if !self
            .subscribers()
            .iter()
            .any(|subscriber| subscriber.listener.hear(payload))
        {
            tracing::warn!(
                payload,
                "unknown change notification; dropping every cached read"
            );
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

/// Reads of some topics kept in memory, each under the stamp it was read at; up to a weight,
/// the least used dropped first.
pub(crate) struct CachedReads<K, V> {
    topics: &'static [Topic],
    entries: quick_cache::sync::Cache<(Stamp, K), V, Weigh<K, V>>,
}

/// What an entry counts against its cache's capacity.
struct Weigh<K, V>(fn(&K, &V) -> u64);

impl<K, V> Clone for Weigh<K, V> {
    fn clone(&self) -> Self {
        Self(self.0)
    }
}

impl<K, V> quick_cache::Weighter<(Stamp, K), V> for Weigh<K, V> {
    fn weight(&self, (_, key): &(Stamp, K), value: &V) -> u64 {
        (self.0)(key, value).max(1)
    }
}

impl<K, V> CachedReads<K, V>
where
    K: Eq + std::hash::Hash + Clone,
    V: Clone,
{
    /// At most `items` entries.
    pub(crate) fn new(topics: &'static [Topic], items: usize) -> Self {
        Self::weighed(topics, items, items as u64, |_, _| 1)
    }

    /// Entries up to a total `weight` (bytes, say), as `weigh` reckons each from its key and
    /// value; about `items` of them.
    pub(crate) fn weighed(
        topics: &'static [Topic],
        items: usize,
        weight: u64,
        weigh: fn(&K, &V) -> u64,
    ) -> Self {
        Self {
            topics,
            entries: quick_cache::sync::Cache::with_weighter(items, weight, Weigh(weigh)),
        }
    }

    /// The value read for `key` since the last change of its topics, or `read`'s. Concurrent
    /// misses of one key wait for a single read instead of all asking the database.
    pub(crate) fn get_or_read<E>(
        &self,
        freshness: &Freshness,
        key: K,
        read: impl FnOnce() -> Result<V, E>,
    ) -> Result<V, E> {
        match freshness.stamp(self.topics) {
            Some(stamp) => self.entries.get_or_insert_with(&(stamp, key), read),
            None => read(),
        }
    }
}

/// Starts the thread that follows the notifications, once. It ends, closing its connection,
/// when the last holder of `freshness` is gone.
pub(crate) fn follow_changes(url: String, freshness: &Arc<Freshness>) -> std::io::Result<()> {
    if freshness.followed.swap(true, Ordering::SeqCst) {
        return Ok(());
    }
    let freshness = Arc::downgrade(freshness);
    thread::Builder::new()
        .name("portal-changes".into())
        .spawn(move || listen_until_dropped(&url, &freshness))
        .map(drop)
}

#[derive(Debug, thiserror::Error)]
enum ListenError {
    #[error("cannot connect: {0}")]
    Connect(#[from] diesel::ConnectionError),
    #[error(transparent)]
    Query(#[from] diesel::result::Error),
    #[error("the change notifications are not installed on every table (migration 000008)")]
    NotInstalled,
}

fn listen_until_dropped(url: &str, freshness: &Weak<Freshness>) {
    let mut retry = POLL;
    while freshness.strong_count() > 0 {
        let began = Instant::now();
        let ended = subscribe(url).and_then(|conn| relay(conn, freshness));
        if let Some(freshness) = freshness.upgrade() {
            freshness.deaf();
        }
        match ended {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(error = %e, "not hearing the database's changes; reads go to the database")
            }
        }
        // A connection that keeps failing at once is not retried in a tight loop.
        if began.elapsed() > RETRY_MAX {
            retry = POLL;
        }
        thread::sleep(retry);
        retry = (retry * 2).min(RETRY_MAX);
    }
}

fn subscribe(url: &str) -> Result<PgConnection, ListenError> {
    #[derive(QueryableByName)]
    struct Notifying {
        #[diesel(sql_type = BigInt)]
        tables: i64,
    }
    let mut conn = PgConnection::establish(url)?;
    // Named, so that operators (and the tests) can tell it among the pool's connections.
    sql_query("SET application_name = 'portal-changes'").execute(&mut conn)?;
    let installed: Notifying = sql_query(
        "SELECT count(DISTINCT c.relname) AS tables FROM pg_trigger t \
         JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid \
         WHERE p.proname LIKE 'portal_notify_%' AND t.tgenabled <> 'D' AND c.relname = ANY($1)",
    )
    .bind::<Array<Text>, _>(&NOTIFYING_TABLES[..])
    .get_result(&mut conn)?;
    if installed.tables != NOTIFYING_TABLES.len() as i64 {
        return Err(ListenError::NotInstalled);
    }
    sql_query(format!("LISTEN {CHANNEL}")).execute(&mut conn)?;
    Ok(conn)
}

/// Hands every notification to the caches until the connection fails (an error) or nobody
/// needs them any more.
fn relay(mut conn: PgConnection, freshness: &Weak<Freshness>) -> Result<(), ListenError> {
    let Some(started) = freshness.upgrade() else {
        return Ok(());
    };
    started.heard_from_now_on();
    tracing::info!("hearing the database's changes; repeated reads come from memory");
    drop(started);
    let mut asked = Instant::now();
    loop {
        let Some(freshness) = freshness.upgrade() else {
            return Ok(());
        };
        let answered = asked.elapsed() >= HEARTBEAT;
        if answered {
            sql_query("SELECT 1").execute(&mut conn)?;
            asked = Instant::now();
        }
        // Everything committed before the heartbeat's answer has arrived with it.
        for notification in conn.notifications_iter() {
            freshness.apply(&notification?.payload);
        }
        if answered {
            freshness.trust_for(LEASE);
        }
        drop(freshness);
        thread::sleep(POLL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listening() -> Freshness {
        let freshness = Freshness::new();
        freshness.heard_from_now_on();
        freshness
    }

    #[test]
    fn nothing_is_stamped_while_nobody_listens() {
        let freshness = Freshness::new();
        assert_eq!(freshness.stamp(&[Topic::Appointments]), None);
        freshness.heard_from_now_on();
        assert!(freshness.stamp(&[Topic::Appointments]).is_some());
        freshness.deaf();
        assert_eq!(freshness.stamp(&[Topic::Appointments]), None);
    }

    #[test]
    fn entries_are_kept_up_to_their_weight_however_many_keys_are_asked() {
        let freshness = listening();
        let reads: CachedReads<u32, ()> =
            CachedReads::weighed(&[Topic::Appointments], 16, 1_000, |_, _| 100);
        for key in 0..10_000 {
            reads
                .get_or_read(&freshness, key, || Ok::<_, ()>(()))
                .unwrap();
        }
        assert!(reads.entries.weight() <= 1_000);
        assert!(reads.entries.len() <= 10);
    }

    #[test]
    fn memory_is_not_trusted_once_the_lease_runs_out() {
        let freshness = listening();
        freshness.trust_for(Duration::ZERO);
        assert_eq!(freshness.stamp(&[Topic::Appointments]), None);
        freshness.trust_for(LEASE);
        assert!(freshness.stamp(&[Topic::Appointments]).is_some());
    }

    #[test]
    fn a_change_moves_the_stamps_of_the_reads_that_depend_on_it_only() {
        let freshness = listening();
        let agenda = freshness.stamp(&[Topic::Appointments, Topic::Catalog]);
        let catalog = freshness.stamp(&[Topic::Catalog]);
        freshness.apply("appointments");
        assert_ne!(
            freshness.stamp(&[Topic::Appointments, Topic::Catalog]),
            agenda
        );
        assert_eq!(freshness.stamp(&[Topic::Catalog]), catalog);
        freshness.apply("courses");
        assert_ne!(freshness.stamp(&[Topic::Catalog]), catalog);
    }

    #[test]
    fn an_unknown_notification_makes_everything_stale() {
        let freshness = listening();
        let before = freshness.stamp(&[Topic::Appointments, Topic::Catalog]);
        freshness.apply("something new");
        assert_ne!(
            freshness.stamp(&[Topic::Appointments, Topic::Catalog]),
            before
        );
    }

    #[derive(Default)]
    struct Heard(std::sync::Mutex<Vec<String>>);

    impl ChangeListener for Heard {
        fn hear(&self, payload: &str) -> bool {
            let mine = payload.starts_with("mine");
            if mine {
                self.0.lock().unwrap().push(payload.into());
            }
            mine
        }

        fn forget_everything(&self) {
            self.0.lock().unwrap().push("everything".into());
        }
    }

    #[test]
    fn a_listener_hears_its_notifications_and_forgets_when_anything_unknown_comes() {
        let freshness = listening();
        let heard = freshness.listener::<Heard>();
        assert!(Arc::ptr_eq(&heard, &freshness.listener::<Heard>()));
        let before = freshness.stamp(&TOPICS);
        freshness.apply("mine 1");
        assert_eq!(*heard.0.lock().unwrap(), ["mine 1"]);
        assert_eq!(freshness.stamp(&TOPICS), before, "no topic moves");
        freshness.apply("something new");
        assert_eq!(*heard.0.lock().unwrap(), ["mine 1", "everything"]);
    }

    #[test]
    fn listening_again_trusts_nothing_read_before() {
        let freshness = listening();
        let before = freshness.stamp(&[Topic::Catalog]);
        freshness.deaf();
        freshness.heard_from_now_on();
        assert_ne!(freshness.stamp(&[Topic::Catalog]), before);
    }
}

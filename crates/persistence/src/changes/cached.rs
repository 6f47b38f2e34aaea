//! Reads kept in memory under the stamp they were read at.

use super::{Freshness, Stamp, Topic};

/// Reads of some topics kept in memory, each under the stamp it was read at; up to a weight,
/// the least used dropped first.
pub(crate) struct CachedReads<K, V> {
    topics: &'static [Topic],
    pub(super) entries: quick_cache::sync::Cache<(Stamp, K), V, Weigh<K, V>>,
}

/// What an entry counts against its cache's capacity.
pub(super) struct Weigh<K, V>(fn(&K, &V) -> u64);

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

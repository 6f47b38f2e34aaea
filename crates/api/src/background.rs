//! Work done apart from requests: sending queued mails, and housekeeping.

use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::Duration;
use domain::appointments::{AppointmentMails, WaitlistService};
use domain::clock::Clock;
use domain::documents::{DocumentService, ExpiryNotifier};
use domain::notifications::{retry_delay, DeliveryError, Mailer};
use domain::secrets::Sealer;
use persistence::{OutboxItem, PgOutbox, PgSessions};

use crate::rate_limit::AuthAttempts;

const BATCH: i64 = 20;
/// A claimed mail comes due again after this, should its worker die.
const LEASE_MINUTES: i64 = 5;

/// Sends due mails until the process ends. Several instances may run it at once.
pub async fn deliver_mails(
    outbox: PgOutbox,
    mailer: Arc<dyn Mailer>,
    sealer: Arc<dyn Sealer>,
    clock: Arc<dyn Clock>,
    poll: StdDuration,
) {
    let mut ticker = tokio::time::interval(poll);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let (outbox, mailer, sealer, clock) =
            (outbox.clone(), mailer.clone(), sealer.clone(), clock.clone());
        match tokio::task::spawn_blocking(move || {
            deliver_batch(&outbox, mailer.as_ref(), sealer.as_ref(), clock.as_ref())
        })
        .await
        {
            Ok(Ok(())) => {}
            Ok(Err(error)) => tracing::warn!(%error, "mail outbox unavailable; will retry"),
            Err(error) => tracing::error!(%error, "mail worker task failed"),
        }
    }
}

fn deliver_batch(
    outbox: &PgOutbox,
    mailer: &dyn Mailer,
    sealer: &dyn Sealer,
    clock: &dyn Clock,
) -> Result<(), domain::RepositoryError> {
    // A full batch means more are due (a morning's reminders): claim again at once rather
    // than wait a poll for every twenty.
    loop {
        let due = outbox.claim_due(clock.now(), BATCH, Duration::minutes(LEASE_MINUTES))?;
        let full = due.len() == usize::try_from(BATCH).unwrap_or(usize::MAX);
        for item in due {
            deliver_one(outbox, mailer, sealer, clock, item)?;
        }
        if !full {
            return Ok(());
        }
    }
}

fn deliver_one(
    outbox: &PgOutbox,
    mailer: &dyn Mailer,
    sealer: &dyn Sealer,
    clock: &dyn Clock,
    item: OutboxItem,
) -> Result<(), domain::RepositoryError> {
    if let Some(stale) = item.notification.as_ref().filter(|n| n.is_stale(clock.now())) {
        tracing::warn!(id = item.id, kind = stale.kind(), "mail dropped: its moment has passed");
        return outbox.discard(item.id);
    }
    let outcome = match &item.notification {
        Some(notification) => notification.opened(sealer).and_then(|mail| mailer.deliver(&mail)),
        None => Err(DeliveryError::Permanent("unreadable payload".into())),
    };
    let kind = item.notification.as_ref().map_or("unknown", |n| n.kind());
    match outcome {
        Ok(()) => {
            tracing::info!(id = item.id, kind, "mail sent");
            outbox.mark_sent(item.id)
        }
        Err(error) => {
            let attempts = item.attempts + 1;
            let now = clock.now();
            let retry_at = retry_delay(attempts, &error).map(|delay| now + delay);
            match retry_at {
                Some(at) => {
                    tracing::warn!(id = item.id, kind, attempts, %error, retry_at = %at, "mail not sent; will retry")
                }
                None => {
                    tracing::error!(id = item.id, kind, attempts, %error, "mail set aside after failing")
                }
            }
            outbox.mark_failed(item.id, &error.to_string(), now, retry_at)
        }
    }
}

/// Queues the staff's agenda of the day once it is 07:00 in São Paulo: whichever instance comes
/// first queues it, once (the day's row in `daily_agendas`); each instance then rests until
/// the next day. A 07:00 before the instance started is not caught up.
pub async fn queue_daily_agenda(mails: AppointmentMails, clock: Arc<dyn Clock>, poll: StdDuration) {
    let since = clock.now();
    let mut ticker = tokio::time::interval(poll);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut done = None;
    loop {
        ticker.tick().await;
        let mails = mails.clone();
        match tokio::task::spawn_blocking(move || mails.queue_daily_agenda(since, done)).await {
            Ok(Ok(day)) => done = day.or(done),
            Ok(Err(error)) => tracing::warn!(%error, "daily agenda not queued; will retry"),
            Err(error) => tracing::error!(%error, "daily agenda task failed"),
        }
    }
}

/// Purges expired sessions, idle rate-limit entries and old sent mails every few minutes.
pub async fn housekeeping(
    sessions: PgSessions,
    attempts: AuthAttempts,
    outbox: PgOutbox,
    clock: Arc<dyn Clock>,
) {
    let mut ticker = tokio::time::interval(StdDuration::from_secs(300));
    loop {
        ticker.tick().await;
        let sent = outbox.clone();
        match tokio::task::spawn_blocking(move || sent.forget_old_sent()).await {
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "sent mail purge failed"),
            Err(error) => tracing::error!(%error, "sent mail purge task failed"),
        }
        let counters = attempts.clone();
        match tokio::task::spawn_blocking(move || counters.forget_idle()).await {
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "attempt counter purge failed"),
            Err(error) => tracing::error!(%error, "attempt counter purge task failed"),
        }
        let (sessions, now) = (sessions.clone(), clock.now());
        match tokio::task::spawn_blocking(move || sessions.purge_expired(now)).await {
            Ok(Ok(purged)) if purged > 0 => tracing::info!(purged, "expired sessions removed"),
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "session purge failed"),
            Err(error) => tracing::error!(%error, "session purge task failed"),
        }
    }
}

/// Removes stored files no document points to (an upload that died between storing its bytes
/// and recording them, an account's files after its deletion), at start and then hourly.
pub async fn sweep_documents(documents: DocumentService, clock: Arc<dyn Clock>) {
    let mut ticker = tokio::time::interval(StdDuration::from_secs(3600));
    loop {
        ticker.tick().await;
        let (documents, now) = (documents.clone(), clock.now());
        match tokio::task::spawn_blocking(move || documents.sweep_orphans(now)).await {
            Ok(Ok(removed)) if removed > 0 => tracing::info!(removed, "orphaned files removed"),
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "file sweep failed"),
            Err(error) => tracing::error!(%error, "file sweep task failed"),
        }
    }
}

/// Tells clients of their documents that expire within 30 days: checked at start and then
/// hourly, so that a restart loses no day; each document is told once (see [`ExpiryNotifier`]).
pub async fn notify_expiring_documents(notifier: ExpiryNotifier) {
    let mut ticker = tokio::time::interval(StdDuration::from_secs(3600));
    loop {
        ticker.tick().await;
        let notifier = notifier.clone();
        match tokio::task::spawn_blocking(move || notifier.run()).await {
            Ok(Ok(noticed)) if noticed > 0 => tracing::info!(noticed, "expiry notices queued"),
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "expiry notices failed"),
            Err(error) => tracing::error!(%error, "expiry notice task failed"),
        }
    }
}

/// Passes each waitlist hold that expired unused on to the next in line, every poll: whichever
/// instance claims a hold first (`SKIP LOCKED`) passes it on, once.
pub async fn pass_on_waitlist_holds(waitlist: WaitlistService, poll: StdDuration) {
    let mut ticker = tokio::time::interval(poll);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let waitlist = waitlist.clone();
        match tokio::task::spawn_blocking(move || waitlist.pass_on_expired()).await {
            Ok(Ok(lapsed)) if lapsed > 0 => tracing::info!(lapsed, "waitlist holds passed on"),
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "waitlist holds not passed on; will retry"),
            Err(error) => tracing::error!(%error, "waitlist hold task failed"),
        }
    }
}

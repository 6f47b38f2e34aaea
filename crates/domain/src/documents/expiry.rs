//! Expiry notices: once a day each client hears by e-mail of their documents that expire within
//! [`EXPIRING_WITHIN_DAYS`] days, each document once (decision 20: outbox rows written with a
//! marker on the document, in one transaction, so no instance or restart sends one twice).

use std::collections::BTreeMap;
use std::sync::Arc;

use chrono::{DateTime, Duration, NaiveDate, Timelike, Utc};
use serde::{Deserialize, Serialize};

use crate::appointments::TIME_ZONE;
use crate::cases::EXPIRING_WITHIN_DAYS;
use crate::clock::Clock;
use crate::notifications::Notification;
use crate::users::UserId;
use crate::RepositoryError;

/// Notices go out from this hour of the day, São Paulo time, never at night.
pub const NOTICE_FROM_HOUR: u32 = 8;

/// A document not yet noticed that expires within the window, with its owner's address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpiringDocument {
    pub owner: UserId,
    pub owner_email: String,
    pub owner_name: String,
    pub name: String,
    pub expires_on: NaiveDate,
}

/// A line of the notice: a document's name and its expiry date.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExpiringLine {
    pub name: String,
    pub expires_on: NaiveDate,
}

/// Makes the mails of a batch of claimed documents.
pub type ComposeNotices<'a> = &'a dyn Fn(&[ExpiringDocument]) -> Vec<Notification>;

/// The documents' expiry marks and the outbox (PostgreSQL).
pub trait ExpiryNotices: Send + Sync {
    /// In one transaction: takes the documents of active accounts that expire from `from` to
    /// `until` (both included) and were never noticed, skipping those another worker holds,
    /// marks them noticed, and queues the mails `compose` makes of them. Answers how many
    /// documents were noticed.
    fn notify(
        &self,
        from: NaiveDate,
        until: NaiveDate,
        compose: ComposeNotices<'_>,
    ) -> Result<usize, RepositoryError>;
}

#[derive(Clone)]
pub struct ExpiryNotifier {
    notices: Arc<dyn ExpiryNotices>,
    clock: Arc<dyn Clock>,
    portal_url: String,
}

impl ExpiryNotifier {
    pub fn new(notices: Arc<dyn ExpiryNotices>, clock: Arc<dyn Clock>, portal_url: String) -> Self {
        Self { notices, clock, portal_url }
    }

    /// Queues today's notices (São Paulo days) unless it is still night there; answers how
    /// many documents were noticed. Safe to call as often as wanted, from any instance.
    pub fn run(&self) -> Result<usize, RepositoryError> {
        let Some(today) = notice_day(self.clock.now()) else {
            return Ok(0);
        };
        let url = format!("{}/documents", self.portal_url.trim_end_matches('/'));
        self.notices.notify(today, today + Duration::days(EXPIRING_WITHIN_DAYS), &|claimed| {
            compose(claimed, &url)
        })
    }
}

/// The São Paulo day whose notices may go at `now`; `None` before [`NOTICE_FROM_HOUR`].
pub fn notice_day(now: DateTime<Utc>) -> Option<NaiveDate> {
    let local = now.with_timezone(&TIME_ZONE);
    (local.hour() >= NOTICE_FROM_HOUR).then(|| local.date_naive())
}

/// One mail per owner, their documents soonest first.
fn compose(claimed: &[ExpiringDocument], documents_url: &str) -> Vec<Notification> {
    let mut by_owner: BTreeMap<UserId, Vec<&ExpiringDocument>> = BTreeMap::new();
    for document in claimed {
        by_owner.entry(document.owner).or_default().push(document);
    }
    by_owner
        .into_values()
        .filter_map(|mut documents| {
            documents.sort_by(|a, b| (a.expires_on, &a.name).cmp(&(b.expires_on, &b.name)));
            let first = documents.first()?;
            Some(Notification::DocumentsExpiring {
                to: first.owner_email.clone(),
                name: first.owner_name.clone(),
                documents: documents
                    .iter()
                    .map(|d| ExpiringLine { name: d.name.clone(), expires_on: d.expires_on })
                    .collect(),
                documents_url: documents_url.to_owned(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use chrono::TimeZone;

    use super::*;
    use crate::testing::FixedClock;

    /// Holds documents and answers, like the database, each one once.
    #[derive(Default)]
    struct Notices {
        waiting: Mutex<Vec<ExpiringDocument>>,
        windows: Mutex<Vec<(NaiveDate, NaiveDate)>>,
        mails: Mutex<Vec<Notification>>,
    }

    impl ExpiryNotices for Notices {
        fn notify(
            &self,
            from: NaiveDate,
            until: NaiveDate,
            compose: ComposeNotices<'_>,
        ) -> Result<usize, RepositoryError> {
            self.windows.lock().unwrap().push((from, until));
            let mut waiting = self.waiting.lock().unwrap();
            let (claimed, kept): (Vec<_>, Vec<_>) =
                waiting.drain(..).partition(|d| (from..=until).contains(&d.expires_on));
            *waiting = kept;
            self.mails.lock().unwrap().extend(compose(&claimed));
            Ok(claimed.len())
        }
    }

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn document(owner: i64, name: &str, expires_on: &str) -> ExpiringDocument {
        ExpiringDocument {
            owner: UserId(owner),
            owner_email: format!("cliente{owner}@exemplo.com"),
            owner_name: format!("Cliente {owner}"),
            name: name.into(),
            expires_on: day(expires_on),
        }
    }

    /// São Paulo is UTC-3: 10:59 UTC is 07:59 there.
    fn notifier(at: DateTime<Utc>) -> (ExpiryNotifier, Arc<Notices>, Arc<FixedClock>) {
        let notices = Arc::new(Notices::default());
        let clock = Arc::new(FixedClock::new(at));
        let notifier =
            ExpiryNotifier::new(notices.clone(), clock.clone(), "https://portal.exemplo/".into());
        (notifier, notices, clock)
    }

    #[test]
    fn nothing_goes_before_eight_in_sao_paulo_and_the_window_is_thirty_days_from_its_day() {
        let (notifier, notices, clock) =
            notifier(Utc.with_ymd_and_hms(2026, 12, 1, 10, 59, 0).unwrap());
        assert_eq!(notifier.run().unwrap(), 0);
        assert!(notices.windows.lock().unwrap().is_empty());
        clock.advance(Duration::minutes(1));
        notifier.run().unwrap();
        assert_eq!(*notices.windows.lock().unwrap(), [(day("2026-12-01"), day("2026-12-31"))]);
    }

    #[test]
    fn late_evening_in_sao_paulo_is_still_that_day_though_utc_is_the_next() {
        let (notifier, notices, _) = notifier(Utc.with_ymd_and_hms(2026, 12, 2, 2, 30, 0).unwrap());
        notifier.run().unwrap();
        assert_eq!(*notices.windows.lock().unwrap(), [(day("2026-12-01"), day("2026-12-31"))]);
    }

    #[test]
    fn each_client_gets_one_mail_of_their_documents_soonest_first_and_each_document_once() {
        let (notifier, notices, clock) =
            notifier(Utc.with_ymd_and_hms(2026, 12, 1, 12, 0, 0).unwrap());
        *notices.waiting.lock().unwrap() = vec![
            document(1, "rg.pdf", "2026-12-20"),
            document(2, "cnh.pdf", "2026-12-31"),
            document(1, "passaporte.pdf", "2026-12-05"),
            document(1, "certidao.pdf", "2027-01-01"),
        ];
        assert_eq!(notifier.run().unwrap(), 3);
        let mails = notices.mails.lock().unwrap().clone();
        let Notification::DocumentsExpiring { to, documents, documents_url, .. } = &mails[0] else {
            panic!("{mails:?}")
        };
        assert_eq!(to, "cliente1@exemplo.com");
        assert_eq!(documents_url, "https://portal.exemplo/documents");
        let names: Vec<&str> = documents.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, ["passaporte.pdf", "rg.pdf"]);
        assert!(
            matches!(&mails[1], Notification::DocumentsExpiring { to, .. } if to == "cliente2@exemplo.com")
        );
        assert_eq!(mails.len(), 2);

        assert_eq!(notifier.run().unwrap(), 0, "a second run the same day sends nothing");
        clock.advance(Duration::days(1));
        assert_eq!(notifier.run().unwrap(), 1, "the next day the certificate enters the window");
        assert_eq!(notices.mails.lock().unwrap().len(), 3);
    }
}

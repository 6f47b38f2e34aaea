//! What the waitlist stores and passes around, and its storage port.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};

use crate::appointments::model::{Appointment, AppointmentDraft};
use crate::appointments::ports::{ActiveLimit, MailsFor};
use crate::catalog::ServiceId;
use crate::notifications::{MailQuota, Notification};
use crate::users::UserId;
use crate::RepositoryError;

/// Where an entry stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "camelCase")]
pub enum WaitlistStatus {
    /// In line.
    Waiting,
    /// Holds a freed slot until its hold expires.
    Offered,
    /// Booked the held slot.
    Booked,
    /// Let the hold expire: out of the line.
    Lapsed,
}

impl WaitlistStatus {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(text: &str) -> Option<Self> {
        text.parse().ok()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct WaitlistEntryId(pub i64);

/// A slot a hold is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    pub location: String,
    pub date: NaiveDate,
    pub time: NaiveTime,
}

/// A client's place in a day's line, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitlistEntry {
    pub id: WaitlistEntryId,
    pub user_id: UserId,
    pub client_name: String,
    pub client_email: String,
    pub service_id: ServiceId,
    pub service_name: String,
    pub location: String,
    pub date: NaiveDate,
    pub status: WaitlistStatus,
    pub created_at: DateTime<Utc>,
    /// The held time and until when, once offered.
    pub hold: Option<(NaiveTime, DateTime<Utc>)>,
}

/// A new entry, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewWaitlistEntry {
    pub user_id: UserId,
    pub service_id: ServiceId,
    pub location: String,
    pub date: NaiveDate,
}

/// Whose entries, and of which day and place.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WaitlistFilter {
    pub owner: Option<UserId>,
    /// That day only; else from `from` on.
    pub date: Option<NaiveDate>,
    pub from: Option<NaiveDate>,
    pub location: Option<String>,
}

/// A hold made for the first in line of a freed slot: its token's digest, until when it holds
/// and its link (sealed while the mail waits in the outbox). Made before the line is read, in
/// the freeing change's transaction; unused when nobody waits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoldOffer {
    pub slot: Slot,
    /// When it was made: the slot is free if nothing else holds it then.
    pub made_at: DateTime<Utc>,
    pub digest: String,
    pub expires_at: DateTime<Utc>,
    pub link: String,
}

impl HoldOffer {
    /// The mail to the entry that gets the hold.
    pub fn mail(&self, to: &str, name: &str, service_name: &str) -> Notification {
        Notification::WaitlistHold {
            to: to.to_owned(),
            name: name.to_owned(),
            service_name: service_name.to_owned(),
            location: self.slot.location.clone(),
            date: self.slot.date,
            time: self.slot.time,
            expires_at: self.expires_at,
            hold_url: self.link.clone(),
        }
    }
}

/// Makes the hold of a freed slot for whoever is next in line.
pub type OfferFor<'a> = &'a dyn Fn(Slot) -> Option<HoldOffer>;

/// A hold as its link's page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hold {
    pub entry: WaitlistEntry,
    pub time: NaiveTime,
    pub expires_at: DateTime<Utc>,
    /// The account's phone, which the booking keeps unless the page sends another.
    pub client_phone: Option<String>,
    /// The service is an Italian one: booking asks for the passport data, as the form does.
    pub passport_required: bool,
}

/// Storage of the waitlist.
pub trait WaitlistRepository: Send + Sync {
    /// `Duplicate(Conflict::WaitlistEntry)` when the client already has an entry for that day,
    /// place and service.
    fn join(&self, entry: &NewWaitlistEntry) -> Result<WaitlistEntry, RepositoryError>;
    fn find(&self, id: WaitlistEntryId) -> Result<Option<WaitlistEntry>, RepositoryError>;
    /// Entries in line order (day, place, then first come).
    fn list(&self, filter: &WaitlistFilter) -> Result<Vec<WaitlistEntry>, RepositoryError>;
    /// Removes the entry; a slot it held goes to the next in line, in the same transaction.
    fn leave(&self, id: WaitlistEntryId, offer: OfferFor<'_>) -> Result<bool, RepositoryError>;
    /// The entry holding a slot by the token with this digest.
    fn hold(&self, digest: &str) -> Result<Option<WaitlistEntry>, RepositoryError>;
    /// The digest of the entry's latest hold token, once a slot was offered to it.
    fn hold_digest(&self, id: WaitlistEntryId) -> Result<Option<String>, RepositoryError>;
    /// In one transaction: marks the entry holding by `digest` booked, if its hold is still on
    /// at `now`, and stores the appointment as `AppointmentRepository::insert` does. `Ok(None)`
    /// when the hold is no longer on.
    fn book_hold(
        &self,
        digest: &str,
        now: DateTime<Utc>,
        draft: &AppointmentDraft,
        limit: Option<ActiveLimit>,
        quota: Option<MailQuota>,
        mails: MailsFor<'_>,
    ) -> Result<Option<Appointment>, RepositoryError>;
    /// Each hold expired by `now`, once whatever the instances: lapses its entry and offers the
    /// slot, when still free, to the next in line, in one transaction per hold. How many lapsed.
    fn pass_on_expired(
        &self,
        now: DateTime<Utc>,
        offer: OfferFor<'_>,
    ) -> Result<usize, RepositoryError>;
}

//! Holds: the slot a freed appointment leaves, kept for the first in line for a while, and
//! booked through the hold mail's link.

use chrono::{DateTime, Duration, NaiveTime, Utc};

use super::WAITLIST_ENTRY_NOT_FOUND;
use super::{conflict, WaitlistService};
use super::{Hold, HoldOffer, Slot, WaitlistEntry, WaitlistStatus};
use super::{WaitlistEntryId, HOLD_EXPIRED, HOLD_INVALID, HOLD_MINUTES, HOLD_USED};
use crate::appointments::form::HoldDetailsForm;
use crate::appointments::locations::{is_italian_service, OTHER};
use crate::appointments::model::{Appointment, AppointmentDraft};
use crate::appointments::ports::ActiveLimit;
use crate::appointments::reminders::starts_at;
use crate::appointments::service::AppointmentService;
use crate::appointments::status::Status;
use crate::appointments::TIME_ZONE;
use crate::notifications::AppointmentEvent;
use crate::secrets::digest;
use crate::{Actor, DomainError};

impl WaitlistService {
    /// The slot a hold link holds, while it holds it. Only reads.
    pub fn hold(&self, token: &str) -> Result<Hold, DomainError> {
        let entry = self
            .waitlist
            .hold(&digest(token.trim()))?
            .ok_or_else(|| DomainError::NotFound(HOLD_INVALID.into()))?;
        self.hold_of(entry)
    }

    /// The slot held for the signed-in client's own entry, while it holds it: the same hold as
    /// the mail's link, reached from the portal. Someone else's entry is not found.
    pub fn own_hold(&self, actor: &Actor, id: WaitlistEntryId) -> Result<Hold, DomainError> {
        let (entry, _) = self.own_holding_entry(actor, id)?;
        self.hold_of(entry)
    }

    /// Books the slot held for the signed-in client's own entry, as the mail's link would.
    pub fn book_own_hold(
        &self,
        actor: &Actor,
        id: WaitlistEntryId,
        details: &HoldDetailsForm,
    ) -> Result<Appointment, DomainError> {
        let (entry, digest) = self.own_holding_entry(actor, id)?;
        let hold = self.hold_of(entry)?;
        self.book(hold, &digest, details)
    }

    /// The actor's entry and its hold's digest; not found for anyone else's, or an entry never
    /// offered a slot.
    fn own_holding_entry(
        &self,
        actor: &Actor,
        id: WaitlistEntryId,
    ) -> Result<(WaitlistEntry, String), DomainError> {
        let not_found = || DomainError::NotFound(WAITLIST_ENTRY_NOT_FOUND.into());
        let entry = self
            .waitlist
            .find(id)?
            .filter(|entry| entry.user_id == actor.user_id)
            .ok_or_else(not_found)?;
        let digest = self.waitlist.hold_digest(id)?.ok_or_else(not_found)?;
        Ok((entry, digest))
    }

    fn hold_of(&self, entry: WaitlistEntry) -> Result<Hold, DomainError> {
        let (time, expires_at) = holding(&entry, self.appointments.clock.now())?;
        let account = self.appointments.account(entry.user_id)?;
        Ok(Hold {
            passport_required: is_italian_service(&entry.service_name),
            client_phone: account.phone,
            entry,
            time,
            expires_at,
        })
    }

    /// Books the held slot for the entry's client, with their account's name and address, as a
    /// pending appointment mailed as any booking is. The phone and, for an Italian service, the
    /// passport data come with the booking, as they would in the booking form; the phone
    /// defaults to the account's.
    pub fn book_hold(
        &self,
        token: &str,
        details: &HoldDetailsForm,
    ) -> Result<Appointment, DomainError> {
        let hold = self.hold(token)?;
        self.book(hold, &digest(token.trim()), details)
    }

    /// Books `hold`, whose token has `digest`.
    fn book(
        &self,
        hold: Hold,
        digest: &str,
        details: &HoldDetailsForm,
    ) -> Result<Appointment, DomainError> {
        let entry = &hold.entry;
        let account = self.appointments.account(entry.user_id)?;
        let today = self.appointments.clock.now().with_timezone(&TIME_ZONE).date_naive();
        let (client_phone, italian) = details
            .read(hold.client_phone.as_deref(), hold.passport_required, today)
            .map_err(DomainError::Validation)?;
        let draft = AppointmentDraft {
            user_id: Some(entry.user_id),
            client_name: account.display_name().to_owned(),
            client_email: account.email.clone(),
            client_phone,
            service_id: entry.service_id,
            location: entry.location.clone(),
            date: entry.date,
            time: hold.time,
            status: Status::Pending,
            notes: None,
            italian,
            priority: false,
        };
        // A closure set after the hold was offered wins over the hold.
        self.appointments.check_open(&draft)?;
        let staff = self.appointments.staff_addresses()?;
        let mails = |stored: &Appointment| {
            self.appointments.outgoing(
                AppointmentEvent::Created,
                None,
                stored,
                &account.email,
                &staff,
            )
        };
        let now = self.appointments.clock.now();
        let limit = ActiveLimit {
            owner: entry.user_id,
            from: now.with_timezone(&TIME_ZONE).date_naive(),
            max: i64::from(self.appointments.rules.max_active_per_client),
        };
        let quota = Some(self.appointments.quota_of(entry.user_id));
        match self.waitlist.book_hold(digest, now, &draft, Some(limit), quota, &mails) {
            Ok(Some(mut stored)) => {
                stored.summary.service_name = entry.service_name.clone();
                Ok(stored)
            }
            Ok(None) => Err(conflict(HOLD_USED)),
            Err(error) => Err(self.appointments.refusal(error)),
        }
    }
}

/// The held time of `entry` and until when, while it still holds at `now`, or why not.
pub fn holding(
    entry: &WaitlistEntry,
    now: DateTime<Utc>,
) -> Result<(NaiveTime, DateTime<Utc>), DomainError> {
    match (entry.status, entry.hold) {
        (WaitlistStatus::Booked, _) => Err(conflict(HOLD_USED)),
        (WaitlistStatus::Offered, Some((time, expires_at))) if expires_at > now => {
            Ok((time, expires_at))
        }
        (WaitlistStatus::Offered | WaitlistStatus::Lapsed, _) => Err(conflict(HOLD_EXPIRED)),
        (WaitlistStatus::Waiting, _) => Err(DomainError::NotFound(HOLD_INVALID.into())),
    }
}

/// Until when a slot freed at `now` is held: [`HOLD_MINUTES`], but never past its start; `None`
/// when it has started, and nobody can have it any more.
pub fn hold_until(now: DateTime<Utc>, slot: &Slot) -> Option<DateTime<Utc>> {
    let starts = starts_at(slot.date, slot.time)?;
    (starts > now).then(|| (now + Duration::minutes(HOLD_MINUTES)).min(starts))
}

/// The slot an appointment's change frees, if any: it held one (pending or confirmed, at a place
/// with a limit) and now is cancelled, completed or elsewhere.
pub fn freed_slot(before: &Appointment, after: &Appointment) -> Option<Slot> {
    let (was, now) = (&before.summary, &after.summary);
    let held = was.status.is_active() && was.location != OTHER;
    let still = now.status.is_active()
        && now.location == was.location
        && now.date == was.date
        && now.time == was.time;
    (held && !still).then(|| Slot {
        location: was.location.clone(),
        date: was.date,
        time: was.time,
    })
}

impl AppointmentService {
    /// The hold of a freed slot for the next in line: a fresh token, its sealed link, held for
    /// [`HOLD_MINUTES`] from now; none once the slot has started.
    pub(in crate::appointments) fn hold_offer(&self, slot: Slot) -> Option<HoldOffer> {
        // A slot freed on a closed day (staff tidying it) cannot be booked: nobody is offered it.
        // Should the calendar not answer, the offer goes, and its booking asks the calendar again.
        if matches!(self.closed.on(&slot.location, slot.date), Ok(Some(_))) {
            return None;
        }
        let made_at = self.clock.now();
        let expires_at = hold_until(made_at, &slot)?;
        let token = self.links.secrets.token();
        let base = self.rules.portal_url.trim_end_matches('/');
        let link = self.links.sealer.seal(&format!("{base}/lista-de-espera/reserva?token={token}"));
        Some(HoldOffer { slot, made_at, digest: digest(&token), expires_at, link })
    }
}

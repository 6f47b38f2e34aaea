//! The waitlist of a full day (docs/architecture.md, the waitlist): a client waits for a slot
//! at a place, for a service, once per day. When a slot frees up (a cancellation, a move away)
//! the first in line gets a mail whose link holds the slot for them for [`HOLD_MINUTES`]; while
//! held, nobody else is offered it. The link's page only reads; its button (a POST) books. A hold left to expire
//! passes the slot to the next in line.

use std::sync::Arc;

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};

use super::form::HoldDetailsForm;
use super::locations::{is_italian_service, OTHER};
use super::model::{Appointment, AppointmentDraft};
use super::ports::{ActiveLimit, MailsFor};
use super::reminders::starts_at;
use super::service::AppointmentService;
use super::status::Status;
use super::TIME_ZONE;
use crate::catalog::ServiceId;
use crate::notifications::{AppointmentEvent, MailQuota, Notification};
use crate::secrets::digest;
use crate::users::UserId;
use crate::{Actor, Conflict, DomainError, FieldErrors, RepositoryError};

/// How long a freed slot is held for the first in line.
pub const HOLD_MINUTES: i64 = 30;

pub const WAITLIST_SLOTS_FREE: &str =
    "Ainda há horários livres neste dia. Escolha um deles em vez de entrar na lista de espera.";
pub const WAITLIST_DAY_INVALID: &str = "A lista de espera é só para dias úteis a partir de hoje.";
pub const WAITLIST_DAY_OVER: &str =
    "Os horários deste dia já passaram: não há lista de espera. Escolha outro dia.";
pub const WAITLIST_OTHER_PLACE: &str =
    "Em 'Outro' local não há limite de horários: não há lista de espera.";
pub const WAITLIST_ALREADY: &str =
    "Você já está na lista de espera deste dia para este serviço e local.";
pub const WAITLIST_ENTRY_NOT_FOUND: &str = "Inscrição na lista de espera não encontrada.";
pub const HOLD_INVALID: &str =
    "Link inválido. Use o link do e-mail mais recente da lista de espera.";
pub const HOLD_USED: &str = "Este horário já foi reservado por este link.";
pub const HOLD_EXPIRED: &str =
    "A reserva deste horário expirou e ele passou para o próximo da lista de espera.";

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

/// The waitlist's rules.
#[derive(Clone)]
pub struct WaitlistService {
    appointments: AppointmentService,
    waitlist: Arc<dyn WaitlistRepository>,
}

impl WaitlistService {
    pub fn new(appointments: AppointmentService, waitlist: Arc<dyn WaitlistRepository>) -> Self {
        Self { appointments, waitlist }
    }

    /// Joins the line of a day with no free slot at the place, for the service.
    pub fn join(
        &self,
        actor: &Actor,
        service_id: ServiceId,
        location: &str,
        date: NaiveDate,
    ) -> Result<WaitlistEntry, DomainError> {
        if location == OTHER {
            return Err(invalid("location", WAITLIST_OTHER_PLACE));
        }
        // Checks the service and the place.
        self.appointments.availability(actor, service_id, location, date)?;
        let now = self.appointments.clock.now().with_timezone(&TIME_ZONE).naive_local();
        let weekend =
            matches!(chrono::Datelike::weekday(&date), chrono::Weekday::Sat | chrono::Weekday::Sun);
        if weekend || date < now.date() {
            return Err(invalid("date", WAITLIST_DAY_INVALID));
        }
        // A closed day has no free slot, yet no slot will free up either: say why it is closed.
        self.appointments.closed.check_open(location, date)?;
        // Neither will a time that has passed: today late has no line.
        if !super::slots::slots().into_iter().any(|time| date.and_time(time) > now) {
            return Err(invalid("date", WAITLIST_DAY_OVER));
        }
        if self.appointments.day_slots(location, date, false)?.iter().any(|slot| slot.available) {
            return Err(DomainError::Conflict {
                message: WAITLIST_SLOTS_FREE.into(),
                field_errors: FieldErrors::new(),
            });
        }
        let entry = NewWaitlistEntry {
            user_id: actor.user_id,
            service_id,
            location: location.to_owned(),
            date,
        };
        self.waitlist.join(&entry).map_err(|error| match error {
            RepositoryError::Duplicate(Conflict::WaitlistEntry) => DomainError::Conflict {
                message: WAITLIST_ALREADY.into(),
                field_errors: FieldErrors::new(),
            },
            other => DomainError::Repository(other),
        })
    }

    /// A client's own entries from today on; staff see everyone's, by day and place.
    pub fn list(
        &self,
        actor: &Actor,
        mut filter: WaitlistFilter,
    ) -> Result<Vec<WaitlistEntry>, DomainError> {
        if !actor.is_admin() {
            filter.owner = Some(actor.user_id);
        }
        if filter.date.is_none() && filter.from.is_none() {
            filter.from = Some(self.appointments.clock.today());
        }
        Ok(self.waitlist.list(&filter)?)
    }

    /// Leaves the line (a client their own entry; staff any). A slot it held goes to the next.
    pub fn leave(&self, actor: &Actor, id: WaitlistEntryId) -> Result<(), DomainError> {
        let found = self.waitlist.find(id)?;
        if !found.is_some_and(|entry| actor.is_admin() || entry.user_id == actor.user_id) {
            return Err(DomainError::NotFound(WAITLIST_ENTRY_NOT_FOUND.into()));
        }
        let offer = |slot: Slot| self.appointments.hold_offer(slot);
        if self.waitlist.leave(id, &offer)? {
            Ok(())
        } else {
            Err(DomainError::NotFound(WAITLIST_ENTRY_NOT_FOUND.into()))
        }
    }

    /// The slot a hold link holds, while it holds it. Only reads.
    pub fn hold(&self, token: &str) -> Result<Hold, DomainError> {
        let entry = self
            .waitlist
            .hold(&digest(token.trim()))?
            .ok_or_else(|| DomainError::NotFound(HOLD_INVALID.into()))?;
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
        match self.waitlist.book_hold(
            &digest(token.trim()),
            now,
            &draft,
            Some(limit),
            quota,
            &mails,
        ) {
            Ok(Some(mut stored)) => {
                stored.summary.service_name = entry.service_name.clone();
                Ok(stored)
            }
            Ok(None) => Err(conflict(HOLD_USED)),
            Err(error) => Err(self.appointments.refusal(error)),
        }
    }

    /// Passes each expired hold on to the next in line; run by every instance's worker.
    pub fn pass_on_expired(&self) -> Result<usize, DomainError> {
        let offer = |slot: Slot| self.appointments.hold_offer(slot);
        Ok(self.waitlist.pass_on_expired(self.appointments.clock.now(), &offer)?)
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
    pub(super) fn hold_offer(&self, slot: Slot) -> Option<HoldOffer> {
        let made_at = self.clock.now();
        let expires_at = hold_until(made_at, &slot)?;
        let token = self.links.secrets.token();
        let base = self.rules.portal_url.trim_end_matches('/');
        let link = self.links.sealer.seal(&format!("{base}/lista-de-espera/reserva?token={token}"));
        Some(HoldOffer { slot, made_at, digest: digest(&token), expires_at, link })
    }
}

fn invalid(field: &str, message: &str) -> DomainError {
    DomainError::Validation(FieldErrors::single(field, message))
}

fn conflict(message: &str) -> DomainError {
    DomainError::Conflict { message: message.into(), field_errors: FieldErrors::new() }
}

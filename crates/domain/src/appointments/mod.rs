//! Booking appointments at consulates and offices: the form's rules, slots,
//! locations, statuses, availability and the mails each change sends.

mod availability;
mod deliveries;
mod details;
mod form;
mod locations;
mod model;
mod ports;
mod queries;
mod reminders;
mod reopened;
mod self_service;
mod service;
mod slots;
mod status;
mod waitlist;

#[cfg(test)]
mod tests;

pub use deliveries::{
    agenda_day, by_place, AgendaLine, AgendaMails, AppointmentMailRepository, AppointmentMails,
    DailyAgendaRepository, MailDelivery, MailKind, MailStatus, StoredMail, AGENDA_TIME,
    MAIL_NOT_FOUND, MAIL_STILL_QUEUED,
};
pub use details::details_of;
pub use form::{messages, AppointmentForm, HoldDetailsForm, ItalianForm};
pub use locations::{all_locations, is_italian_service, locations_for, OTHER as OTHER_LOCATION};
pub use model::{
    Appointment, AppointmentDraft, AppointmentFilter, AppointmentId, AppointmentSummary,
    DocumentType, ItalianData, SlotAvailability,
};
pub use ports::{ActiveLimit, AppointmentRepository, AuditFor, MailsFor, Outgoing, StatusCounts};
pub(crate) use queries::{blank_to_none, day as query_day};
pub use queries::{AvailabilityQuery, AvailabilityRequest, ListQuery};
pub use reminders::{
    plan_reminders, starts_at, ReminderOffsets, ReminderPlan, ScheduledReminder, MAX_REMINDERS,
    MAX_REMINDER_OFFSET,
};
pub use self_service::{
    ActionLinkRef, ActionToken, ClientAction, ClientAudit, ClientChange, IssuedActionToken,
    LINK_CANCELLED, LINK_COMPLETED, LINK_EXPIRED, LINK_INVALID, LINK_USED, LINK_WRONG_ACTION,
    NEW_SLOT_TAKEN, PRESENCE_ALREADY_CONFIRMED,
};
pub use service::{
    AppointmentService, BookingRules, LinkSecrets, APPOINTMENT_NOT_FOUND, CLIENT_NOT_FOUND,
    SLOT_TAKEN,
};
pub use slots::{slots, SLOT_COUNT};
pub use status::{check_transition, refusals, Status, STATUS_INVALID};
pub use waitlist::{
    freed_slot, hold_until, holding, Hold, HoldOffer, NewWaitlistEntry, OfferFor, Slot,
    WaitlistEntry, WaitlistEntryId, WaitlistFilter, WaitlistRepository, WaitlistService,
    WaitlistStatus, HOLD_EXPIRED, HOLD_INVALID, HOLD_MINUTES, HOLD_USED, WAITLIST_ALREADY,
    WAITLIST_DAY_INVALID, WAITLIST_DAY_OVER, WAITLIST_ENTRY_NOT_FOUND, WAITLIST_OTHER_PLACE,
    WAITLIST_SLOTS_FREE,
};

/// Dates and times of appointments are local to São Paulo (docs/product-decisions.md, decision 5).
pub const TIME_ZONE: chrono_tz::Tz = chrono_tz::America::Sao_Paulo;

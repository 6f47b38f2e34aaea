use std::cell::RefCell;
use std::sync::Arc;

use super::details::details_of;
use super::form::{validate, AppointmentForm, FormContext};
use super::model::{
    Appointment, AppointmentDraft, AppointmentFilter, AppointmentId, AppointmentSummary,
};
use super::ports::{ActiveLimit, AppointmentRepository, Outgoing};
use super::reminders::{plan_reminders, ReminderOffsets, ReminderPlan};
use super::self_service::IssuedActionToken;
use super::status::{check_transition, refusals, Status};
use crate::catalog::{CatalogRepository, Service, ServiceId};
use crate::clock::Clock;
use crate::closures::ClosedDays;
use crate::notifications::{staff_addresses, AppointmentEvent, MailQuota, Notification};
use crate::paging::Page;
use crate::priority;
use crate::secrets::{Sealer, SecretGenerator};
use crate::users::{UserId, UserRepository};
use crate::{Actor, Conflict, DomainError, FieldErrors, Refusal, RepositoryError};

pub const SLOT_TAKEN: &str = "Horário indisponível";
pub const APPOINTMENT_NOT_FOUND: &str = "Agendamento não encontrado.";
pub const CLIENT_NOT_FOUND: &str = "Cliente não encontrado";
pub(super) const SERVICE_NOT_FOUND: &str = "Serviço não encontrado.";

/// What the operator sets about bookings.
#[derive(Debug, Clone)]
pub struct BookingRules {
    /// Where staff are told of bookings (`STAFF_EMAIL`); each active administrator when unset.
    pub staff_email: Option<String>,
    /// The portal's address (`PUBLIC_URL`), for the links in client mails.
    pub portal_url: String,
    /// When before an appointment its client is reminded (`REMINDER_OFFSETS`).
    pub reminder_offsets: ReminderOffsets,
    /// How many active (pending or confirmed) appointments from today on a client's account may
    /// hold (`MAX_ACTIVE_BOOKINGS_PER_CLIENT`); staff book beyond it.
    pub max_active_per_client: u32,
    /// How many mails a client's own bookings and changes may queue in an hour
    /// (`MAIL_CAP_PER_HOUR`); beyond it they still succeed, without mails. Staff are not counted.
    pub mail_cap_per_hour: u32,
}

/// What makes the links of client mails: their random tokens, and the sealing that keeps them
/// unreadable while the mail waits in the outbox.
#[derive(Clone)]
pub struct LinkSecrets {
    pub secrets: Arc<dyn SecretGenerator>,
    pub sealer: Arc<dyn Sealer>,
}

#[derive(Clone, derive_new::new)]
pub struct AppointmentService {
    pub(super) appointments: Arc<dyn AppointmentRepository>,
    catalog: Arc<dyn CatalogRepository>,
    /// The accounts appointments belong to, whose own addresses their mails go to.
    users: Arc<dyn UserRepository>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) rules: BookingRules,
    pub(super) links: LinkSecrets,
    /// Holidays and closures: no slot is free on them and nobody books them.
    pub(super) closed: ClosedDays,
}

impl AppointmentService {
    /// A client sees their own appointments; staff see everyone's.
    pub fn list(
        &self,
        actor: &Actor,
        mut filter: AppointmentFilter,
    ) -> Result<Page<AppointmentSummary>, DomainError> {
        if !actor.is_admin() {
            filter.owner = Some(actor.user_id);
        }
        let mut page = self.appointments.list(&filter)?;
        self.closed.mark(self.clock.today(), &mut page.items)?;
        Ok(page)
    }

    /// Someone else's appointment is "not found" to a client.
    pub fn get(&self, actor: &Actor, id: AppointmentId) -> Result<Appointment, DomainError> {
        let mut found = self.owned(actor, id)?;
        self.closed.mark(self.clock.today(), std::slice::from_mut(&mut found.summary))?;
        Ok(found)
    }

    fn owned(&self, actor: &Actor, id: AppointmentId) -> Result<Appointment, DomainError> {
        match self.appointments.find(id)? {
            Some(found) if actor.is_admin() || found.user_id == Some(actor.user_id) => Ok(found),
            _ => Err(DomainError::NotFound(APPOINTMENT_NOT_FOUND.into())),
        }
    }

    pub fn book(&self, actor: &Actor, form: AppointmentForm) -> Result<Appointment, DomainError> {
        let service = self.bookable(form.service_id)?;
        let owner = if actor.is_admin() { form.user_id.map(UserId) } else { Some(actor.user_id) };
        let context = FormContext {
            service: service.as_ref(),
            by_admin: actor.is_admin(),
            check_schedule: !actor.is_admin(),
            now: self.clock.now(),
            owner,
        };
        let mut draft = validate(&form, &context).map_err(DomainError::Validation)?;
        self.check_open(&draft)?;
        if !actor.is_admin() {
            draft.status = Status::Pending;
            self.refuse_held(&draft)?;
        }
        let recipient = self.client_address(&draft)?;
        let staff = self.staff_addresses()?;
        let limit = (!actor.is_admin()).then(|| ActiveLimit {
            owner: actor.user_id,
            from: self.clock.today(),
            max: i64::from(self.rules.max_active_per_client),
        });
        let service_name = service.map(|s| s.name).unwrap_or_default();
        let mails = |stored: &Appointment| {
            self.outgoing(AppointmentEvent::Created, None, stored, &recipient, &staff)
        };
        self.appointments
            .insert(&draft, limit, self.quota(actor), &mails)
            .map(|mut stored| {
                stored.summary.service_name = service_name;
                stored
            })
            .map_err(|e| self.refusal(e))
    }

    pub fn update(
        &self,
        actor: &Actor,
        id: AppointmentId,
        form: AppointmentForm,
    ) -> Result<Appointment, DomainError> {
        let before = self.owned(actor, id)?;
        let service = self.bookable(form.service_id)?;
        let reschedules = form.date.as_deref()
            != Some(before.summary.date.format("%Y-%m-%d").to_string().as_str())
            || form.time.as_deref()
                != Some(before.summary.time.format("%H:%M").to_string().as_str());
        let mut form = form;
        if !actor.is_admin() && form.status.is_none() {
            form.status = Some(before.summary.status.as_str().into());
        }
        form.priority =
            Some(priority::decide(Some(before.summary.priority), form.priority, actor.is_admin()));
        let context = FormContext {
            service: service.as_ref(),
            by_admin: actor.is_admin(),
            check_schedule: !actor.is_admin() && reschedules,
            now: self.clock.now(),
            owner: if actor.is_admin() {
                form.user_id.map(UserId).or(before.user_id)
            } else {
                before.user_id
            },
        };
        let draft = validate(&form, &context).map_err(DomainError::Validation)?;
        if moves_or_revives(&before, &draft) {
            self.check_open(&draft)?;
        }
        if !actor.is_admin() && reschedules {
            self.refuse_held(&draft)?;
        }
        check_transition(before.summary.status, draft.status, actor.is_admin())
            .map_err(conflict)?;
        if draft == draft_of(&before) {
            // Nothing changes: nothing is written and nobody is mailed.
            let mut unchanged = before;
            self.closed.mark(self.clock.today(), std::slice::from_mut(&mut unchanged.summary))?;
            return Ok(unchanged);
        }
        if before.summary.status == Status::Completed {
            return Err(conflict(refusals::COMPLETED_IS_FINAL));
        }
        let recipient = self.client_address(&draft)?;
        let staff = self.staff_addresses()?;
        let event =
            if draft.status == Status::Cancelled && before.summary.status != Status::Cancelled {
                AppointmentEvent::Cancelled
            } else {
                AppointmentEvent::Updated
            };
        let mails =
            |stored: &Appointment| self.outgoing(event, Some(&before), stored, &recipient, &staff);
        let mut stored = self
            .appointments
            .update(id, &draft, self.quota(actor), &mails)
            .map_err(|e| self.refusal(e))?;
        self.closed.mark(self.clock.today(), std::slice::from_mut(&mut stored.summary))?;
        Ok(stored)
    }

    /// The active service a form names; `None` when unknown or inactive.
    pub(super) fn bookable(&self, id: Option<i64>) -> Result<Option<Service>, DomainError> {
        let Some(id) = id else { return Ok(None) };
        Ok(self.catalog.service(ServiceId(id))?.filter(|s| s.active))
    }

    /// A day from today on must be open; staff may still record past days as they were.
    pub(super) fn check_open(&self, draft: &AppointmentDraft) -> Result<(), DomainError> {
        let today = self.clock.today();
        if draft.date < today {
            return Ok(());
        }
        self.closed.check_open(&draft.location, draft.date)
    }

    /// A client's mails count against their hourly cap; staff's do not.
    fn quota(&self, actor: &Actor) -> Option<MailQuota> {
        (!actor.is_admin()).then(|| self.quota_of(actor.user_id))
    }

    pub(super) fn quota_of(&self, account: UserId) -> MailQuota {
        MailQuota { account, per_hour: i64::from(self.rules.mail_cap_per_hour) }
    }

    /// Where the client's mails go: the account's own address when the appointment has one,
    /// never what the form says; the typed address only when staff book for someone without
    /// an account.
    pub(super) fn client_address(&self, draft: &AppointmentDraft) -> Result<String, DomainError> {
        match draft.user_id {
            Some(owner) => self
                .users
                .find_by_id(owner)?
                .map(|account| account.email)
                .ok_or_else(unknown_client),
            None => Ok(draft.client_email.clone()),
        }
    }

    /// The account of an appointment's client.
    pub(super) fn account(&self, id: UserId) -> Result<crate::users::User, DomainError> {
        self.users.find_by_id(id)?.ok_or_else(unknown_client)
    }

    /// Who on the staff hears of bookings.
    pub(super) fn staff_addresses(&self) -> Result<Vec<String>, DomainError> {
        Ok(staff_addresses(self.rules.staff_email.as_deref(), self.users.as_ref())?)
    }

    /// The portal's page of the client's appointments, linked from every client mail.
    pub(super) fn appointment_url(&self) -> String {
        format!("{}/appointments", self.rules.portal_url.trim_end_matches('/'))
    }

    pub(super) fn staff_mails(
        &self,
        event: AppointmentEvent,
        stored: &Appointment,
        staff: &[String],
    ) -> Vec<Notification> {
        let details = details_of(stored);
        staff
            .iter()
            .map(|to| Notification::AppointmentToStaff {
                to: to.clone(),
                event,
                appointment: details.clone(),
            })
            .collect()
    }

    pub(super) fn outgoing(
        &self,
        event: AppointmentEvent,
        before: Option<&Appointment>,
        stored: &Appointment,
        recipient: &str,
        staff: &[String],
    ) -> Outgoing {
        let details = details_of(stored);
        let (actions, mut tokens) = self.action_links(stored);
        let mut mails = vec![Notification::AppointmentToClient {
            to: recipient.to_owned(),
            event,
            appointment: details.clone(),
            appointment_url: self.appointment_url(),
            actions,
        }];
        mails.extend(self.staff_mails(event, stored, staff));
        let (reminders, reminder_tokens) = self.reminders(before, stored, recipient);
        tokens.extend(reminder_tokens);
        // A slot left goes to the first on its day's waitlist.
        let freed = before
            .and_then(|before| super::waitlist::freed_slot(before, stored))
            .and_then(|slot| self.hold_offer(slot));
        Outgoing { mails, reminders, tokens, freed }
    }

    /// What becomes of the reminders of `stored`, `before` being it as it was (`None` when
    /// they are to be queued anew), with the tokens of their links.
    pub(super) fn reminders(
        &self,
        before: Option<&Appointment>,
        stored: &Appointment,
        recipient: &str,
    ) -> (ReminderPlan, Vec<IssuedActionToken>) {
        let details = details_of(stored);
        // Each reminder carries links of its own.
        let tokens = RefCell::new(Vec::new());
        let reminder = || {
            let (actions, issued) = self.action_links(stored);
            tokens.borrow_mut().extend(issued);
            Notification::AppointmentReminder {
                to: recipient.to_owned(),
                appointment: details.clone(),
                appointment_url: self.appointment_url(),
                actions,
            }
        };
        let plan = plan_reminders(
            before,
            stored,
            &self.rules.reminder_offsets,
            self.clock.now(),
            &reminder,
        );
        (plan, tokens.into_inner())
    }
}

/// Whether a change needs the appointment's day to be open: a move to another day, time or place, a
/// confirmation, or a cancelled appointment made active again. A closed day's appointments can
/// still be cancelled or annotated, so staff can tidy the day; they cannot be promised to anyone.
fn moves_or_revives(before: &Appointment, draft: &AppointmentDraft) -> bool {
    let was = before.summary.status;
    draft.date != before.summary.date
        || draft.time != before.summary.time
        || draft.location != before.summary.location
        || (draft.status == Status::Confirmed && was != Status::Confirmed)
        || (was == Status::Cancelled && draft.status.is_active())
}

fn conflict(message: &str) -> DomainError {
    DomainError::Conflict { message: message.into(), field_errors: FieldErrors::new() }
}

fn unknown_client() -> DomainError {
    DomainError::Validation(FieldErrors::single("userId", CLIENT_NOT_FOUND))
}

impl AppointmentService {
    pub(super) fn refusal(&self, error: RepositoryError) -> DomainError {
        match error {
            RepositoryError::Duplicate(Conflict::SlotTaken) => DomainError::Conflict {
                message: SLOT_TAKEN.into(),
                field_errors: FieldErrors::single("time", SLOT_TAKEN),
            },
            RepositoryError::Refused(Refusal::UnknownUser) => unknown_client(),
            RepositoryError::Refused(Refusal::TooManyActive) => {
                conflict(&refusals::too_many_active(self.rules.max_active_per_client))
            }
            RepositoryError::NotFound => DomainError::NotFound(APPOINTMENT_NOT_FOUND.into()),
            other => DomainError::Repository(other),
        }
    }
}

pub(super) fn draft_of(appointment: &Appointment) -> AppointmentDraft {
    let summary = &appointment.summary;
    AppointmentDraft {
        user_id: appointment.user_id,
        client_name: summary.client_name.clone(),
        client_email: summary.client_email.clone(),
        client_phone: appointment.client_phone.clone(),
        service_id: summary.service_id,
        location: summary.location.clone(),
        date: summary.date,
        time: summary.time,
        status: summary.status,
        notes: appointment.notes.clone(),
        italian: appointment.italian.clone(),
        priority: summary.priority,
    }
}

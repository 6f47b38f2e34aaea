//! The waitlist of a full day (docs/architecture.md, the waitlist): a client waits for a slot
//! at a place, for a service, once per day. When a slot frees up (a cancellation, a move away)
//! the first in line gets a mail whose link holds the slot for them for [`HOLD_MINUTES`]; while
//! held, nobody else is offered it. The link's page only reads; its button (a POST) books. A
//! hold left to expire passes the slot to the next in line (holds.rs).

mod holds;
mod model;

use std::sync::Arc;

use chrono::NaiveDate;

pub use holds::{freed_slot, hold_until, holding};
pub use model::*;

use super::locations::OTHER;
use super::service::AppointmentService;
use super::TIME_ZONE;
use crate::catalog::ServiceId;
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
        let weekend = super::slots::is_weekend(date);
        if weekend || date < now.date() {
            return Err(invalid("date", WAITLIST_DAY_INVALID));
        }
        // A closed day has no free slot, yet no slot will free up either: say why it is closed.
        self.appointments.closed.check_open(location, date)?;
        let day = self.appointments.day_slots(location, date, false)?;
        // Neither will a time that has passed: today late has no line.
        if day.iter().all(|slot| slot.passed) {
            return Err(invalid("date", WAITLIST_DAY_OVER));
        }
        if day.iter().any(|slot| slot.available) {
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

    /// Passes each expired hold on to the next in line; run by every instance's worker.
    pub fn pass_on_expired(&self) -> Result<usize, DomainError> {
        let offer = |slot: Slot| self.appointments.hold_offer(slot);
        Ok(self.waitlist.pass_on_expired(self.appointments.clock.now(), &offer)?)
    }
}

fn invalid(field: &str, message: &str) -> DomainError {
    DomainError::Validation(FieldErrors::single(field, message))
}

fn conflict(message: &str) -> DomainError {
    DomainError::Conflict { message: message.into(), field_errors: FieldErrors::new() }
}

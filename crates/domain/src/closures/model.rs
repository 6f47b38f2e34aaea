use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;

use crate::appointments::{all_locations, blank_to_none, query_day as day, AppointmentSummary};
use crate::users::UserId;
use crate::FieldErrors;

/// Longest closure, in days (a whole year, leap day included).
pub const MAX_CLOSURE_DAYS: i64 = 366;
/// Longest reason shown to clients.
pub const MAX_REASON_CHARS: usize = 200;
/// Longest span of days a calendar asks about at once.
pub const MAX_SPAN_DAYS: i64 = 93;

pub mod messages {
    pub const NOT_FOUND: &str = "Fechamento não encontrado.";
    pub const LOCATION_UNKNOWN: &str = "Escolha um local da lista, ou todos os locais.";
    pub const FIRST_DAY_REQUIRED: &str = "Informe o primeiro dia.";
    pub const DAY_INVALID: &str = crate::appointments::messages::QUERY_DATE_INVALID;
    pub const RANGE_REVERSED: &str = "O último dia não pode ser antes do primeiro.";
    pub const IN_THE_PAST: &str = "Não é possível fechar dias que já passaram.";
    pub const TOO_LONG: &str = "Um fechamento pode durar no máximo 366 dias.";
    pub const REASON_REQUIRED: &str = "Informe o motivo; os clientes o verão.";
    pub const REASON_TOO_LONG: &str = "O motivo pode ter no máximo 200 caracteres.";
    pub const SPAN_REQUIRED: &str = "Informe o primeiro e o último dia.";
    pub const SPAN_TOO_LONG: &str = "Consulte no máximo 93 dias de uma vez.";
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClosureId(pub i64);

/// A place (or every place, when `location` is `None`) closed from `first_day` to `last_day`,
/// both included, for a reason clients read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Closure {
    pub id: ClosureId,
    pub location: Option<String>,
    pub first_day: NaiveDate,
    pub last_day: NaiveDate,
    pub reason: String,
    /// Null once that admin's account is deleted.
    pub created_by: Option<UserId>,
    pub created_at: DateTime<Utc>,
}

impl Closure {
    pub fn covers(&self, location: &str, date: NaiveDate) -> bool {
        (self.first_day..=self.last_day).contains(&date)
            && self.location.as_deref().is_none_or(|place| place == location)
    }
}

/// A closure and the active appointments inside it, which staff must move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffectedClosure {
    pub closure: Closure,
    pub affected: Vec<AppointmentSummary>,
}

/// An active appointment on a closed day, with its client's account address, if it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedAppointment {
    pub summary: AppointmentSummary,
    pub account_email: Option<String>,
}

impl ClosedAppointment {
    /// Where its client's mails go: the account's own address, never one typed in the booking
    /// form; the typed one only for a client without an account (booked by staff).
    pub fn recipient(&self) -> &str {
        self.account_email.as_deref().unwrap_or(&self.summary.client_email)
    }
}

/// A valid closure, about to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewClosure {
    pub location: Option<String>,
    pub first_day: NaiveDate,
    pub last_day: NaiveDate,
    pub reason: String,
    pub created_by: UserId,
}

/// `POST /api/closures`, as sent.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ClosureForm {
    /// One place; blank or absent: every place.
    pub location: Option<String>,
    /// `yyyy-MM-dd`, today or later.
    pub first_day: Option<String>,
    /// `yyyy-MM-dd`; absent: the first day alone.
    pub last_day: Option<String>,
    /// Shown to clients, e.g. 'Mudança de endereço'.
    pub reason: Option<String>,
}

impl ClosureForm {
    /// Every rule at once: a known place or all, an ordered range from `today` on of at most
    /// [`MAX_CLOSURE_DAYS`], and a reason.
    pub fn validate(&self, today: NaiveDate, by: UserId) -> Result<NewClosure, FieldErrors> {
        let mut errors = FieldErrors::new();
        let location = blank_to_none(self.location.as_deref()).map(str::to_owned);
        if location.as_deref().is_some_and(|place| !all_locations().contains(&place)) {
            errors.add("location", messages::LOCATION_UNKNOWN);
        }
        let first = day(&mut errors, "firstDay", self.first_day.as_deref());
        if first.is_none() && errors.get("firstDay").is_none() {
            errors.add("firstDay", messages::FIRST_DAY_REQUIRED);
        }
        let last = day(&mut errors, "lastDay", self.last_day.as_deref()).or(first);
        if let Some(first) = first {
            if first < today {
                errors.add("firstDay", messages::IN_THE_PAST);
            }
        }
        if let (Some(first), Some(last)) = (first, last) {
            if last < first {
                errors.add("lastDay", messages::RANGE_REVERSED);
            } else if (last - first).num_days() >= MAX_CLOSURE_DAYS {
                errors.add("lastDay", messages::TOO_LONG);
            }
        }
        let reason = blank_to_none(self.reason.as_deref()).map(str::to_owned);
        match &reason {
            None => errors.add("reason", messages::REASON_REQUIRED),
            Some(text) if text.chars().count() > MAX_REASON_CHARS => {
                errors.add("reason", messages::REASON_TOO_LONG)
            }
            Some(_) => {}
        }
        match (first, last, reason) {
            (Some(first_day), Some(last_day), Some(reason)) if errors.is_empty() => {
                Ok(NewClosure { location, first_day, last_day, reason, created_by: by })
            }
            _ => Err(errors),
        }
    }
}

/// A day a place does not open, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedDay {
    pub date: NaiveDate,
    pub reason: String,
}

/// `GET /api/closed-days?location=&from=&to=`, as sent.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(rename_all = "camelCase")]
pub struct ClosedDaysQuery {
    /// The place; absent: holidays and closures of every place only.
    pub location: Option<String>,
    /// First day, `yyyy-MM-dd`.
    pub from: Option<String>,
    /// Last day, `yyyy-MM-dd`, at most 93 days after `from`.
    pub to: Option<String>,
}

impl ClosedDaysQuery {
    pub fn parse(&self) -> Result<(Option<&str>, NaiveDate, NaiveDate), FieldErrors> {
        let mut errors = FieldErrors::new();
        let from = day(&mut errors, "from", self.from.as_deref());
        let to = day(&mut errors, "to", self.to.as_deref());
        match (from, to) {
            (Some(from), Some(to)) if errors.is_empty() => {
                if to < from {
                    Err(FieldErrors::single("to", messages::RANGE_REVERSED))
                } else if (to - from).num_days() >= MAX_SPAN_DAYS {
                    Err(FieldErrors::single("to", messages::SPAN_TOO_LONG))
                } else {
                    Ok((blank_to_none(self.location.as_deref()), from, to))
                }
            }
            _ => {
                if errors.is_empty() {
                    errors.add("from", messages::SPAN_REQUIRED);
                }
                Err(errors)
            }
        }
    }
}

//! Days a place does not open: Brazil's national holidays, and the closures staff set for one
//! place or all places. Availability and booking ask [`ClosedDays`] before offering a day.

mod calendar;
mod holidays;
mod model;
mod ports;
mod service;

#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod tests;

pub use calendar::{closed_message, ClosedDays};
pub use holidays::{easter_sunday, holiday_on, national_holidays, Holiday};
pub use model::{
    messages, AffectedClosure, ClosedAppointment, ClosedDay, ClosedDaysQuery, Closure, ClosureForm,
    ClosureId, NewClosure, MAX_CLOSURE_DAYS, MAX_REASON_CHARS, MAX_SPAN_DAYS,
};
pub use ports::{ClosureRepository, DayClosedMails, ReopenedDays, ReopenedFor};
pub use service::ClosureService;

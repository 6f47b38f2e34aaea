//! Cases (process tracking, docs/product-decisions.md, decision 17): staff open and run a
//! client's case; the client follows its status, progress, documents and history.

mod checklist;
mod form;
mod model;
mod ports;
mod service;
mod status;

#[cfg(test)]
pub(crate) mod tests;

pub use checklist::{
    checklist_progress, template, validity, ChecklistItem, ChecklistRow, ItemForm, Review,
    ReviewForm, Validity, EXPIRING_WITHIN_DAYS,
};
pub use form::{messages, CaseForm, UpdateForm, LONG_TEXT_MAX, SHORT_TEXT_MAX};
pub use model::{
    Case, CaseDetail, CaseFields, CaseFilter, CaseId, CaseQuery, CaseType, CaseUpdate,
    NewCaseUpdate,
};
pub use ports::CaseRepository;
pub(crate) use service::update_mail;
pub use service::{
    CaseOpening, CaseRules, CaseService, CASE_NOT_FOUND, CLIENT_NOT_FOUND, TYPE_FILTER_INVALID,
};
pub use status::{transition, CaseStatus, Transition};

//! Service requests (docs/product-decisions.md, decision 18): every form of the selling pages
//! (Italian citizenship, estate inventory, labour, benefits, the course's discount and
//! enrolment, contact) and of the portal's own pages (a new case, a finished family tree) is a
//! typed request, validated here, stored with the vault documents
//! the client attaches, mailed to staff and confirmed to the client, and handled in one staff
//! inbox. A client sees only their own.

mod case;
mod describe;
mod discount;
mod form;
mod model;
mod ports;
mod service;
mod submission;
pub mod vocabulary;

#[cfg(test)]
pub(crate) mod tests;

pub use case::{case_type_for, suggested_case, CaseSuggestion, OpenCaseForm};
pub use describe::{lines, title};
pub use discount::messages as discount_messages;
pub use form::{
    messages as form_messages, Asset, BenefitForm, CitizenshipForm, ContactForm, CourseForm,
    FamilyTreeForm, Heir, InventoryForm, LaborForm, NewCaseForm, RequestForm,
};
pub use model::{
    AttachedDocument, CaseFromRequest, NewRequest, RequestChange, RequestFilter, RequestId,
    RequestKind, RequestQuery, RequestReply, RequestStatus, RequestSummary, ServiceRequest,
    SubmitLimits,
};
pub use ports::RequestRepository;
pub use service::{messages, RequestRules, RequestService, MAX_DOCUMENTS};
pub use submission::PendingRequest;

//! The family tree (docs/product-decisions.md, decision 19): a client's relatives with their
//! parent links, partial dates and the Italian emigrant's flag. A client reads and saves their
//! own; staff read and save anyone's. The rules (no one is their own ancestor, plausible dates)
//! live here, once.

mod dates;
mod gedcom;
mod model;
mod ports;
mod rules;
mod service;

#[cfg(test)]
mod tests;

pub use dates::PartialDate;
pub use gedcom::{gedcom_date, to_gedcom};
pub use model::{FamilyTree, Person, PersonForm, Relationship, SavedTree, TreeForm, TreeStatus};
pub use ports::FamilyTreeRepository;
pub use rules::{check_tree, MAX_PERSONS};
pub use service::{messages, FamilyTreeRules, FamilyTreeService};

//! The family tree (docs/product-decisions.md, decision 19): a client's relatives with their
//! parent links, partial dates and the Italian emigrant's flag. A client reads and saves their
//! own; staff read and save anyone's. The rules (no one is their own ancestor, plausible dates)
//! live here, once.

mod ansel;
mod dates;
mod gedcom;
mod gedcom_read;
mod import;
mod model;
mod ports;
mod report;
mod rules;
mod service;

#[cfg(test)]
mod tests;

pub use dates::PartialDate;
pub use gedcom::{gedcom_date, to_gedcom};
pub use gedcom_read::{
    check_size as check_import_size, read_gedcom, texts as import_texts, GedcomFile, ImportLine,
    MAX_IMPORT_BYTES,
};
pub use import::{ImportPreview, ImportedPerson};
pub use model::{
    FamilyTree, FinishForm, Person, PersonForm, Relationship, SavedTree, TreeForm, TreeJson,
    TreeRead, TreeStatus,
};
pub use ports::FamilyTreeRepository;
pub use report::{
    line_to_emigrant, relationship_label, shown_date, tree_report, ReportBlock, TreeReport,
};
pub use rules::{check_tree, MAX_PERSONS};
pub use service::{messages, FamilyTreeService, REPORT_MAILS_PER_HOUR};

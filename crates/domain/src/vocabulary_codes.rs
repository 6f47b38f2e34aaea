//! Each vocabulary's codes are declared once, on the enum, for serde (the API) and for strum
//! (the database columns and the query parameters). These tests hold the two to the same
//! strings, so a rename on one side cannot change what the other stores or answers.

use std::fmt::Debug;

use serde::Serialize;
use strum::VariantArray;

use crate::appointments::{ClientAction, DocumentType, Status, WaitlistStatus};
use crate::cases::{CaseStatus, CaseType, Review};
use crate::documents::DocumentKind;
use crate::family_tree::{Relationship, TreeStatus};
use crate::requests::{RequestKind, RequestStatus};
use crate::users::Role;

fn speaks_its_codes_alike<T>(as_str: fn(T) -> &'static str, parse: fn(&str) -> Option<T>)
where
    T: VariantArray + Serialize + Copy + PartialEq + Debug,
{
    for &variant in T::VARIANTS {
        let code = as_str(variant);
        let json = serde_json::to_value(variant).expect("a vocabulary serializes");
        assert_eq!(json, serde_json::Value::from(code), "{variant:?}");
        assert_eq!(parse(code), Some(variant), "{code}");
    }
}

#[test]
fn every_vocabulary_stores_the_code_the_api_speaks_and_reads_it_back() {
    speaks_its_codes_alike(Status::as_str, Status::parse);
    speaks_its_codes_alike(DocumentType::as_str, DocumentType::parse);
    speaks_its_codes_alike(ClientAction::as_str, ClientAction::parse);
    speaks_its_codes_alike(WaitlistStatus::as_str, WaitlistStatus::parse);
    speaks_its_codes_alike(CaseType::as_str, CaseType::parse);
    speaks_its_codes_alike(CaseStatus::as_str, CaseStatus::parse);
    speaks_its_codes_alike(Review::as_str, Review::parse);
    speaks_its_codes_alike(Relationship::as_str, Relationship::parse);
    speaks_its_codes_alike(TreeStatus::as_str, TreeStatus::parse);
    speaks_its_codes_alike(RequestKind::as_str, RequestKind::parse);
    speaks_its_codes_alike(RequestStatus::as_str, RequestStatus::parse);
    speaks_its_codes_alike(Role::as_str, Role::parse);
}

#[test]
fn the_codes_are_the_ones_already_stored() {
    assert_eq!(Relationship::Own.as_str(), "self");
    assert_eq!(Relationship::GreatGrandmotherMaternal.as_str(), "great-grandmother-maternal");
    assert_eq!(CaseType::SocialSecurity.as_str(), "social_security");
    assert_eq!(RequestKind::CourseDiscount.as_str(), "course-discount");
    assert_eq!(RequestStatus::InProgress.as_str(), "in_progress");
    assert_eq!(DocumentType::BrazilianPassport.as_str(), "passaporte_brasileiro");
    assert_eq!(DocumentType::Rg.as_str(), "RG");
    assert_eq!(ClientAction::Reschedule.as_str(), "reschedule");
    assert_eq!(DocumentKind::parse(DocumentKind::Image.as_str()), Some(DocumentKind::Image));
    assert_eq!(DocumentKind::Pdf.as_str(), "pdf");
    assert_eq!(DocumentType::parse(" rg "), Some(DocumentType::Rg));
    assert_eq!(CaseType::parse(" passport "), Some(CaseType::Passport));
    assert_eq!(Role::parse("Admin"), None);
}

//! The catalogue use cases, against the in-memory catalogue.

use std::sync::Arc;

use super::testing::InMemoryCatalog;
use super::*;
use crate::testing::{validation_errors, ADMIN, ANA as CLIENT};
use crate::DomainError;

fn seeded() -> (CatalogService, Arc<InMemoryCatalog>) {
    let catalog = Arc::new(InMemoryCatalog::default());
    let service = CatalogService::new(catalog.clone());
    assert_eq!(service.seed().unwrap(), 11);
    assert_eq!(service.seed().unwrap(), 0, "seeding again adds nothing");
    (service, catalog)
}

fn field_error(result: Result<impl std::fmt::Debug, DomainError>, field: &str) -> String {
    validation_errors(result).get(field).unwrap_or_default().to_owned()
}

#[test]
fn a_price_typed_in_brazilian_format_is_stored_in_centavos_and_audited() {
    let (catalog, store) = seeded();
    let patch = ServicePatch {
        price: Some(Some(PriceInput::Text("1.080,00".into()))),
        ..Default::default()
    };
    let updated = catalog.update_service(&ADMIN, ServiceId(1), patch, true).unwrap();
    assert_eq!(updated.price.map(Price::centavos), Some(108_000));
    let audit = store.audit.lock().unwrap();
    assert_eq!(audit[0].before.as_ref().unwrap()["price"], 98_000);
    assert_eq!(audit[0].after.as_ref().unwrap()["price"], 108_000);
}

#[test]
fn a_name_another_item_has_is_refused_on_the_name_field() {
    let (catalog, _) = seeded();
    let services = catalog.list_services(&ADMIN, true).unwrap();
    let taken = services.iter().find(|s| s.id != ServiceId(1)).unwrap();
    let taken = taken.name.clone();
    let patch = ServicePatch { name: Some(taken), ..Default::default() };
    match catalog.update_service(&ADMIN, ServiceId(1), patch, false) {
        Err(DomainError::Conflict { field_errors, .. }) => {
            assert_eq!(field_errors.get("name"), Some(messages::NAME_TAKEN))
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
}

#[test]
fn clients_cannot_edit_the_catalogue() {
    let (catalog, _) = seeded();
    let patch = ServicePatch { price: Some(Some(PriceInput::Centavos(100))), ..Default::default() };
    assert!(matches!(
        catalog.update_service(&CLIENT, ServiceId(1), patch, true),
        Err(DomainError::Forbidden(_))
    ));
    assert!(matches!(
        catalog.update_course(&CLIENT, CourseId(1), CoursePatch::default(), false),
        Err(DomainError::Forbidden(_))
    ));
}

#[test]
fn service_edits_follow_the_admin_form_rules() {
    let (catalog, _) = seeded();
    let edit = |patch: ServicePatch, required: bool| {
        catalog.update_service(&ADMIN, ServiceId(1), patch, required)
    };
    assert_eq!(
        field_error(edit(ServicePatch::default(), true), "price"),
        messages::PRICE_NOT_POSITIVE
    );
    let zero = ServicePatch { price: Some(Some(PriceInput::Centavos(0))), ..Default::default() };
    assert_eq!(field_error(edit(zero, false), "price"), messages::PRICE_NOT_POSITIVE);
    let text =
        ServicePatch { price: Some(Some(PriceInput::Text("abc".into()))), ..Default::default() };
    assert_eq!(field_error(edit(text, false), "price"), PRICE_INVALID);
    let short = ServicePatch { name: Some(" ab ".into()), ..Default::default() };
    assert_eq!(field_error(edit(short, false), "name"), messages::NAME_TOO_SHORT);
    let no_percent = ServicePatch { discount_available: Some(true), ..Default::default() };
    assert_eq!(
        field_error(edit(no_percent, false), "discountAmount"),
        messages::DISCOUNT_PERCENT_RANGE
    );
    let too_much = ServicePatch {
        discount_available: Some(true),
        discount_amount: Some(Some(100)),
        ..Default::default()
    };
    assert_eq!(
        field_error(edit(too_much, false), "discountAmount"),
        messages::DISCOUNT_PERCENT_RANGE
    );

    let discounted = ServicePatch {
        discount_available: Some(true),
        discount_amount: Some(Some(10)),
        discount_code: Some(Some(" PROMO10 ".into())),
        active: Some(false),
        ..Default::default()
    };
    let updated = edit(discounted, false).unwrap();
    assert_eq!(
        (updated.discount_percent, updated.discount_code.as_deref()),
        (Some(10), Some("PROMO10"))
    );
    assert!(!updated.active);
    assert!(catalog.list_services(&CLIENT, true).unwrap().iter().all(|s| s.id != ServiceId(1)));
    assert!(catalog.list_services(&ADMIN, true).unwrap().iter().any(|s| s.id == ServiceId(1)));

    let off = ServicePatch { discount_available: Some(false), ..Default::default() };
    let updated = edit(off, false).unwrap();
    assert_eq!(
        (updated.discount_percent, updated.discount_code),
        (None, None),
        "no discount, no leftovers"
    );
    let on_request = ServicePatch { price: Some(None), ..Default::default() };
    assert_eq!(edit(on_request, false).unwrap().price, None, "'SOB CONSULTA'");
}

#[test]
fn a_promotional_price_stays_below_the_regular_one() {
    let (catalog, _) = seeded();
    let edit = |patch: CoursePatch| catalog.update_course(&ADMIN, CourseId(1), patch, false);
    let below_promo =
        CoursePatch { price: Some(PriceInput::Centavos(300_000)), ..Default::default() };
    assert_eq!(field_error(edit(below_promo), "discountPrice"), messages::DISCOUNT_PRICE_NOT_BELOW);
    let equal = CoursePatch {
        price: Some(PriceInput::Text("1.500,00".into())),
        discount_price: Some(Some(PriceInput::Text("1.500,00".into()))),
        ..Default::default()
    };
    assert_eq!(field_error(edit(equal), "discountPrice"), messages::DISCOUNT_PRICE_NOT_BELOW);
    let zero_promo = CoursePatch {
        price: Some(PriceInput::Centavos(150_000)),
        discount_price: Some(Some(PriceInput::Centavos(0))),
        ..Default::default()
    };
    assert_eq!(edit(zero_promo).unwrap().discount_price, None, "zero means no promotion");
    let promo = CoursePatch {
        discount_price: Some(Some(PriceInput::Centavos(120_000))),
        ..Default::default()
    };
    let updated = edit(promo).unwrap();
    assert_eq!(updated.discount_percent(), Some(20));
}

#[test]
fn a_course_keeps_a_trimmed_discount_code_that_staff_may_clear() {
    let (catalog, store) = seeded();
    let edit = |code: Option<&str>| {
        let patch =
            CoursePatch { discount_code: Some(code.map(str::to_owned)), ..Default::default() };
        catalog.update_course(&ADMIN, CourseId(1), patch, false)
    };
    assert_eq!(edit(Some("  ITALIA10 ")).unwrap().discount_code.as_deref(), Some("ITALIA10"));
    let price_only =
        CoursePatch { price: Some(PriceInput::Centavos(400_000)), ..Default::default() };
    let kept = catalog.update_course(&ADMIN, CourseId(1), price_only, true).unwrap();
    assert_eq!(kept.discount_code.as_deref(), Some("ITALIA10"), "a price edit keeps the code");
    assert_eq!(
        field_error(edit(Some(&"X".repeat(51))), "discountCode"),
        messages::DISCOUNT_CODE_TOO_LONG
    );
    assert_eq!(edit(Some("   ")).unwrap().discount_code, None, "blank clears it");
    assert_eq!(catalog.course(CourseId(1)).unwrap().discount_code, None);
    assert!(matches!(catalog.course(CourseId(99)), Err(DomainError::NotFound(_))));
    let audit = store.audit.lock().unwrap();
    assert_eq!(audit[0].after.as_ref().unwrap()["discountCode"], "ITALIA10");
}

use std::sync::Arc;

use serde_json::{json, Value};

use super::model::{Course, CourseChange, CourseId, Service, ServiceChange, ServiceId};
use super::ports::CatalogRepository;
use super::price::{Price, PRICE_INVALID};
use super::seed;
use crate::audit::AuditEntry;
use crate::{Actor, Conflict, DomainError, FieldErrors, RepositoryError};

pub mod messages {
    pub const NAME_TOO_SHORT: &str = "Nome deve ter pelo menos 3 caracteres";
    pub const PRICE_NOT_POSITIVE: &str = "O preço deve ser maior que zero";
    pub const DISCOUNT_PRICE_NOT_BELOW: &str =
        "O preço com desconto deve ser menor que o preço regular";
    pub const DISCOUNT_PERCENT_RANGE: &str = "O desconto deve ser uma porcentagem entre 1 e 99";
    pub const DISCOUNT_CODE_TOO_LONG: &str =
        "O código de desconto deve ter no máximo 50 caracteres";
    pub const NAME_TAKEN: &str = "Já existe um item com este nome";
    pub const SERVICE_NOT_FOUND: &str = "Serviço não encontrado.";
    pub const COURSE_NOT_FOUND: &str = "Curso não encontrado.";
}

/// A price as sent: centavos, or text typed in the Brazilian format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PriceInput {
    Centavos(i64),
    Text(String),
}

impl PriceInput {
    fn parse(&self) -> Result<Price, String> {
        match self {
            PriceInput::Centavos(centavos) => Price::from_centavos(*centavos)
                .ok_or_else(|| messages::PRICE_NOT_POSITIVE.to_owned()),
            PriceInput::Text(text) => Price::parse(text).map_err(|_| PRICE_INVALID.to_owned()),
        }
    }
}

/// A partial edit of a service: `None` keeps the stored value; `Some(None)` clears it.
#[derive(Debug, Clone, Default)]
pub struct ServicePatch {
    pub name: Option<String>,
    pub price: Option<Option<PriceInput>>,
    pub discount_available: Option<bool>,
    pub discount_amount: Option<Option<i64>>,
    pub discount_code: Option<Option<String>>,
    pub active: Option<bool>,
}

/// A partial edit of a course: `None` keeps the stored value; `Some(None)` clears it.
#[derive(Debug, Clone, Default)]
pub struct CoursePatch {
    pub name: Option<String>,
    pub price: Option<PriceInput>,
    pub discount_price: Option<Option<PriceInput>>,
    pub active: Option<bool>,
}

#[derive(Clone)]
pub struct CatalogService {
    catalog: Arc<dyn CatalogRepository>,
}

impl CatalogService {
    pub fn new(catalog: Arc<dyn CatalogRepository>) -> Self {
        Self { catalog }
    }

    /// Active services for everyone; staff may ask for the inactive ones too.
    pub fn list_services(
        &self,
        actor: &Actor,
        include_inactive: bool,
    ) -> Result<Vec<Service>, DomainError> {
        Ok(self
            .catalog
            .services(include_inactive && actor.is_admin())?)
    }

    pub fn list_courses(
        &self,
        actor: &Actor,
        include_inactive: bool,
    ) -> Result<Vec<Course>, DomainError> {
        Ok(self.catalog.courses(include_inactive && actor.is_admin())?)
    }

    /// A service a client may book (active), for other features.
    pub fn bookable_service(&self, id: ServiceId) -> Result<Service, DomainError> {
        match self.catalog.service(id)? {
            Some(service) if service.active => Ok(service),
            _ => Err(DomainError::NotFound(messages::SERVICE_NOT_FOUND.into())),
        }
    }

    /// Staff edit a service; `price_required` for the price-only dialog.
    pub fn update_service(
        &self,
        actor: &Actor,
        id: ServiceId,
        patch: ServicePatch,
        price_required: bool,
    ) -> Result<Service, DomainError> {
        actor.require_admin()?;
        let before = self
            .catalog
            .service(id)?
            .ok_or_else(|| DomainError::NotFound(messages::SERVICE_NOT_FOUND.into()))?;
        let mut errors = FieldErrors::new();
        if price_required && !matches!(patch.price, Some(Some(_))) {
            errors.add("price", messages::PRICE_NOT_POSITIVE);
        }
        let name = errors.check(
            "name",
            valid_name(patch.name.as_deref().unwrap_or(&before.name)),
        );
        let price = match &patch.price {
            None => Some(before.price),
            Some(None) => Some(None),
            Some(Some(input)) => errors.check("price", input.parse()).map(Some),
        };
        let discount_available = patch
            .discount_available
            .unwrap_or(before.discount_available);
        let amount = patch
            .discount_amount
            .unwrap_or(before.discount_percent.map(i64::from));
        let code = patch
            .discount_code
            .unwrap_or_else(|| before.discount_code.clone());
        let (discount_percent, discount_code) = if discount_available {
            let percent = match amount {
                Some(value @ 1..=99) => Some(value as i32),
                _ => {
                    errors.add("discountAmount", messages::DISCOUNT_PERCENT_RANGE);
                    None
                }
            };
            let code = code.map(|c| c.trim().to_owned()).filter(|c| !c.is_empty());
            if code.as_ref().is_some_and(|c| c.chars().count() > 50) {
                errors.add("discountCode", messages::DISCOUNT_CODE_TOO_LONG);
            }
            (percent, code)
        } else {
            (None, None)
        };
        let (Some(name), Some(price)) = (name, price) else {
            return Err(DomainError::Validation(errors));
        };
        errors.into_result()?;

        let change = ServiceChange {
            name,
            price,
            discount_available,
            discount_percent,
            discount_code,
            active: patch.active.unwrap_or(before.active),
        };
        let audit = audit(
            actor,
            "service.update",
            "service",
            id.0,
            service_snapshot(&before),
            |after| {
                after["name"] = json!(change.name);
                after["price"] = json!(change.price.map(Price::centavos));
                after["discountAvailable"] = json!(change.discount_available);
                after["discountAmount"] = json!(change.discount_percent);
                after["discountCode"] = json!(change.discount_code);
                after["active"] = json!(change.active);
            },
        );
        self.catalog
            .update_service(id, &change, &audit)
            .map_err(|e| not_found_as(e, messages::SERVICE_NOT_FOUND))
    }

    /// Staff edit a course; `price_required` for the price-only dialog.
    pub fn update_course(
        &self,
        actor: &Actor,
        id: CourseId,
        patch: CoursePatch,
        price_required: bool,
    ) -> Result<Course, DomainError> {
        actor.require_admin()?;
        let before = self
            .catalog
            .course(id)?
            .ok_or_else(|| DomainError::NotFound(messages::COURSE_NOT_FOUND.into()))?;
        let mut errors = FieldErrors::new();
        if price_required && patch.price.is_none() {
            errors.add("price", messages::PRICE_NOT_POSITIVE);
        }
        let name = errors.check(
            "name",
            valid_name(patch.name.as_deref().unwrap_or(&before.name)),
        );
        let price = match &patch.price {
            None => Some(before.price),
            Some(input) => errors.check("price", input.parse()),
        };
        // An empty, zero or negative promotional price means none.
        let discount_price = match &patch.discount_price {
            None => before.discount_price,
            Some(None) | Some(Some(PriceInput::Centavos(..=0))) => None,
            Some(Some(PriceInput::Text(text))) if text.trim().is_empty() => None,
            Some(Some(input)) => errors.check("discountPrice", input.parse()),
        };
        if let (Some(price), Some(discount)) = (price, discount_price) {
            if discount >= price {
                errors.add("discountPrice", messages::DISCOUNT_PRICE_NOT_BELOW);
            }
        }
        let (Some(name), Some(price)) = (name, price) else {
            return Err(DomainError::Validation(errors));
        };
        errors.into_result()?;

        let change = CourseChange {
            name,
            price,
            discount_price,
            active: patch.active.unwrap_or(before.active),
        };
        let audit = audit(
            actor,
            "course.update",
            "course",
            id.0,
            course_snapshot(&before),
            |after| {
                after["name"] = json!(change.name);
                after["price"] = json!(change.price.centavos());
                after["discountPrice"] = json!(change.discount_price.map(Price::centavos));
                after["active"] = json!(change.active);
            },
        );
        self.catalog
            .update_course(id, &change, &audit)
            .map_err(|e| not_found_as(e, messages::COURSE_NOT_FOUND))
    }

    /// Loads the services and courses the portal starts with; safe to run again.
    pub fn seed(&self) -> Result<usize, DomainError> {
        Ok(self.catalog.seed(&seed::services(), &seed::courses())?)
    }
}

fn valid_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    if name.chars().count() < 3 {
        return Err(messages::NAME_TOO_SHORT.into());
    }
    Ok(name.to_owned())
}

fn not_found_as(error: RepositoryError, message: &str) -> DomainError {
    match error {
        RepositoryError::NotFound => DomainError::NotFound(message.into()),
        RepositoryError::Duplicate(Conflict::ServiceNameTaken | Conflict::CourseNameTaken) => {
            DomainError::conflict_on("name", messages::NAME_TAKEN)
        }
        other => DomainError::Repository(other),
    }
}

fn service_snapshot(service: &Service) -> Value {
    json!({
        "name": service.name,
        "price": service.price.map(Price::centavos),
        "discountAvailable": service.discount_available,
        "discountAmount": service.discount_percent,
        "discountCode": service.discount_code,
        "active": service.active,
    })
}

fn course_snapshot(course: &Course) -> Value {
    json!({
        "name": course.name,
        "price": course.price.centavos(),
        "discountPrice": course.discount_price.map(Price::centavos),
        "active": course.active,
    })
}

fn audit(
    actor: &Actor,
    action: &'static str,
    entity: &'static str,
    id: i64,
    before: Value,
    change: impl FnOnce(&mut Value),
) -> AuditEntry {
    let mut after = before.clone();
    change(&mut after);
    AuditEntry {
        actor: actor.user_id,
        action,
        entity,
        entity_id: id.to_string(),
        before: Some(before),
        after: Some(after),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::testing::InMemoryCatalog;
    use crate::users::{Role, UserId};

    const ADMIN: Actor = Actor {
        user_id: UserId(1),
        role: Role::Admin,
    };
    const CLIENT: Actor = Actor {
        user_id: UserId(2),
        role: Role::User,
    };

    fn seeded() -> (CatalogService, Arc<InMemoryCatalog>) {
        let catalog = Arc::new(InMemoryCatalog::default());
        let service = CatalogService::new(catalog.clone());
        assert_eq!(service.seed().unwrap(), 11);
        assert_eq!(service.seed().unwrap(), 0, "seeding again adds nothing");
        (service, catalog)
    }

    fn field_error(result: Result<impl std::fmt::Debug, DomainError>, field: &str) -> String {
        match result {
            Err(DomainError::Validation(errors)) => {
                errors.get(field).unwrap_or_default().to_owned()
            }
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn a_price_typed_in_brazilian_format_is_stored_in_centavos_and_audited() {
        let (catalog, store) = seeded();
        let patch = ServicePatch {
            price: Some(Some(PriceInput::Text("1.080,00".into()))),
            ..Default::default()
        };
        let updated = catalog
            .update_service(&ADMIN, ServiceId(1), patch, true)
            .unwrap();
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
        let patch = ServicePatch {
            name: Some(taken),
            ..Default::default()
        };
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
        let patch = ServicePatch {
            price: Some(Some(PriceInput::Centavos(100))),
            ..Default::default()
        };
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
        let zero = ServicePatch {
            price: Some(Some(PriceInput::Centavos(0))),
            ..Default::default()
        };
        assert_eq!(
            field_error(edit(zero, false), "price"),
            messages::PRICE_NOT_POSITIVE
        );
        let text = ServicePatch {
            price: Some(Some(PriceInput::Text("abc".into()))),
            ..Default::default()
        };
        assert_eq!(field_error(edit(text, false), "price"), PRICE_INVALID);
        let short = ServicePatch {
            name: Some(" ab ".into()),
            ..Default::default()
        };
        assert_eq!(
            field_error(edit(short, false), "name"),
            messages::NAME_TOO_SHORT
        );
        let no_percent = ServicePatch {
            discount_available: Some(true),
            ..Default::default()
        };
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
        assert!(catalog
            .list_services(&CLIENT, true)
            .unwrap()
            .iter()
            .all(|s| s.id != ServiceId(1)));
        assert!(catalog
            .list_services(&ADMIN, true)
            .unwrap()
            .iter()
            .any(|s| s.id == ServiceId(1)));

        let off = ServicePatch {
            discount_available: Some(false),
            ..Default::default()
        };
        let updated = edit(off, false).unwrap();
        assert_eq!(
            (updated.discount_percent, updated.discount_code),
            (None, None),
            "no discount, no leftovers"
        );
        let on_request = ServicePatch {
            price: Some(None),
            ..Default::default()
        };
        assert_eq!(
            edit(on_request, false).unwrap().price,
            None,
            "'SOB CONSULTA'"
        );
    }

    #[test]
    fn a_promotional_price_stays_below_the_regular_one() {
        let (catalog, _) = seeded();
        let edit = |patch: CoursePatch| catalog.update_course(&ADMIN, CourseId(1), patch, false);
        let below_promo = CoursePatch {
            price: Some(PriceInput::Centavos(300_000)),
            ..Default::default()
        };
        assert_eq!(
            field_error(edit(below_promo), "discountPrice"),
            messages::DISCOUNT_PRICE_NOT_BELOW
        );
        let equal = CoursePatch {
            price: Some(PriceInput::Text("1.500,00".into())),
            discount_price: Some(Some(PriceInput::Text("1.500,00".into()))),
            ..Default::default()
        };
        assert_eq!(
            field_error(edit(equal), "discountPrice"),
            messages::DISCOUNT_PRICE_NOT_BELOW
        );
        let zero_promo = CoursePatch {
            price: Some(PriceInput::Centavos(150_000)),
            discount_price: Some(Some(PriceInput::Centavos(0))),
            ..Default::default()
        };
        assert_eq!(
            edit(zero_promo).unwrap().discount_price,
            None,
            "zero means no promotion"
        );
        let promo = CoursePatch {
            discount_price: Some(Some(PriceInput::Centavos(120_000))),
            ..Default::default()
        };
        let updated = edit(promo).unwrap();
        assert_eq!(updated.discount_percent(), Some(20));
    }
}

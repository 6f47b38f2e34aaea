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
    pub discount_code: Option<Option<String>>,
}

#[derive(Clone, derive_new::new)]
pub struct CatalogService {
    catalog: Arc<dyn CatalogRepository>,
}

impl CatalogService {
    /// Active services for everyone; staff may ask for the inactive ones too.
    pub fn list_services(
        &self,
        actor: &Actor,
        include_inactive: bool,
    ) -> Result<Vec<Service>, DomainError> {
        Ok(self.catalog.services(include_inactive && actor.is_admin())?)
    }

    pub fn list_courses(
        &self,
        actor: &Actor,
        include_inactive: bool,
    ) -> Result<Vec<Course>, DomainError> {
        Ok(self.catalog.courses(include_inactive && actor.is_admin())?)
    }

    /// A course by id, whether active or not, for other features (the discount approval).
    pub fn course(&self, id: CourseId) -> Result<Course, DomainError> {
        found(self.catalog.course(id)?, messages::COURSE_NOT_FOUND)
    }

    /// A service a client may book (active), for other features.
    pub fn bookable_service(&self, id: ServiceId) -> Result<Service, DomainError> {
        let active = self.catalog.service(id)?.filter(|service| service.active);
        found(active, messages::SERVICE_NOT_FOUND)
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
        let before = found(self.catalog.service(id)?, messages::SERVICE_NOT_FOUND)?;
        let mut errors = FieldErrors::new();
        if price_required && !matches!(patch.price, Some(Some(_))) {
            errors.add("price", messages::PRICE_NOT_POSITIVE);
        }
        let name = edited_name(&mut errors, patch.name.as_deref(), &before.name);
        let price = match &patch.price {
            None => Some(before.price),
            Some(None) => Some(None),
            Some(Some(input)) => errors.check("price", input.parse()).map(Some),
        };
        let discount_available = patch.discount_available.unwrap_or(before.discount_available);
        let amount = patch.discount_amount.unwrap_or(before.discount_percent.map(i64::from));
        let code = patch.discount_code.unwrap_or_else(|| before.discount_code.clone());
        let (discount_percent, discount_code) = if discount_available {
            let percent = match amount {
                Some(value @ 1..=99) => Some(value as i32),
                _ => {
                    errors.add("discountAmount", messages::DISCOUNT_PERCENT_RANGE);
                    None
                }
            };
            (percent, checked_code(&mut errors, code))
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
        let audit = AuditEntry::change(
            actor,
            "service.update",
            "service",
            id.0.to_string(),
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
        let before = found(self.catalog.course(id)?, messages::COURSE_NOT_FOUND)?;
        let mut errors = FieldErrors::new();
        if price_required && patch.price.is_none() {
            errors.add("price", messages::PRICE_NOT_POSITIVE);
        }
        let name = edited_name(&mut errors, patch.name.as_deref(), &before.name);
        let (price, discount_price) = checked_prices(
            &mut errors,
            (patch.price.as_ref(), before.price),
            (patch.discount_price.as_ref().map(Option::as_ref), before.discount_price),
        );
        let code = patch.discount_code.unwrap_or_else(|| before.discount_code.clone());
        let discount_code = checked_code(&mut errors, code);
        let (Some(name), Some(price)) = (name, price) else {
            return Err(DomainError::Validation(errors));
        };
        errors.into_result()?;

        let change = CourseChange {
            name,
            price,
            discount_price,
            active: patch.active.unwrap_or(before.active),
            discount_code,
        };
        let audit = AuditEntry::change(
            actor,
            "course.update",
            "course",
            id.0.to_string(),
            course_snapshot(&before),
            |after| {
                after["name"] = json!(change.name);
                after["price"] = json!(change.price.centavos());
                after["discountPrice"] = json!(change.discount_price.map(Price::centavos));
                after["active"] = json!(change.active);
                after["discountCode"] = json!(change.discount_code);
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

/// A regular price and an optional promotional one below it, each edited or kept (`None`): the
/// regular one above zero; an empty, zero or negative promotional price means none.
pub(super) fn checked_prices(
    errors: &mut FieldErrors,
    (price, before_price): (Option<&PriceInput>, Price),
    (discount, before_discount): (Option<Option<&PriceInput>>, Option<Price>),
) -> (Option<Price>, Option<Price>) {
    let price = match price {
        None => Some(before_price),
        Some(input) => errors.check("price", input.parse()),
    };
    let discount_price = match discount {
        None => before_discount,
        Some(None) | Some(Some(PriceInput::Centavos(..=0))) => None,
        Some(Some(PriceInput::Text(text))) if text.trim().is_empty() => None,
        Some(Some(input)) => errors.check("discountPrice", input.parse()),
    };
    if let (Some(price), Some(discount)) = (price, discount_price) {
        if discount >= price {
            errors.add("discountPrice", messages::DISCOUNT_PRICE_NOT_BELOW);
        }
    }
    (price, discount_price)
}

/// A discount code as stored: trimmed, none when blank, 50 characters at most.
fn checked_code(errors: &mut FieldErrors, code: Option<String>) -> Option<String> {
    let code = code.map(|c| c.trim().to_owned()).filter(|c| !c.is_empty());
    if code.as_ref().is_some_and(|c| c.chars().count() > 50) {
        errors.add("discountCode", messages::DISCOUNT_CODE_TOO_LONG);
    }
    code
}

/// The stored item, or not found as `message`.
pub(super) fn found<T>(item: Option<T>, message: &str) -> Result<T, DomainError> {
    item.ok_or_else(|| DomainError::NotFound(message.into()))
}

/// The name after the edit (the stored one when none was sent), if valid.
fn edited_name(errors: &mut FieldErrors, edited: Option<&str>, before: &str) -> Option<String> {
    errors.check("name", valid_name(edited.unwrap_or(before)))
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
        "discountCode": course.discount_code,
    })
}

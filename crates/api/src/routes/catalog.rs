//! `/api/services` and `/api/courses`: the catalogue, and staff's edits of it.

use actix_web::{get, patch, web, HttpResponse};
use domain::catalog::{
    discount_percent, Course, CourseId, CoursePatch, Offer, OfferId, Price, PriceInput, Service,
    ServiceId, ServicePatch,
};
use domain::Actor;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{json, Value};
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::whole_number;
use crate::caller::Caller;
use crate::error::{ApiError, ReadErrors, WriteErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list_services)
        .service(update_service)
        .service(set_service_price)
        .service(list_courses)
        .service(update_course)
        .service(set_course_price)
        .service(list_offers)
        .service(set_offer_prices);
}

/// A service as clients see it; staff also see the discount and the active flag.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ServiceView {
    id: i64,
    name: String,
    description: String,
    /// Minutes.
    duration: i32,
    country: String,
    /// Centavos; null for 'SOB CONSULTA'.
    #[schema(required = true)]
    price: Option<i64>,
    /// Staff only, like the three below.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    discount_available: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    discount_amount: Option<Option<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    discount_code: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    active: Option<bool>,
}

impl ServiceView {
    fn new(service: Service, actor: &Actor) -> Self {
        let staff = actor.is_admin();
        Self {
            discount_available: staff.then_some(service.discount_available),
            discount_amount: staff.then_some(service.discount_percent),
            discount_code: staff.then(|| service.discount_code.clone()),
            active: staff.then_some(service.active),
            id: service.id.0,
            name: service.name,
            description: service.description,
            duration: service.duration_minutes,
            country: service.country,
            price: service.price.map(Price::centavos),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CourseView {
    id: i64,
    name: String,
    description: String,
    /// Hours.
    duration: i32,
    price: i64,
    #[schema(required = true)]
    discount_price: Option<i64>,
    #[schema(required = true)]
    discount_percent: Option<i64>,
    active: bool,
    /// Staff only: the code sent when a discount request is approved.
    #[serde(skip_serializing_if = "Option::is_none")]
    discount_code: Option<Option<String>>,
}

impl CourseView {
    fn new(course: Course, actor: &Actor) -> Self {
        Self {
            discount_code: actor.is_admin().then(|| course.discount_code.clone()),
            discount_percent: course.discount_percent(),
            id: course.id.0,
            name: course.name,
            description: course.description,
            duration: course.duration_hours,
            price: course.price.centavos(),
            discount_price: course.discount_price.map(Price::centavos),
            active: course.active,
        }
    }
}

#[derive(Deserialize, IntoParams)]
pub(crate) struct ListQuery {
    #[serde(default)]
    all: bool,
}

#[utoipa::path(tag = "catalogue", params(ListQuery),
    responses((status = 200, description = "Services", body = Vec<ServiceView>), ReadErrors))]
#[get("/services")]
async fn list_services(
    caller: Caller,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let all = query.all;
    let services = caller.run(move |app, actor| app.catalog.list_services(actor, all)).await?;
    let views: Vec<_> = services.into_iter().map(|s| ServiceView::new(s, &caller.actor)).collect();
    Ok(HttpResponse::Ok().json(views))
}

#[utoipa::path(tag = "catalogue", params(ListQuery),
    responses((status = 200, description = "Courses", body = Vec<CourseView>), ReadErrors))]
#[get("/courses")]
async fn list_courses(
    caller: Caller,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let all = query.all;
    let courses = caller.run(move |app, actor| app.catalog.list_courses(actor, all)).await?;
    let views: Vec<_> = courses.into_iter().map(|c| CourseView::new(c, &caller.actor)).collect();
    Ok(HttpResponse::Ok().json(views))
}

/// Tells a field sent as `null` (Some(Null)) from one left out (None).
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(deserializer).map(Some)
}

/// The price fields' schema in the OpenAPI document: what `price_input` takes.
fn price_schema() -> Schema {
    Schema::OneOf(
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::Integer))
            .item(ObjectBuilder::new().schema_type(Type::String))
            .item(ObjectBuilder::new().schema_type(Type::Null))
            .description(Some(
                "Centavos as a number, or the price as typed ('1.080,00', 'R$ 980,00'); null for none.",
            ))
            .examples([json!("1.080,00")])
            .build(),
    )
}

/// A discount code as sent: text, or none for null (or anything else).
fn code_text(value: Value) -> Option<String> {
    value.as_str().map(str::to_owned)
}

/// A price as sent: centavos as a number, or text as typed ('1.080,00'); null clears it.
fn price_input(value: Value) -> Option<PriceInput> {
    match value {
        Value::Null => None,
        Value::Number(n) => {
            Some(n.as_i64().map_or_else(|| PriceInput::Text(n.to_string()), PriceInput::Centavos))
        }
        Value::String(text) => Some(PriceInput::Text(text)),
        other => Some(PriceInput::Text(other.to_string())),
    }
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct ServiceBody {
    name: Option<String>,
    #[serde(deserialize_with = "present")]
    #[schema(schema_with = price_schema)]
    price: Option<Value>,
    discount_available: Option<bool>,
    #[serde(deserialize_with = "present")]
    #[schema(value_type = Option<i32>)]
    discount_amount: Option<Value>,
    #[serde(deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    discount_code: Option<Value>,
    active: Option<bool>,
}

impl ServiceBody {
    fn into_patch(self) -> ServicePatch {
        ServicePatch {
            name: self.name,
            price: self.price.map(price_input),
            discount_available: self.discount_available,
            // Text that is not a whole number counts as no percentage, as in the admin form.
            discount_amount: self.discount_amount.map(whole_number),
            discount_code: self.discount_code.map(code_text),
            active: self.active,
        }
    }
}

#[utoipa::path(tag = "catalogue", request_body = ServiceBody, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved", body = ServiceView), WriteErrors))]
#[patch("/services/{id}")]
async fn update_service(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<ServiceBody>,
) -> Result<HttpResponse, ApiError> {
    let patch = body.into_inner().into_patch();
    save_service(caller, ServiceId(id.into_inner()), patch, false).await
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
pub(crate) struct PriceBody {
    #[serde(deserialize_with = "present")]
    #[schema(schema_with = price_schema)]
    price: Option<Value>,
}

impl PriceBody {
    fn service_patch(self) -> ServicePatch {
        ServicePatch { price: self.price.map(price_input), ..ServicePatch::default() }
    }

    fn course_patch(self) -> CoursePatch {
        CoursePatch { price: self.price.and_then(price_input), ..CoursePatch::default() }
    }
}

/// The price-only dialog of the appointments page.
#[utoipa::path(tag = "catalogue", request_body = PriceBody, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved", body = ServiceView), WriteErrors))]
#[patch("/admin/services/{id}")]
async fn set_service_price(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<PriceBody>,
) -> Result<HttpResponse, ApiError> {
    let patch = body.into_inner().service_patch();
    save_service(caller, ServiceId(id.into_inner()), patch, true).await
}

async fn save_service(
    caller: Caller,
    id: ServiceId,
    patch: ServicePatch,
    price_required: bool,
) -> Result<HttpResponse, ApiError> {
    let service = caller
        .run(move |app, actor| app.catalog.update_service(actor, id, patch, price_required))
        .await?;
    Ok(HttpResponse::Ok().json(ServiceView::new(service, &caller.actor)))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct CourseBody {
    name: Option<String>,
    #[serde(deserialize_with = "present")]
    #[schema(schema_with = price_schema)]
    price: Option<Value>,
    #[serde(deserialize_with = "present")]
    #[schema(schema_with = price_schema)]
    discount_price: Option<Value>,
    active: Option<bool>,
    /// The course's discount code; null or blank removes it.
    #[serde(deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    discount_code: Option<Value>,
}

impl CourseBody {
    fn into_patch(self) -> CoursePatch {
        CoursePatch {
            name: self.name,
            price: self.price.and_then(price_input),
            discount_price: self.discount_price.map(price_input),
            active: self.active,
            discount_code: self.discount_code.map(code_text),
        }
    }
}

#[utoipa::path(tag = "catalogue", request_body = CourseBody, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved", body = CourseView), WriteErrors))]
#[patch("/courses/{id}")]
async fn update_course(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<CourseBody>,
) -> Result<HttpResponse, ApiError> {
    let patch = body.into_inner().into_patch();
    save_course(caller, CourseId(id.into_inner()), patch, false).await
}

#[utoipa::path(tag = "catalogue", request_body = PriceBody, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved", body = CourseView), WriteErrors))]
#[patch("/admin/courses/{id}")]
async fn set_course_price(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<PriceBody>,
) -> Result<HttpResponse, ApiError> {
    let patch = body.into_inner().course_patch();
    save_course(caller, CourseId(id.into_inner()), patch, true).await
}

async fn save_course(
    caller: Caller,
    id: CourseId,
    patch: CoursePatch,
    price_required: bool,
) -> Result<HttpResponse, ApiError> {
    let course = caller
        .run(move |app, actor| app.catalog.update_course(actor, id, patch, price_required))
        .await?;
    Ok(HttpResponse::Ok().json(CourseView::new(course, &caller.actor)))
}

/// An Italian citizenship service with its stored prices.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OfferView {
    id: i64,
    /// contra-decreto, em-andamento or menores-urgente (the page's `?type=`).
    slug: String,
    name: String,
    /// Centavos.
    price: i64,
    #[schema(required = true)]
    discount_price: Option<i64>,
    #[schema(required = true)]
    discount_percent: Option<i64>,
}

impl From<Offer> for OfferView {
    fn from(offer: Offer) -> Self {
        Self {
            discount_percent: discount_percent(offer.price, offer.discount_price),
            id: offer.id.0,
            slug: offer.slug,
            name: offer.name,
            price: offer.price.centavos(),
            discount_price: offer.discount_price.map(Price::centavos),
        }
    }
}

#[utoipa::path(tag = "catalogue",
    responses((status = 200, description = "The three Italian citizenship services, in the page's order", body = Vec<OfferView>), ReadErrors))]
#[get("/citizenship-offers")]
async fn list_offers(caller: Caller) -> Result<HttpResponse, ApiError> {
    let offers = caller.run(move |app, _| app.offers.list()).await?;
    Ok(HttpResponse::Ok().json(offers.into_iter().map(OfferView::from).collect::<Vec<_>>()))
}

/// 'Editar Preço' of a citizenship service: the price, and the discounted price (null or empty
/// for none).
#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub(crate) struct OfferPricesBody {
    #[schema(schema_with = price_schema)]
    price: Value,
    #[schema(schema_with = price_schema)]
    discount_price: Value,
}

#[utoipa::path(tag = "catalogue", request_body = OfferPricesBody, params(("id" = i64, Path)),
    responses((status = 200, description = "Saved (admins)", body = OfferView), WriteErrors))]
#[patch("/admin/citizenship-offers/{id}")]
async fn set_offer_prices(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<OfferPricesBody>,
) -> Result<HttpResponse, ApiError> {
    let id = OfferId(id.into_inner());
    let body = body.into_inner();
    let (price, discount) = (price_input(body.price), price_input(body.discount_price));
    let offer =
        caller.run(move |app, actor| app.offers.set_prices(actor, id, price, discount)).await?;
    Ok(HttpResponse::Ok().json(OfferView::from(offer)))
}

//! `/api/cases`: process tracking. Staff open and run cases; a client reads their own.

use actix_web::{delete, get, post, put, web, HttpResponse};
use domain::cases::{
    Case, CaseDetail, CaseForm, CaseId, CaseQuery, CaseUpdate, ChecklistItem, ItemForm, ReviewForm,
    UpdateForm,
};
use domain::paging::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors, WriteErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list)
        .service(open)
        .service(detail)
        .service(change)
        .service(post_update)
        .service(add_item)
        .service(remove_item)
        .service(review_item);
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ListQuery {
    /// A status code or its Portuguese name.
    status: Option<String>,
    /// A case type code.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    case_type: Option<String>,
    /// Staff: part of the client's name, e-mail or user name, or of the protocol.
    q: Option<String>,
    /// Only cases waiting on the client ('aguardando cliente').
    awaiting_client: Option<bool>,
    page: Option<u32>,
    page_size: Option<u32>,
}

#[utoipa::path(operation_id = "list_cases", tag = "cases", params(ListQuery),
    responses((status = 200, description = "A page of cases, most recently changed first", body = CasePage), ReadErrors))]
#[get("/cases")]
async fn list(caller: Caller, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let q = query.into_inner();
    let query = CaseQuery {
        status: q.status,
        case_type: q.case_type,
        search: q.q,
        awaiting_client: q.awaiting_client.unwrap_or(false),
        page: PageRequest::new(q.page, q.page_size),
    };
    let found = caller.run(move |app, actor| app.cases.list(actor, &query)).await?;
    Ok(HttpResponse::Ok().json(found))
}

#[utoipa::path(operation_id = "open_case", tag = "cases", request_body = CaseForm,
    responses((status = 201, description = "Opened", body = Case), WriteErrors))]
#[post("/cases")]
async fn open(caller: Caller, form: web::Json<CaseForm>) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let case = caller.run(move |app, actor| app.cases.open(actor, &form)).await?;
    Ok(HttpResponse::Created().json(case))
}

#[utoipa::path(operation_id = "case_detail", tag = "cases", params(("id" = i64, Path)),
    responses((status = 200, description = "The case and its history, newest first", body = CaseDetail), ReadErrors))]
#[get("/cases/{id}")]
async fn detail(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = CaseId(id.into_inner());
    let detail = caller.run(move |app, actor| app.cases.detail(actor, id)).await?;
    Ok(HttpResponse::Ok().json(detail))
}

#[utoipa::path(operation_id = "change_case", tag = "cases", params(("id" = i64, Path)), request_body = CaseForm,
    responses((status = 200, description = "Changed", body = Case), WriteErrors))]
#[put("/cases/{id}")]
async fn change(
    caller: Caller,
    id: web::Path<i64>,
    form: web::Json<CaseForm>,
) -> Result<HttpResponse, ApiError> {
    let (id, form) = (CaseId(id.into_inner()), form.into_inner());
    let case = caller.run(move |app, actor| app.cases.change(actor, id, &form)).await?;
    Ok(HttpResponse::Ok().json(case))
}

#[utoipa::path(operation_id = "post_case_update", tag = "cases", params(("id" = i64, Path)), request_body = UpdateForm,
    responses((status = 201, description = "Posted; the client is told by e-mail", body = CaseUpdate), WriteErrors))]
#[post("/cases/{id}/updates")]
async fn post_update(
    caller: Caller,
    id: web::Path<i64>,
    form: web::Json<UpdateForm>,
) -> Result<HttpResponse, ApiError> {
    let (id, form) = (CaseId(id.into_inner()), form.into_inner());
    let update = caller.run(move |app, actor| app.cases.post_update(actor, id, &form)).await?;
    Ok(HttpResponse::Created().json(update))
}

#[utoipa::path(operation_id = "add_checklist_item", tag = "cases", params(("id" = i64, Path)), request_body = ItemForm,
    responses((status = 201, description = "Added to the case's checklist", body = ChecklistItem), WriteErrors))]
#[post("/cases/{id}/checklist")]
async fn add_item(
    caller: Caller,
    id: web::Path<i64>,
    form: web::Json<ItemForm>,
) -> Result<HttpResponse, ApiError> {
    let (id, form) = (CaseId(id.into_inner()), form.into_inner());
    let item = caller.run(move |app, actor| app.cases.add_item(actor, id, &form)).await?;
    Ok(HttpResponse::Created().json(item))
}

#[utoipa::path(operation_id = "remove_checklist_item", tag = "cases",
    params(("id" = i64, Path), ("item" = i64, Path)),
    responses((status = 204, description = "Off the checklist; the documents sent for it stay in the client's documents"), ChangeErrors))]
#[delete("/cases/{id}/checklist/{item}")]
async fn remove_item(
    caller: Caller,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, item) = path.into_inner();
    caller.run(move |app, actor| app.cases.remove_item(actor, CaseId(id), item)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(operation_id = "review_checklist_item", tag = "cases",
    params(("id" = i64, Path), ("item" = i64, Path)), request_body = ReviewForm,
    responses((status = 200, description = "Approved or rejected (with the reason the client reads)", body = ChecklistItem), WriteErrors))]
#[put("/cases/{id}/checklist/{item}/review")]
async fn review_item(
    caller: Caller,
    path: web::Path<(i64, i64)>,
    form: web::Json<ReviewForm>,
) -> Result<HttpResponse, ApiError> {
    let ((id, item), form) = (path.into_inner(), form.into_inner());
    let reviewed =
        caller.run(move |app, actor| app.cases.review_item(actor, CaseId(id), item, &form)).await?;
    Ok(HttpResponse::Ok().json(reviewed))
}

/// A page of the list, for the OpenAPI document (the handler serialises `domain::paging::Page`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CasePage {
    items: Vec<Case>,
    total: i64,
    page: u32,
    page_size: u32,
}

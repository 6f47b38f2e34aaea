//! `/api/requests`: service requests (the selling pages' forms) and the staff inbox.

use actix_web::{get, patch, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use domain::cases::Case;
use domain::requests::{
    suggested_case, CaseSuggestion, OpenCaseForm, RequestForm, RequestId, RequestKind,
    RequestQuery, RequestStatus, RequestSummary, ServiceRequest,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors, WriteErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(submit)
        .service(list)
        .service(unread_count)
        .service(detail)
        .service(assign)
        .service(set_status)
        .service(reply)
        .service(approve_discount)
        .service(open_case);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RequestSummaryView {
    id: i64,
    client_id: i64,
    client_name: String,
    kind: RequestKind,
    title: String,
    status: RequestStatus,
    #[schema(required = true)]
    assigned_to: Option<i64>,
    #[schema(required = true)]
    assigned_name: Option<String>,
    /// No one on the staff has opened it yet.
    unread: bool,
    /// Sent from a priority quick-access link ('Prioridade').
    priority: bool,
    #[serde(serialize_with = "domain::json_text::instant")]
    created_at: DateTime<Utc>,
    #[serde(serialize_with = "domain::json_text::instant")]
    updated_at: DateTime<Utc>,
}

impl From<RequestSummary> for RequestSummaryView {
    fn from(s: RequestSummary) -> Self {
        Self {
            id: s.id.0,
            client_id: s.client_id.0,
            client_name: s.client_name,
            kind: s.kind,
            title: s.title,
            status: s.status,
            assigned_to: s.assigned_to.map(|u| u.0),
            assigned_name: s.assigned_name,
            unread: s.unread,
            priority: s.priority,
            created_at: s.created_at,
            updated_at: s.updated_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AttachedDocumentView {
    id: i64,
    name: String,
    size: i64,
}

/// A staff answer to the request, as the client received it in Mensagens.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RequestReplyView {
    /// Who on the staff wrote it; null once their account is gone.
    #[schema(required = true)]
    author_name: Option<String>,
    content: String,
    #[serde(serialize_with = "domain::json_text::instant")]
    sent_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RequestView {
    #[serde(flatten)]
    summary: RequestSummaryView,
    /// The client's account address (confirmations go there).
    client_email: String,
    /// The form as validated and stored.
    form: RequestForm,
    documents: Vec<AttachedDocumentView>,
    /// The case it became, once one is opened from it.
    #[schema(required = true)]
    case_id: Option<i64>,
    /// The case 'Abrir processo' proposes: type from the kind, country and notes.
    suggested_case: CaseSuggestion,
    /// The staff's replies sent from the request, oldest first; for its client, without those
    /// they deleted in Mensagens.
    replies: Vec<RequestReplyView>,
}

impl From<ServiceRequest> for RequestView {
    fn from(r: ServiceRequest) -> Self {
        let suggested_case = suggested_case(&r);
        Self {
            summary: r.summary.into(),
            client_email: r.client_email,
            form: r.form,
            documents: r
                .documents
                .into_iter()
                .map(|d| AttachedDocumentView { id: d.id.0, name: d.name, size: d.size })
                .collect(),
            case_id: r.case_id,
            suggested_case,
            replies: r
                .replies
                .into_iter()
                .map(|answer| RequestReplyView {
                    author_name: answer.author_name,
                    content: answer.content,
                    sent_at: answer.sent_at,
                })
                .collect(),
        }
    }
}

/// A form of any kind (`kind` names it), with the ids of the caller's vault documents to attach.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"kind": "citizenship", "offer": "contra-decreto", "name": "Ana Souza",
    "email": "ana@exemplo.com", "phone": "(11) 98765-4321",
    "message": "Meu pedido foi negado pelo consulado.", "documentIds": [12]}))]
pub(crate) struct SubmitBody {
    #[serde(flatten)]
    form: RequestForm,
    #[serde(default)]
    document_ids: Vec<i64>,
    /// `true` when the page was opened from a priority quick-access link (`priority=true`).
    #[serde(default)]
    priority: Option<bool>,
}

#[utoipa::path(operation_id = "submit_request", tag = "requests", request_body = SubmitBody,
    responses((status = 201, description = "Stored; staff and client mailed", body = RequestView), WriteErrors))]
#[post("/requests")]
async fn submit(caller: Caller, body: web::Json<SubmitBody>) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let stored = caller
        .run(move |app, actor| {
            app.requests.submit_marked(actor, &body.form, &body.document_ids, body.priority)
        })
        .await?;
    Ok(HttpResponse::Created().json(RequestView::from(stored)))
}

#[utoipa::path(operation_id = "list_requests", tag = "requests", params(RequestQuery),
    responses((status = 200, description = "A page of requests, newest first", body = RequestPage), ReadErrors))]
#[get("/requests")]
async fn list(caller: Caller, query: web::Query<RequestQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let found = caller.run(move |app, actor| app.requests.list(actor, &query)).await?;
    Ok(HttpResponse::Ok().json(found.map(RequestSummaryView::from)))
}

#[utoipa::path(operation_id = "requests_unread_count", tag = "requests",
    responses((status = 200, description = "{count}: requests no one on the staff opened", body = serde_json::Value), ReadErrors))]
#[get("/requests/unread-count")]
async fn unread_count(caller: Caller) -> Result<HttpResponse, ApiError> {
    let count = caller.run(move |app, actor| app.requests.unread_count(actor)).await?;
    Ok(HttpResponse::Ok().json(json!({ "count": count })))
}

#[utoipa::path(operation_id = "request_detail", tag = "requests", params(("id" = i64, Path)),
    responses((status = 200, description = "The request; staff opening it mark it read", body = RequestView), ReadErrors))]
#[get("/requests/{id}")]
async fn detail(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = RequestId(id.into_inner());
    let found = caller.run(move |app, actor| app.requests.get(actor, id)).await?;
    Ok(HttpResponse::Ok().json(RequestView::from(found)))
}

#[utoipa::path(tag = "requests", params(("id" = i64, Path)),
    responses((status = 200, description = "Assigned to the caller (staff)", body = RequestView), ChangeErrors))]
#[post("/requests/{id}/assign")]
async fn assign(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = RequestId(id.into_inner());
    let changed = caller.run(move |app, actor| app.requests.assign_to_me(actor, id)).await?;
    Ok(HttpResponse::Ok().json(RequestView::from(changed)))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct StatusBody {
    /// new, in_progress, answered or closed (or their Portuguese labels).
    #[schema(example = "closed")]
    status: String,
}

#[utoipa::path(tag = "requests", params(("id" = i64, Path)), request_body = StatusBody,
    responses((status = 200, description = "Status changed (staff)", body = RequestView), WriteErrors))]
#[patch("/requests/{id}/status")]
async fn set_status(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    let id = RequestId(id.into_inner());
    let status = body.into_inner().status;
    let changed = caller.run(move |app, actor| app.requests.set_status(actor, id, &status)).await?;
    Ok(HttpResponse::Ok().json(RequestView::from(changed)))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct ReplyBody {
    #[schema(example = "Recebemos seus documentos. Falta a certidão de nascimento.")]
    content: String,
}

#[utoipa::path(tag = "requests", params(("id" = i64, Path)), request_body = ReplyBody,
    responses((status = 200, description = "Sent to the client as a message and by e-mail; the request is answered", body = RequestView), WriteErrors))]
#[post("/requests/{id}/reply")]
async fn reply(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<ReplyBody>,
) -> Result<HttpResponse, ApiError> {
    let id = RequestId(id.into_inner());
    let content = body.into_inner().content;
    let answered = caller.run(move |app, actor| app.requests.reply(actor, id, &content)).await?;
    Ok(HttpResponse::Ok().json(RequestView::from(answered)))
}

#[utoipa::path(tag = "requests", params(("id" = i64, Path)),
    responses((status = 200, description = "'Aprovar desconto' (staff): the course's discount code goes to the client as a message and by e-mail; the request is answered. 409 for another kind, a closed request, no course or a course without a code", body = RequestView), ChangeErrors))]
#[post("/requests/{id}/approve-discount")]
async fn approve_discount(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = RequestId(id.into_inner());
    let approved = caller
        .run(move |app, actor| app.requests.approve_discount(actor, &app.catalog, id))
        .await?;
    Ok(HttpResponse::Ok().json(RequestView::from(approved)))
}

#[utoipa::path(operation_id = "open_case_from_request", tag = "requests", params(("id" = i64, Path)), request_body = OpenCaseForm,
    responses((status = 201, description = "'Abrir processo' (staff): the client's case, with the request's documents; 409 when the request already has one", body = Case), WriteErrors))]
#[post("/requests/{id}/case")]
async fn open_case(
    caller: Caller,
    id: web::Path<i64>,
    body: web::Json<OpenCaseForm>,
) -> Result<HttpResponse, ApiError> {
    let id = RequestId(id.into_inner());
    let form = body.into_inner();
    let (_, case) =
        caller.run(move |app, actor| app.requests.open_case(actor, &app.cases, id, &form)).await?;
    Ok(HttpResponse::Created().json(case))
}

/// A page of the list, for the OpenAPI document (the handler serialises `domain::paging::Page`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RequestPage {
    items: Vec<RequestSummaryView>,
    total: i64,
    page: u32,
    page_size: u32,
}

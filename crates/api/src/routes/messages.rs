//! `/api/messages`: the inbox and sent box, writing, reading and hiding messages.

use actix_web::{delete, get, patch, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use domain::messages::{Contact, Mailbox, Message, MessageId};
use domain::paging::PageRequest;
use domain::users::Role;
use domain::{DomainError, FieldErrors};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::whole_number;
use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors, WriteErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(mailbox)
        .service(send)
        .service(contacts)
        .service(unread_count)
        .service(mark_read)
        .service(delete);
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct MessageView {
    id: i64,
    #[schema(required = true)]
    sender_id: Option<i64>,
    /// Null when the sender's account was deleted.
    #[schema(required = true)]
    sender_name: Option<String>,
    #[schema(required = true)]
    receiver_id: Option<i64>,
    #[schema(required = true)]
    receiver_name: Option<String>,
    content: String,
    is_read: bool,
    #[serde(serialize_with = "domain::json_text::instant")]
    sent_at: DateTime<Utc>,
}

impl From<Message> for MessageView {
    fn from(m: Message) -> Self {
        Self {
            id: m.id.0,
            sender_id: m.sender_id.map(|u| u.0),
            sender_name: m.sender_name,
            receiver_id: m.receiver_id.map(|u| u.0),
            receiver_name: m.receiver_name,
            content: m.content,
            is_read: m.is_read,
            sent_at: m.sent_at,
        }
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct MailboxQuery {
    #[serde(rename = "box")]
    mailbox: Option<String>,
    page: Option<u32>,
    page_size: Option<u32>,
}

const BOX_INVALID: &str = "Caixa inválida: use 'inbox' ou 'sent'.";

#[utoipa::path(tag = "messages", params(MailboxQuery),
    responses((status = 200, description = "A page of messages", body = MessagePage), ReadErrors))]
#[get("/messages")]
async fn mailbox(
    caller: Caller,
    query: web::Query<MailboxQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let mailbox = match query.mailbox.as_deref().unwrap_or("inbox") {
        "inbox" => Mailbox::Inbox,
        "sent" => Mailbox::Sent,
        _ => return Err(DomainError::Validation(FieldErrors::single("box", BOX_INVALID)).into()),
    };
    let page = PageRequest::new(query.page, query.page_size);
    let found = caller.run(move |app, actor| app.messages.mailbox(actor, mailbox, page)).await?;
    Ok(HttpResponse::Ok().json(found.map(MessageView::from)))
}

/// Any `senderId` in the body is ignored: the sender is the session's user.
#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[schema(example = json!({"receiverId": 1, "content": "Olá! Posso levar a certidão no dia?"}))]
pub(crate) struct SendBody {
    #[schema(schema_with = receiver_schema)]
    receiver_id: Option<Value>,
    content: String,
}

/// What `send` takes as `receiverId`.
fn receiver_schema() -> Schema {
    Schema::OneOf(
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::Integer))
            .item(ObjectBuilder::new().schema_type(Type::String))
            .description(Some("The receiver's id, as a number or as its digits in text."))
            .build(),
    )
}

#[utoipa::path(tag = "messages", request_body = SendBody,
    responses((status = 201, description = "Sent", body = MessageView), WriteErrors))]
#[post("/messages")]
async fn send(caller: Caller, body: web::Json<SendBody>) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let receiver = body.receiver_id.and_then(whole_number);
    let sent =
        caller.run(move |app, actor| app.messages.send(actor, receiver, &body.content)).await?;
    Ok(HttpResponse::Created().json(MessageView::from(sent)))
}

#[utoipa::path(tag = "messages", params(("id" = i64, Path)),
    responses((status = 204, description = "Marked read"), ChangeErrors))]
#[patch("/messages/{id}/read")]
async fn mark_read(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = MessageId(id.into_inner());
    caller.run(move |app, actor| app.messages.mark_read(actor, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(operation_id = "delete_message", tag = "messages", params(("id" = i64, Path)),
    responses((status = 204, description = "Hidden from the caller"), ChangeErrors))]
#[delete("/messages/{id}")]
async fn delete(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = MessageId(id.into_inner());
    caller.run(move |app, actor| app.messages.delete(actor, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Serialize, ToSchema)]
pub(crate) struct ContactView {
    id: i64,
    name: String,
    role: Role,
}

impl From<Contact> for ContactView {
    fn from(c: Contact) -> Self {
        Self { id: c.id.0, name: c.name, role: c.role }
    }
}

#[utoipa::path(
    tag = "messages",
    responses(
        (status = 200, description = "Whom the caller may write to", body = Vec<ContactView>),
        ReadErrors
    )
)]
#[get("/messages/contacts")]
async fn contacts(caller: Caller) -> Result<HttpResponse, ApiError> {
    let found = caller.run(move |app, actor| app.messages.contacts(actor)).await?;
    Ok(HttpResponse::Ok().json(found.into_iter().map(ContactView::from).collect::<Vec<_>>()))
}

#[utoipa::path(tag = "messages",
    responses((status = 200, description = "{count}", body = serde_json::Value), ReadErrors))]
#[get("/messages/unread-count")]
async fn unread_count(caller: Caller) -> Result<HttpResponse, ApiError> {
    let count = caller.run(move |app, actor| app.messages.unread_count(actor)).await?;
    Ok(HttpResponse::Ok().json(json!({ "count": count })))
}

/// A page of the list, for the OpenAPI document (the handler serialises `domain::paging::Page`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct MessagePage {
    items: Vec<MessageView>,
    total: i64,
    page: u32,
    page_size: u32,
}

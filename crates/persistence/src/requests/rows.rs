//! The rows of requests and the query that reads one whole.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::documents::DocumentId;
use domain::requests::{
    AttachedDocument, RequestForm, RequestId, RequestKind, RequestReply, RequestStatus,
    RequestSummary, ServiceRequest,
};
use domain::users::{shown_name, UserId};

use crate::schema::{documents, messages, request_documents, service_requests, users};

/// A request as the inbox lists it: all but its form, with the names of its client and assignee
/// that each row keeps (migration list_names).
#[derive(Queryable, Selectable)]
#[diesel(table_name = service_requests, check_for_backend(diesel::pg::Pg))]
pub(super) struct SummaryRow {
    id: i64,
    client_id: i64,
    kind: String,
    title: String,
    status: String,
    assigned_to: Option<i64>,
    staff_read_at: Option<DateTime<Utc>>,
    case_id: Option<i64>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    priority: bool,
    client_full_name: String,
    client_username: String,
    assignee_full_name: Option<String>,
    assignee_username: Option<String>,
}

/// A whole request: its summary and its form.
#[derive(Queryable, Selectable)]
#[diesel(table_name = service_requests, check_for_backend(diesel::pg::Pg))]
pub(super) struct RequestRow {
    #[diesel(embed)]
    summary: SummaryRow,
    form: serde_json::Value,
}

pub(super) fn summary_of(row: SummaryRow) -> RequestSummary {
    let assigned_name = match (&row.assignee_full_name, &row.assignee_username) {
        (Some(full_name), Some(username)) => Some(shown_name(full_name, username)),
        _ => None,
    };
    RequestSummary {
        id: RequestId(row.id),
        client_id: UserId(row.client_id),
        client_name: shown_name(&row.client_full_name, &row.client_username),
        // The columns' CHECKs hold the vocabularies.
        kind: RequestKind::parse(&row.kind).unwrap_or(RequestKind::Contact),
        title: row.title,
        status: RequestStatus::parse(&row.status).unwrap_or(RequestStatus::New),
        assigned_to: row.assigned_to.map(UserId),
        assigned_name,
        unread: row.staff_read_at.is_none(),
        priority: row.priority,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

pub(super) fn load_one(conn: &mut PgConnection, id: i64) -> QueryResult<Option<ServiceRequest>> {
    let Some((RequestRow { summary, form }, email)) = service_requests::table
        .inner_join(users::table.on(users::id.eq(service_requests::client_id)))
        .filter(service_requests::id.eq(id))
        .select((RequestRow::as_select(), users::email))
        .first::<(RequestRow, String)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let form: RequestForm = serde_json::from_value(form)
        .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?;
    let case_id = summary.case_id;
    let attached: Vec<(i64, String, i64)> = request_documents::table
        .inner_join(documents::table)
        .filter(request_documents::request_id.eq(id))
        .select((documents::id, documents::original_name, documents::size_bytes))
        .order(documents::id)
        .load(conn)?;
    let replies = replies_to(conn, id)?;
    Ok(Some(ServiceRequest {
        summary: summary_of(summary),
        client_email: email,
        form,
        documents: attached
            .into_iter()
            .map(|(id, name, size)| AttachedDocument { id: DocumentId(id), name, size })
            .collect(),
        case_id,
        replies,
    }))
}

/// The staff's replies to the request (the messages that answered it), oldest first.
fn replies_to(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<RequestReply>> {
    type ReplyRow = (Option<String>, Option<String>, String, DateTime<Utc>, bool);
    let rows: Vec<ReplyRow> = messages::table
        .left_join(users::table.on(messages::sender_id.eq(users::id.nullable())))
        .filter(messages::request_id.eq(id))
        .select((
            users::full_name.nullable(),
            users::username.nullable(),
            messages::content,
            messages::sent_at,
            messages::receiver_deleted,
        ))
        .order((messages::sent_at, messages::id))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(full_name, username, content, sent_at, deleted_by_client)| RequestReply {
            author_name: full_name.zip(username).map(|(f, u)| shown_name(&f, &u)),
            content,
            sent_at,
            deleted_by_client,
        })
        .collect())
}

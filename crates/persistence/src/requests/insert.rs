//! A new request, stored with its documents and its mails once the client is within the limits.

use chrono::Duration;
use diesel::prelude::*;
use domain::notifications::Notification;
use domain::requests::{NewRequest, RequestKind, RequestStatus, ServiceRequest, SubmitLimits};
use domain::users::UserId;
use domain::{Refusal, RepositoryError};

use super::rows::load_one;
use crate::outbox;
use crate::schema::{request_documents, service_requests, users};

/// Stores `new` with its documents and queues its mails in the caller's transaction, as
/// [`RequestRepository::insert`] describes; a refusal is the inner `Err`, before anything is
/// written.
pub(crate) fn insert_in(
    conn: &mut PgConnection,
    new: &NewRequest,
    limits: Option<SubmitLimits>,
    mails: &dyn Fn(&ServiceRequest) -> Vec<Notification>,
) -> QueryResult<Result<ServiceRequest, RepositoryError>> {
    let form = serde_json::to_value(&new.form)
        .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    if let Some(limits) = limits {
        if let Some(refusal) = within_limits(conn, new.client, new.form.kind(), limits)? {
            return Ok(Err(RepositoryError::Refused(refusal)));
        }
    }
    let id: i64 = diesel::insert_into(service_requests::table)
        .values((
            service_requests::client_id.eq(new.client.0),
            service_requests::kind.eq(new.form.kind().as_str()),
            service_requests::title.eq(&new.title),
            service_requests::form.eq(&form),
            service_requests::priority.eq(new.priority),
        ))
        .returning(service_requests::id)
        .get_result(conn)?;
    let attached: Vec<_> = new
        .documents
        .iter()
        .map(|document| {
            (request_documents::request_id.eq(id), request_documents::document_id.eq(document.0))
        })
        .collect();
    diesel::insert_into(request_documents::table).values(&attached).execute(conn)?;
    let stored = load_one(conn, id)?.ok_or(diesel::result::Error::NotFound)?;
    for mail in mails(&stored) {
        outbox::enqueue(conn, &mail)?;
    }
    Ok(Ok(stored))
}

/// Whether the client may send one more request of `kind`; the client's row is locked until the
/// transaction ends, so requests sent at once are counted one after the other.
fn within_limits(
    conn: &mut PgConnection,
    client: UserId,
    kind: RequestKind,
    limits: SubmitLimits,
) -> QueryResult<Option<Refusal>> {
    users::table.find(client.0).select(users::id).for_update().load::<i64>(conn)?;
    let mine = service_requests::table.filter(service_requests::client_id.eq(client.0));
    let open: i64 = mine
        .filter(service_requests::kind.eq(kind.as_str()))
        .filter(service_requests::status.ne(RequestStatus::Closed.as_str()))
        .count()
        .get_result(conn)?;
    if open >= limits.max_open_per_kind {
        return Ok(Some(Refusal::TooManyOpenRequests));
    }
    let recent: i64 = mine
        .filter(service_requests::created_at.gt(limits.now - Duration::hours(1)))
        .count()
        .get_result(conn)?;
    Ok((recent >= limits.max_per_hour).then_some(Refusal::TooManyRequestsPerHour))
}

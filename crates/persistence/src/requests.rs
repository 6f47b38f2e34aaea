//! Service requests, their attached documents, and the staff's replies as messages.

use chrono::{DateTime, Duration, Utc};
use diesel::dsl::sum;
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::cases::{Case, CaseId, NewCaseUpdate};
use domain::documents::DocumentId;
use domain::messages::NewMessage;
use domain::notifications::Notification;
use domain::paging::Page;
use domain::requests::{
    AttachedDocument, CaseFromRequest, NewRequest, RequestChange, RequestFilter, RequestForm,
    RequestId, RequestKind, RequestRepository, RequestStatus, RequestSummary, ServiceRequest,
    SubmitLimits,
};
use domain::users::UserId;
use domain::{Refusal, RepositoryError};

use crate::audit;
use crate::cases;
use crate::changes::Topic;
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{
    documents, messages, request_documents, service_request_counts, service_requests, users,
};

/// A request as the inbox lists it: all but its form.
#[derive(Queryable, Selectable)]
#[diesel(table_name = service_requests, check_for_backend(diesel::pg::Pg))]
struct SummaryRow {
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
}

/// A whole request: its summary and its form.
#[derive(Queryable, Selectable)]
#[diesel(table_name = service_requests, check_for_backend(diesel::pg::Pg))]
struct RequestRow {
    #[diesel(embed)]
    summary: SummaryRow,
    form: serde_json::Value,
}

/// A person's full name and username.
type Names = (String, String);

fn shown((full_name, username): Names) -> String {
    if full_name.trim().is_empty() {
        username
    } else {
        full_name.trim().to_owned()
    }
}

diesel::alias!(users as assignees: Assignees);

/// Requests with their client's names and e-mail and their assignee's names.
macro_rules! with_people {
    ($row:expr) => {
        service_requests::table
            .inner_join(users::table.on(users::id.eq(service_requests::client_id)))
            .left_join(
                assignees
                    .on(service_requests::assigned_to.eq(assignees.field(users::id).nullable())),
            )
            .select((
                $row,
                (users::full_name, users::username),
                users::email,
                assignees.fields((users::full_name, users::username)).nullable(),
            ))
    };
}

type Loaded = (SummaryRow, Names, String, Option<Names>);

fn summary_of(row: &SummaryRow, client: Names, assignee: Option<Names>) -> RequestSummary {
    RequestSummary {
        id: RequestId(row.id),
        client_id: UserId(row.client_id),
        client_name: shown(client),
        // The columns' CHECKs hold the vocabularies.
        kind: RequestKind::parse(&row.kind).unwrap_or(RequestKind::Contact),
        title: row.title.clone(),
        status: RequestStatus::parse(&row.status).unwrap_or(RequestStatus::New),
        assigned_to: row.assigned_to.map(UserId),
        assigned_name: assignee.map(shown),
        unread: row.staff_read_at.is_none(),
        priority: row.priority,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

fn load_one(conn: &mut PgConnection, id: i64) -> QueryResult<Option<ServiceRequest>> {
    let Some((RequestRow { summary: row, form }, client, email, assignee)) =
        with_people!(RequestRow::as_select())
            .filter(service_requests::id.eq(id))
            .first::<(RequestRow, Names, String, Option<Names>)>(conn)
            .optional()?
    else {
        return Ok(None);
    };
    let form: RequestForm = serde_json::from_value(form)
        .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?;
    let attached: Vec<(i64, String, i64)> = request_documents::table
        .inner_join(documents::table)
        .filter(request_documents::request_id.eq(id))
        .select((documents::id, documents::original_name, documents::size_bytes))
        .order(documents::id)
        .load(conn)?;
    Ok(Some(ServiceRequest {
        summary: summary_of(&row, client, assignee),
        client_email: email,
        form,
        documents: attached
            .into_iter()
            .map(|(id, name, size)| AttachedDocument { id: DocumentId(id), name, size })
            .collect(),
        case_id: row.case_id,
    }))
}

/// Whether the client may send one more request of `kind`; the client's row is locked until the
/// transaction ends, so requests sent at once are counted one after the other.
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

#[derive(Clone)]
pub struct PgRequestRepository {
    db: Database,
}

impl PgRequestRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// Everyone's requests of the kind, status, assignment and priority asked, from the counters
/// the database keeps by those four (migration list_counters).
fn counted_by_key(conn: &mut PgConnection, filter: &RequestFilter) -> QueryResult<i64> {
    let mut query =
        service_request_counts::table.select(sum(service_request_counts::n)).into_boxed();
    if let Some(kind) = filter.kind {
        query = query.filter(service_request_counts::kind.eq(kind.as_str()));
    }
    if let Some(status) = filter.status {
        query = query.filter(service_request_counts::status.eq(status.as_str()));
    }
    if filter.unassigned {
        query = query.filter(service_request_counts::unassigned);
    }
    if filter.only_priority {
        query = query.filter(service_request_counts::priority);
    }
    Ok(query.get_result::<Option<i64>>(conn)?.unwrap_or(0))
}

impl RequestRepository for PgRequestRepository {
    fn insert(
        &self,
        new: &NewRequest,
        limits: Option<SubmitLimits>,
        mails: &dyn Fn(&ServiceRequest) -> Vec<Notification>,
    ) -> Result<ServiceRequest, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| insert_in(conn, new, limits, mails)).map_err(from_diesel)?
    }

    fn find(&self, id: RequestId) -> Result<Option<ServiceRequest>, RepositoryError> {
        let mut conn = self.db.connection()?;
        load_one(&mut conn, id.0).map_err(from_diesel)
    }

    fn list(&self, filter: &RequestFilter) -> Result<Page<RequestSummary>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut query = with_people!(SummaryRow::as_select()).into_boxed();
        let mut counted = service_requests::table
            .inner_join(users::table.on(users::id.eq(service_requests::client_id)))
            .into_boxed();
        if let Some(client) = filter.client {
            query = query.filter(service_requests::client_id.eq(client.0));
            counted = counted.filter(service_requests::client_id.eq(client.0));
        }
        if let Some(kind) = filter.kind {
            query = query.filter(service_requests::kind.eq(kind.as_str()));
            counted = counted.filter(service_requests::kind.eq(kind.as_str()));
        }
        if let Some(status) = filter.status {
            query = query.filter(service_requests::status.eq(status.as_str()));
            counted = counted.filter(service_requests::status.eq(status.as_str()));
        }
        if filter.unassigned {
            query = query.filter(service_requests::assigned_to.is_null());
            counted = counted.filter(service_requests::assigned_to.is_null());
        }
        if filter.only_priority {
            query = query.filter(service_requests::priority);
            counted = counted.filter(service_requests::priority);
        }
        if let Some(search) = &filter.search {
            let pattern = format!(
                "%{}%",
                search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
            );
            let text = diesel::dsl::sql::<diesel::sql_types::Text>("service_requests.form::text");
            let matches = service_requests::title
                .ilike(pattern.clone())
                .or(users::full_name.ilike(pattern.clone()))
                .or(users::email.ilike(pattern.clone()))
                .or(text.ilike(pattern));
            query = query.filter(matches.clone());
            counted = counted.filter(matches);
        }
        let total = if filter.client.is_none() && filter.search.is_none() {
            counted_by_key(&mut conn, filter)
        } else {
            counted.count().get_result(&mut conn)
        }
        .map_err(from_diesel)?;
        let rows: Vec<Loaded> = query
            .order((service_requests::created_at.desc(), service_requests::id.desc()))
            .offset(filter.page.offset())
            .limit(filter.page.limit())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(Page {
            items: rows
                .into_iter()
                .map(|(row, client, _, assignee)| summary_of(&row, client, assignee))
                .collect(),
            total,
            page: filter.page.page,
            page_size: filter.page.page_size,
        })
    }

    fn unread_count(&self) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        service_requests::table
            .filter(service_requests::staff_read_at.is_null())
            .count()
            .get_result(&mut conn)
            .map_err(from_diesel)
    }

    fn mark_read(&self, id: RequestId) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::update(service_requests::table.find(id.0))
            .filter(service_requests::staff_read_at.is_null())
            .set(service_requests::staff_read_at.eq(diesel::dsl::now))
            .execute(&mut conn)
            .map(|_| ())
            .map_err(from_diesel)
    }

    fn change(
        &self,
        id: RequestId,
        change: &RequestChange,
        audit_entry: &AuditEntry,
    ) -> Result<ServiceRequest, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let target = service_requests::table.find(id.0);
            let changed = match change {
                RequestChange::Assign(staff) => {
                    // Taking up a new request puts it in progress.
                    diesel::update(target)
                        .set((
                            service_requests::assigned_to.eq(staff.0),
                            service_requests::status.eq(
                                diesel::dsl::sql::<diesel::sql_types::Text>(
                                    "CASE WHEN status = 'new' THEN 'in_progress' ELSE status END",
                                ),
                            ),
                            service_requests::updated_at.eq(diesel::dsl::now),
                        ))
                        .execute(conn)?
                }
                RequestChange::Status(status) => diesel::update(target)
                    .set((
                        service_requests::status.eq(status.as_str()),
                        service_requests::updated_at.eq(diesel::dsl::now),
                    ))
                    .execute(conn)?,
            };
            if changed == 0 {
                return Err(diesel::result::Error::NotFound);
            }
            audit::record(conn, audit_entry)?;
            load_one(conn, id.0)?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(from_diesel)
    }

    fn reply(
        &self,
        id: RequestId,
        message: &NewMessage,
        mail: &Notification,
        audit_entry: &AuditEntry,
    ) -> Result<ServiceRequest, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let changed = diesel::update(service_requests::table.find(id.0))
                .set((
                    service_requests::status.eq(RequestStatus::Answered.as_str()),
                    service_requests::updated_at.eq(diesel::dsl::now),
                ))
                .execute(conn)?;
            if changed == 0 {
                return Err(diesel::result::Error::NotFound);
            }
            diesel::insert_into(messages::table)
                .values((
                    messages::sender_id.eq(message.sender.0),
                    messages::receiver_id.eq(message.receiver.0),
                    messages::content.eq(&message.content),
                ))
                .execute(conn)?;
            outbox::enqueue(conn, mail)?;
            audit::record(conn, audit_entry)?;
            load_one(conn, id.0)?.ok_or(diesel::result::Error::NotFound)
        })
        .inspect(|_| self.db.freshness().changed(Topic::Messages))
        .map_err(from_diesel)
    }

    fn open_case(&self, new: &CaseFromRequest) -> Result<(ServiceRequest, Case), RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let request = service_requests::table.find(new.request.0);
            let Some(linked) = request
                .select(service_requests::case_id)
                .for_update()
                .first::<Option<i64>>(conn)
                .optional()?
            else {
                return Ok(Err(RepositoryError::NotFound));
            };
            if linked.is_some() {
                return Ok(Err(RepositoryError::Refused(Refusal::RequestHasCase)));
            }
            let opening = &new.opening;
            let case_id = cases::insert(
                conn,
                opening.client,
                &opening.fields,
                opening.actual_end_date,
                opening.checklist,
                &opening.audit,
            )?;
            // The request's documents (the client's own) move into the case, unless another
            // case already holds them.
            let attached = request_documents::table
                .filter(request_documents::request_id.eq(new.request.0))
                .select(request_documents::document_id);
            diesel::update(documents::table)
                .filter(documents::id.eq_any(attached))
                .filter(documents::owner_id.eq(opening.client.0))
                .filter(documents::case_id.is_null())
                .set(documents::case_id.eq(case_id.0))
                .execute(conn)?;
            diesel::update(request)
                .set((
                    service_requests::case_id.eq(case_id.0),
                    service_requests::updated_at.eq(diesel::dsl::now),
                ))
                .execute(conn)?;
            let update = NewCaseUpdate {
                case_id,
                author: new.author,
                author_name: new.author_name.clone(),
                content: new.update.clone(),
            };
            cases::add_update(conn, &update, &new.mails)?;
            let mut entry = new.audit.clone();
            if let Some(after) = entry.after.as_mut() {
                after["caseId"] = serde_json::json!(case_id.0);
            }
            audit::record(conn, &entry)?;
            let stored = load_one(conn, new.request.0)?.ok_or(diesel::result::Error::NotFound)?;
            let case =
                cases::find(conn, CaseId(case_id.0))?.ok_or(diesel::result::Error::NotFound)?;
            Ok(Ok((stored, case)))
        })
        .map_err(from_diesel)?
    }
}

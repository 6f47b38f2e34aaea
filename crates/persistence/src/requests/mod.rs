//! Service requests, their attached documents, and the staff's replies as messages.

use diesel::dsl::sum;
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::cases::{Case, CaseId, NewCaseUpdate};
use domain::messages::NewMessage;
use domain::notifications::Notification;
use domain::paging::Page;
use domain::requests::{
    CaseFromRequest, NewRequest, RequestChange, RequestFilter, RequestId, RequestRepository,
    RequestStatus, RequestSummary, ServiceRequest, SubmitLimits,
};
use domain::{Refusal, RepositoryError};

use crate::audit;
use crate::cases;
use crate::changes::Topic;
use crate::counted_pages::{counted_page, page_of};
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{
    documents, messages, request_documents, service_request_counts, service_requests, users,
};

mod insert;
mod rows;

pub(crate) use self::insert::insert_in;
use self::rows::{load_one, summary_of, SummaryRow};

#[derive(Clone)]
pub struct PgRequestRepository {
    db: Database,
}

impl PgRequestRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

type Counters = diesel::dsl::IntoBoxed<
    'static,
    diesel::dsl::Select<
        service_request_counts::table,
        diesel::helper_types::sum<service_request_counts::n>,
    >,
    diesel::pg::Pg,
>;

/// The number of everyone's requests that pass the filter's kind, status, assignment and priority,
/// summed from the counters the database keeps by those keys (migration list_counters).
fn counters(filter: &RequestFilter) -> Counters {
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
    query
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
        let pattern = filter.search.as_deref().map(|search| {
            let escaped = search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
            format!("%{escaped}%")
        });
        let filtered = || {
            let mut query = service_requests::table.into_boxed();
            if let Some(client) = filter.client {
                query = query.filter(service_requests::client_id.eq(client.0));
            }
            if let Some(kind) = filter.kind {
                query = query.filter(service_requests::kind.eq(kind.as_str()));
            }
            if let Some(status) = filter.status {
                query = query.filter(service_requests::status.eq(status.as_str()));
            }
            if filter.unassigned {
                query = query.filter(service_requests::assigned_to.is_null());
            }
            if filter.only_priority {
                query = query.filter(service_requests::priority);
            }
            if let Some(pattern) = &pattern {
                let clients = users::table
                    .filter(
                        users::full_name
                            .ilike(pattern.clone())
                            .or(users::email.ilike(pattern.clone())),
                    )
                    .select(users::id);
                let text =
                    diesel::dsl::sql::<diesel::sql_types::Text>("service_requests.form::text");
                query = query.filter(
                    service_requests::title
                        .ilike(pattern.clone())
                        .or(service_requests::client_id.eq_any(clients))
                        .or(text.ilike(pattern.clone())),
                );
            }
            query
        };
        let newest_first = (service_requests::created_at.desc(), service_requests::id.desc());
        let page = &filter.page;
        if filter.client.is_none() && filter.search.is_none() {
            let rows: Vec<(SummaryRow, Option<i64>)> = filtered()
                .select((SummaryRow::as_select(), counters(filter).single_value()))
                .order(newest_first)
                .offset(page.offset())
                .limit(page.limit())
                .load(&mut conn)
                .map_err(from_diesel)?;
            let count_apart =
                || Ok(counters(filter).get_result::<Option<i64>>(&mut conn)?.unwrap_or(0));
            return page_of(rows, page, summary_of, count_apart).map_err(from_diesel);
        }
        // A client's requests, or a search's, are few or must be read anyway: counted one by one.
        let total = filtered().count().get_result(&mut conn).map_err(from_diesel)?;
        let rows: Vec<SummaryRow> = filtered()
            .select(SummaryRow::as_select())
            .order(newest_first)
            .offset(page.offset())
            .limit(page.limit())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(counted_page(rows, total, page, summary_of))
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
                RequestChange::Assign(staff) => diesel::update(target)
                    .set((
                        service_requests::assigned_to.eq(staff.0),
                        service_requests::status.eq(taken_up_status()),
                        service_requests::updated_at.eq(diesel::dsl::now),
                    ))
                    .execute(conn)?,
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
                    messages::request_id.eq(id.0),
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
            // Opening the case takes the request up, for its author when no one has it yet.
            diesel::update(request)
                .set((
                    service_requests::case_id.eq(case_id.0),
                    service_requests::assigned_to.eq(diesel::dsl::sql::<
                        diesel::sql_types::Nullable<diesel::sql_types::BigInt>,
                    >(
                        "COALESCE(assigned_to, "
                    )
                    .bind::<diesel::sql_types::BigInt, _>(new.author.0)
                    .sql(")")),
                    service_requests::status.eq(taken_up_status()),
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

/// `RequestStatus::taken_up`, in the statement that takes the request up.
fn taken_up_status() -> diesel::expression::SqlLiteral<diesel::sql_types::Text> {
    diesel::dsl::sql::<diesel::sql_types::Text>(
        "CASE WHEN status = 'new' THEN 'in_progress' ELSE status END",
    )
}

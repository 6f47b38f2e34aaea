//! The documents' descriptions; their bytes are in the `DocumentStore`.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::{sql, sum};
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use domain::audit::AuditEntry;
use domain::cases::CaseId;
use domain::documents::{
    Document, DocumentFilter, DocumentId, DocumentKind, DocumentRepository, NewDocument,
};
use domain::notifications::Notification;
use domain::paging::Page;
use domain::users::UserId;
use domain::{Refusal, RepositoryError};

use crate::counted_pages::{counted_page, page_of};
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{case_checklist_items, document_counts, documents, users};
use crate::{audit, outbox};

#[derive(Queryable, Selectable)]
#[diesel(table_name = documents, check_for_backend(diesel::pg::Pg))]
struct DocumentRow {
    id: i64,
    owner_id: i64,
    object_key: String,
    original_name: String,
    kind: String,
    content_type: String,
    size_bytes: i64,
    sha256: String,
    uploaded_by: Option<i64>,
    uploaded_at: DateTime<Utc>,
    expires_on: Option<NaiveDate>,
    case_id: Option<i64>,
    checklist_item_id: Option<i64>,
}

impl From<DocumentRow> for Document {
    fn from(row: DocumentRow) -> Self {
        Self {
            id: DocumentId(row.id),
            owner: UserId(row.owner_id),
            object_key: row.object_key,
            original_name: row.original_name,
            // The column's CHECK holds the two kinds.
            kind: DocumentKind::parse(&row.kind).unwrap_or(DocumentKind::Pdf),
            content_type: row.content_type,
            size: row.size_bytes,
            sha256: row.sha256,
            uploaded_by: row.uploaded_by.map(UserId),
            uploaded_at: row.uploaded_at,
            expires_on: row.expires_on,
            case_id: row.case_id.map(CaseId),
            checklist_item_id: row.checklist_item_id,
        }
    }
}

#[derive(Clone)]
pub struct PgDocumentRepository {
    db: Database,
}

impl PgDocumentRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn used_bytes(conn: &mut PgConnection, owner: UserId) -> QueryResult<i64> {
    // SUM of BIGINT is NUMERIC in PostgreSQL; a quota fits a BIGINT.
    documents::table
        .filter(documents::owner_id.eq(owner.0))
        .select(sql::<BigInt>("COALESCE(SUM(size_bytes), 0)::BIGINT"))
        .first(conn)
}

type Counters = diesel::dsl::IntoBoxed<
    'static,
    diesel::dsl::Select<document_counts::table, diesel::helper_types::sum<document_counts::n>>,
    diesel::pg::Pg,
>;

/// The number of everyone's documents of a kind (any, when none), summed from the counters the
/// database keeps by kind (migration list_counters).
fn counters(kind: Option<DocumentKind>) -> Counters {
    let mut query = document_counts::table.select(sum(document_counts::n)).into_boxed();
    if let Some(kind) = kind {
        query = query.filter(document_counts::kind.eq(kind.as_str()));
    }
    query
}

impl DocumentRepository for PgDocumentRepository {
    fn list(&self, filter: &DocumentFilter) -> Result<Page<Document>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let filtered = || {
            let mut query = documents::table.into_boxed();
            if let Some(owner) = filter.owner {
                query = query.filter(documents::owner_id.eq(owner.0));
            }
            if let Some(case) = filter.case {
                query = query.filter(documents::case_id.eq(case.0));
            }
            if let Some(kind) = filter.kind {
                query = query.filter(documents::kind.eq(kind.as_str()));
            }
            query
        };
        let newest_first = (documents::uploaded_at.desc(), documents::id.desc());
        let page = &filter.page;
        if filter.owner.is_none() && filter.case.is_none() {
            let rows: Vec<(DocumentRow, Option<i64>)> = filtered()
                .select((DocumentRow::as_select(), counters(filter.kind).single_value()))
                .order(newest_first)
                .offset(page.offset())
                .limit(page.limit())
                .load(&mut conn)
                .map_err(from_diesel)?;
            let count_apart =
                || Ok(counters(filter.kind).get_result::<Option<i64>>(&mut conn)?.unwrap_or(0));
            return page_of(rows, page, Document::from, count_apart).map_err(from_diesel);
        }
        // One person's or one case's documents are counted one by one.
        let total = filtered().count().get_result(&mut conn).map_err(from_diesel)?;
        let rows: Vec<DocumentRow> = filtered()
            .select(DocumentRow::as_select())
            .order(newest_first)
            .offset(page.offset())
            .limit(page.limit())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(counted_page(rows, total, page, Document::from))
    }

    fn find(&self, id: DocumentId) -> Result<Option<Document>, RepositoryError> {
        let mut conn = self.db.connection()?;
        documents::table
            .find(id.0)
            .select(DocumentRow::as_select())
            .first(&mut conn)
            .optional()
            .map(|row| row.map(Document::from))
            .map_err(from_diesel)
    }

    fn used_bytes(&self, owner: UserId) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        used_bytes(&mut conn, owner).map_err(from_diesel)
    }

    fn count(&self, owner: Option<UserId>) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut query = documents::table.into_boxed();
        if let Some(owner) = owner {
            query = query.filter(documents::owner_id.eq(owner.0));
        }
        query.count().get_result(&mut conn).map_err(from_diesel)
    }

    fn insert(
        &self,
        new: &NewDocument,
        quota_bytes: i64,
        audit_entry: Option<&AuditEntry>,
        mails: &[Notification],
    ) -> Result<Document, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            // The owner's row is locked until the transaction ends: two uploads of one account
            // at once are counted one after the other, so they cannot both pass the quota.
            users::table.find(new.owner.0).select(users::id).for_update().load::<i64>(conn)?;
            if used_bytes(conn, new.owner)? + new.size > quota_bytes {
                return Ok(Err(RepositoryError::Refused(Refusal::DocumentQuotaFull)));
            }
            let row: DocumentRow = diesel::insert_into(documents::table)
                .values((
                    documents::owner_id.eq(new.owner.0),
                    documents::object_key.eq(&new.object_key),
                    documents::original_name.eq(&new.original_name),
                    documents::kind.eq(new.kind.as_str()),
                    documents::content_type.eq(&new.content_type),
                    documents::size_bytes.eq(new.size),
                    documents::sha256.eq(&new.sha256),
                    documents::uploaded_by.eq(new.uploaded_by.0),
                    documents::expires_on.eq(new.expires_on),
                    documents::case_id.eq(new.case_id.map(|case| case.0)),
                    documents::checklist_item_id.eq(new.checklist_item_id),
                ))
                .returning(DocumentRow::as_returning())
                .get_result(conn)?;
            if let Some(entry) = audit_entry {
                audit::record(conn, entry)?;
            }
            mails.iter().try_for_each(|mail| outbox::enqueue(conn, mail))?;
            if let Some(item) = new.checklist_item_id {
                // A new file for a rejected item goes back to staff for review.
                diesel::update(
                    case_checklist_items::table
                        .find(item)
                        .filter(case_checklist_items::review.eq("rejected")),
                )
                .set((
                    case_checklist_items::review.eq("waiting"),
                    case_checklist_items::review_reason.eq(""),
                ))
                .execute(conn)?;
            }
            Ok(Ok(Document::from(row)))
        })
        .map_err(from_diesel)?
    }

    fn delete(
        &self,
        id: DocumentId,
        audit_entry: Option<&AuditEntry>,
    ) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let removed = diesel::delete(documents::table.find(id.0))
                .returning(documents::checklist_item_id)
                .get_result::<Option<i64>>(conn)
                .optional()?;
            let Some(item) = removed else { return Ok(false) };
            if let Some(item) = item {
                back_to_waiting_when_empty(conn, item)?;
            }
            if let Some(entry) = audit_entry {
                audit::record(conn, entry)?;
            }
            Ok(true)
        })
        .map_err(from_diesel)
    }

    fn known_keys(&self, keys: &[String]) -> Result<Vec<String>, RepositoryError> {
        let mut conn = self.db.connection()?;
        documents::table
            .filter(documents::object_key.eq_any(keys))
            .select(documents::object_key)
            .load(&mut conn)
            .map_err(from_diesel)
    }
}

/// A checklist item whose last document went has nothing reviewed any more: it waits for a new
/// one. Its row is locked first, as a review locks it (see `CaseRepository::review_item`).
fn back_to_waiting_when_empty(conn: &mut PgConnection, item: i64) -> QueryResult<()> {
    let this_item = case_checklist_items::table.find(item);
    this_item.select(case_checklist_items::id).for_update().load::<i64>(conn)?;
    let left: i64 =
        documents::table.filter(documents::checklist_item_id.eq(item)).count().get_result(conn)?;
    if left == 0 {
        diesel::update(this_item)
            .set((
                case_checklist_items::review.eq("waiting"),
                case_checklist_items::review_reason.eq(""),
            ))
            .execute(conn)?;
    }
    Ok(())
}

//! Cases and their histories.

use chrono::NaiveDate;
use diesel::dsl::sum;
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::cases::{
    Case, CaseFields, CaseFilter, CaseId, CaseRepository, CaseType, CaseUpdate, ChecklistRow,
    NewCaseUpdate, Review,
};
use domain::notifications::Notification;
use domain::paging::Page;
use domain::users::UserId;
use domain::{Refusal, RepositoryError};

use crate::counted_pages::{counted_page, page_of};
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{case_checklist_items, case_counts, case_updates, cases, documents, users};
use crate::{audit, outbox};

mod rows;

use rows::{case_of, changes, find_item, item_of, items, CaseRow, ItemListed, Listed, UpdateRow};

#[derive(Clone)]
pub struct PgCaseRepository {
    db: Database,
}

impl PgCaseRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

type ListedColumns = (diesel::dsl::AsSelect<CaseRow, diesel::pg::Pg>, cases::client_full_name);
type ListedQuery = diesel::dsl::IntoBoxed<
    'static,
    diesel::dsl::Select<cases::table, ListedColumns>,
    diesel::pg::Pg,
>;

/// Cases with their client's name (copied into each case: migration list_names).
fn listed() -> ListedQuery {
    cases::table.select((CaseRow::as_select(), cases::client_full_name)).into_boxed()
}

pub(crate) fn find(conn: &mut PgConnection, id: CaseId) -> QueryResult<Option<Case>> {
    listed().filter(cases::id.eq(id.0)).first::<Listed>(conn).optional().map(|r| r.map(case_of))
}

/// Stores a new case with its first checklist items and its audit row (`entity_id` set to the
/// new id), in the caller's transaction.
pub(crate) fn insert(
    conn: &mut PgConnection,
    client: UserId,
    f: &CaseFields,
    actual_end_date: Option<NaiveDate>,
    checklist: &[&str],
    audit_entry: &AuditEntry,
) -> QueryResult<CaseId> {
    let id: i64 = diesel::insert_into(cases::table)
        .values((cases::client_id.eq(client.0), changes(f, actual_end_date)))
        .returning(cases::id)
        .get_result(conn)?;
    let items: Vec<_> = checklist
        .iter()
        .map(|name| (case_checklist_items::case_id.eq(id), case_checklist_items::name.eq(*name)))
        .collect();
    diesel::insert_into(case_checklist_items::table).values(&items).execute(conn)?;
    let entry = AuditEntry { entity_id: id.to_string(), ..audit_entry.clone() };
    audit::record(conn, &entry)?;
    Ok(CaseId(id))
}

/// Adds an entry to a case's history and queues its mails, in the caller's transaction.
pub(crate) fn add_update(
    conn: &mut PgConnection,
    new: &NewCaseUpdate,
    mails: &[Notification],
) -> QueryResult<CaseUpdate> {
    let row: UpdateRow = diesel::insert_into(case_updates::table)
        .values((
            case_updates::case_id.eq(new.case_id.0),
            case_updates::author_id.eq(new.author.0),
            case_updates::author_name.eq(&new.author_name),
            case_updates::content.eq(&new.content),
        ))
        .returning(UpdateRow::as_returning())
        .get_result(conn)?;
    diesel::update(cases::table.find(new.case_id.0))
        .set(cases::updated_at.eq(diesel::dsl::now))
        .execute(conn)?;
    mails.iter().try_for_each(|mail| outbox::enqueue(conn, mail))?;
    Ok(CaseUpdate::from(row))
}

/// `%text%` for ILIKE, its own wildcards taken literally.
fn like_pattern(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

type Counters = diesel::dsl::IntoBoxed<
    'static,
    diesel::dsl::Select<case_counts::table, diesel::helper_types::sum<case_counts::n>>,
    diesel::pg::Pg,
>;

/// The number of everyone's cases of these statuses (any, when none) and type, summed from the
/// counters the database keeps by type and status (migration list_counters).
fn counters(statuses: &[&'static str], case_type: Option<CaseType>) -> Counters {
    let mut query = case_counts::table.select(sum(case_counts::n)).into_boxed();
    if !statuses.is_empty() {
        query = query.filter(case_counts::status.eq_any(statuses.to_vec()));
    }
    if let Some(case_type) = case_type {
        query = query.filter(case_counts::case_type.eq(case_type.as_str()));
    }
    query
}

impl CaseRepository for PgCaseRepository {
    fn list(&self, filter: &CaseFilter) -> Result<Page<Case>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let statuses: Vec<&str> = filter.statuses.iter().map(|s| s.as_str()).collect();
        let pattern = filter.search.as_deref().map(like_pattern);
        let filtered = || {
            let mut query = cases::table.into_boxed();
            if let Some(client) = filter.client {
                query = query.filter(cases::client_id.eq(client.0));
            }
            if !statuses.is_empty() {
                query = query.filter(cases::status.eq_any(statuses.clone()));
            }
            if let Some(case_type) = filter.case_type {
                query = query.filter(cases::case_type.eq(case_type.as_str()));
            }
            // The client's name, e-mail or username, or the protocol, contain the text searched.
            if let Some(pattern) = &pattern {
                let clients = users::table
                    .filter(
                        users::full_name
                            .ilike(pattern.clone())
                            .or(users::email.ilike(pattern.clone()))
                            .or(users::username.ilike(pattern.clone())),
                    )
                    .select(users::id);
                query = query.filter(
                    cases::client_id.eq_any(clients).or(cases::protocol.ilike(pattern.clone())),
                );
            }
            query
        };
        let newest_first = (cases::updated_at.desc(), cases::id.desc());
        let page = &filter.page;
        if pattern.is_none() && filter.client.is_none() {
            let total = counters(&statuses, filter.case_type).single_value();
            let rows: Vec<(CaseRow, String, Option<i64>)> = filtered()
                .select((CaseRow::as_select(), cases::client_full_name, total))
                .order(newest_first)
                .offset(page.offset())
                .limit(page.limit())
                .load(&mut conn)
                .map_err(from_diesel)?;
            let rows = rows.into_iter().map(|(row, name, total)| ((row, name), total)).collect();
            let count_apart = || {
                let total =
                    counters(&statuses, filter.case_type).get_result::<Option<i64>>(&mut conn);
                Ok(total?.unwrap_or(0))
            };
            return page_of(rows, page, case_of, count_apart).map_err(from_diesel);
        }
        // A client's cases, or a search's, are few or must be read anyway: counted one by one.
        let total = filtered().count().get_result(&mut conn).map_err(from_diesel)?;
        let rows: Vec<Listed> = filtered()
            .select((CaseRow::as_select(), cases::client_full_name))
            .order(newest_first)
            .offset(page.offset())
            .limit(page.limit())
            .load(&mut conn)
            .map_err(from_diesel)?;
        Ok(counted_page(rows, total, page, case_of))
    }

    fn find(&self, id: CaseId) -> Result<Option<Case>, RepositoryError> {
        let mut conn = self.db.connection()?;
        find(&mut conn, id).map_err(from_diesel)
    }

    fn insert(
        &self,
        client: UserId,
        f: &CaseFields,
        actual_end_date: Option<NaiveDate>,
        checklist: &[&str],
        audit_entry: &AuditEntry,
    ) -> Result<Case, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let id = insert(conn, client, f, actual_end_date, checklist, audit_entry)?;
            find(conn, id)?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(from_diesel)
    }

    fn update(
        &self,
        id: CaseId,
        f: &CaseFields,
        actual_end_date: Option<NaiveDate>,
        audit_entries: &[AuditEntry],
    ) -> Result<Option<Case>, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let changed = diesel::update(cases::table.find(id.0))
                .set((changes(f, actual_end_date), cases::updated_at.eq(diesel::dsl::now)))
                .execute(conn)?;
            if changed == 0 {
                return Ok(None);
            }
            audit_entries.iter().try_for_each(|entry| audit::record(conn, entry))?;
            find(conn, id)
        })
        .map_err(from_diesel)
    }

    fn checklist(&self, id: CaseId) -> Result<Vec<ChecklistRow>, RepositoryError> {
        let mut conn = self.db.connection()?;
        items()
            .filter(case_checklist_items::case_id.eq(id.0))
            .order(case_checklist_items::id)
            .load::<ItemListed>(&mut conn)
            .map(|rows| rows.into_iter().map(item_of).collect())
            .map_err(from_diesel)
    }

    fn find_item(&self, item: i64) -> Result<Option<ChecklistRow>, RepositoryError> {
        let mut conn = self.db.connection()?;
        find_item(&mut conn, item).map_err(from_diesel)
    }

    fn add_item(
        &self,
        id: CaseId,
        name: &str,
        audit_entry: &AuditEntry,
    ) -> Result<ChecklistRow, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let item: i64 = diesel::insert_into(case_checklist_items::table)
                .values((
                    case_checklist_items::case_id.eq(id.0),
                    case_checklist_items::name.eq(name),
                ))
                .returning(case_checklist_items::id)
                .get_result(conn)?;
            audit::record(conn, audit_entry)?;
            find_item(conn, item)?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(from_diesel)
    }

    fn review_item(
        &self,
        id: CaseId,
        item: i64,
        review: Review,
        reason: &str,
        audit_entry: &AuditEntry,
    ) -> Result<Option<ChecklistRow>, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let this_item = case_checklist_items::table
                .find(item)
                .filter(case_checklist_items::case_id.eq(id.0));
            // Locked as a document's removal locks it: a review and the removal of the item's
            // last document come one after the other, and the later sees what the earlier did.
            let found = this_item.select(case_checklist_items::id).for_update().first::<i64>(conn);
            if found.optional()?.is_none() {
                return Ok(Ok(None));
            }
            let sent: i64 = documents::table
                .filter(documents::checklist_item_id.eq(item))
                .count()
                .get_result(conn)?;
            if sent == 0 {
                return Ok(Err(RepositoryError::Refused(Refusal::NothingToReview)));
            }
            diesel::update(this_item)
                .set((
                    case_checklist_items::review.eq(review.as_str()),
                    case_checklist_items::review_reason.eq(reason),
                ))
                .execute(conn)?;
            audit::record(conn, audit_entry)?;
            find_item(conn, item).map(Ok)
        })
        .map_err(from_diesel)?
    }

    fn remove_item(
        &self,
        id: CaseId,
        item: i64,
        audit_entry: &AuditEntry,
    ) -> Result<bool, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            // The item's documents are unlinked by their foreign key (ON DELETE SET NULL).
            let removed = diesel::delete(
                case_checklist_items::table
                    .find(item)
                    .filter(case_checklist_items::case_id.eq(id.0)),
            )
            .execute(conn)?;
            if removed > 0 {
                audit::record(conn, audit_entry)?;
            }
            Ok(removed > 0)
        })
        .map_err(from_diesel)
    }

    fn updates(&self, id: CaseId) -> Result<Vec<CaseUpdate>, RepositoryError> {
        let mut conn = self.db.connection()?;
        case_updates::table
            .filter(case_updates::case_id.eq(id.0))
            .select(UpdateRow::as_select())
            .order((case_updates::created_at.desc(), case_updates::id.desc()))
            .load::<UpdateRow>(&mut conn)
            .map(|rows| rows.into_iter().map(CaseUpdate::from).collect())
            .map_err(from_diesel)
    }

    fn add_update(
        &self,
        new: &NewCaseUpdate,
        mails: &[Notification],
        audit_entry: &AuditEntry,
    ) -> Result<CaseUpdate, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let update = add_update(conn, new, mails)?;
            audit::record(conn, audit_entry)?;
            Ok(update)
        })
        .map_err(from_diesel)
    }
}

//! The rows of cases, their updates and checklist items, and the queries that read them.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use domain::cases::{
    Case, CaseFields, CaseId, CaseStatus, CaseType, CaseUpdate, ChecklistRow, Review,
};
use domain::users::UserId;

use crate::schema::{case_checklist_items, case_updates, cases};

pub(super) type Count = diesel::expression::SqlLiteral<BigInt>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = cases, check_for_backend(diesel::pg::Pg))]
pub(super) struct CaseRow {
    pub(super) id: i64,
    pub(super) client_id: i64,
    pub(super) case_type: String,
    pub(super) country: String,
    pub(super) protocol: String,
    pub(super) status: String,
    pub(super) progress: i32,
    pub(super) start_date: NaiveDate,
    pub(super) estimated_end_date: Option<NaiveDate>,
    pub(super) actual_end_date: Option<NaiveDate>,
    pub(super) notes: String,
    pub(super) created_at: DateTime<Utc>,
    pub(super) updated_at: DateTime<Utc>,
    /// Kept by the database's triggers (migration list_counters).
    pub(super) document_count: i32,
    pub(super) update_count: i32,
}

/// What staff set of a case, as written on opening and on each change.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = cases, treat_none_as_null = true)]
pub(super) struct CaseChanges<'a> {
    pub(super) case_type: &'a str,
    pub(super) country: &'a str,
    pub(super) protocol: &'a str,
    pub(super) status: &'a str,
    pub(super) progress: i32,
    pub(super) start_date: NaiveDate,
    pub(super) estimated_end_date: Option<NaiveDate>,
    pub(super) actual_end_date: Option<NaiveDate>,
    pub(super) notes: &'a str,
}

pub(super) fn changes(f: &CaseFields, actual_end_date: Option<NaiveDate>) -> CaseChanges<'_> {
    CaseChanges {
        case_type: f.case_type.as_str(),
        country: &f.country,
        protocol: &f.protocol,
        status: f.status.as_str(),
        progress: f.progress,
        start_date: f.start_date,
        estimated_end_date: f.estimated_end_date,
        actual_end_date,
        notes: &f.notes,
    }
}

/// A row with its client's name.
pub(super) type Listed = (CaseRow, String);

pub(super) fn case_of((row, client_name): Listed) -> Case {
    Case {
        id: CaseId(row.id),
        client: UserId(row.client_id),
        client_name,
        // The columns' CHECKs hold the known values.
        case_type: CaseType::parse(&row.case_type).unwrap_or(CaseType::Other),
        country: row.country,
        protocol: row.protocol,
        status: CaseStatus::parse(&row.status).unwrap_or(CaseStatus::Pending),
        progress: row.progress,
        start_date: row.start_date,
        estimated_end_date: row.estimated_end_date,
        actual_end_date: row.actual_end_date,
        notes: row.notes,
        document_count: row.document_count.into(),
        update_count: row.update_count.into(),
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = case_updates, check_for_backend(diesel::pg::Pg))]
pub(super) struct UpdateRow {
    pub(super) id: i64,
    pub(super) case_id: i64,
    pub(super) author_id: Option<i64>,
    pub(super) author_name: String,
    pub(super) content: String,
    pub(super) created_at: DateTime<Utc>,
}

impl From<UpdateRow> for CaseUpdate {
    fn from(row: UpdateRow) -> Self {
        Self {
            id: row.id,
            case_id: CaseId(row.case_id),
            author_id: row.author_id,
            author_name: row.author_name,
            content: row.content,
            created_at: row.created_at,
        }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = case_checklist_items, check_for_backend(diesel::pg::Pg))]
pub(super) struct ItemRow {
    pub(super) id: i64,
    pub(super) case_id: i64,
    pub(super) name: String,
    pub(super) review: String,
    pub(super) review_reason: String,
}

/// An item with its documents' count and earliest expiry.
pub(super) type ItemListed = (ItemRow, i64, Option<NaiveDate>);

pub(super) fn item_of((row, document_count, expires_on): ItemListed) -> ChecklistRow {
    ChecklistRow {
        id: row.id,
        case_id: CaseId(row.case_id),
        name: row.name,
        // The column's CHECK holds the three reviews.
        review: Review::parse(&row.review).unwrap_or(Review::Waiting),
        review_reason: row.review_reason,
        document_count,
        expires_on,
    }
}

pub(super) type ItemColumns = (
    diesel::dsl::AsSelect<ItemRow, diesel::pg::Pg>,
    Count,
    diesel::expression::SqlLiteral<diesel::sql_types::Nullable<diesel::sql_types::Date>>,
);
pub(super) type ItemQuery = diesel::dsl::IntoBoxed<
    'static,
    diesel::dsl::Select<case_checklist_items::table, ItemColumns>,
    diesel::pg::Pg,
>;

pub(super) fn items() -> ItemQuery {
    case_checklist_items::table
        .select((
            ItemRow::as_select(),
            sql::<BigInt>(
                "(SELECT count(*) FROM documents d WHERE d.checklist_item_id = case_checklist_items.id)",
            ),
            sql::<diesel::sql_types::Nullable<diesel::sql_types::Date>>(
                "(SELECT min(d.expires_on) FROM documents d \
                 WHERE d.checklist_item_id = case_checklist_items.id)",
            ),
        ))
        .into_boxed()
}

pub(super) fn find_item(conn: &mut PgConnection, item: i64) -> QueryResult<Option<ChecklistRow>> {
    items()
        .filter(case_checklist_items::id.eq(item))
        .first::<ItemListed>(conn)
        .optional()
        .map(|row| row.map(item_of))
}

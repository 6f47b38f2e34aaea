//! The family trees: one row per client and their persons, replaced whole on every save, with
//! the tree's JSON kept for the next read ([`kept_json`]).

mod kept_json;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Nullable, Text};
use domain::audit::AuditEntry;
use domain::family_tree::{
    FamilyTree, FamilyTreeRepository, PartialDate, Person, Relationship, SavedTree, TreeJson,
    TreeStatus,
};
use domain::notifications::{MailQuota, Notification};
use domain::requests::PendingRequest;
use domain::users::UserId;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{family_persons, family_trees};
use crate::unnest::unnest;
use crate::{audit, outbox, requests};

#[derive(Queryable, Selectable)]
#[diesel(table_name = family_trees, check_for_backend(diesel::pg::Pg))]
struct TreeRow {
    owner_id: i64,
    status: String,
    updated_at: DateTime<Utc>,
    finished_at: Option<DateTime<Utc>>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = family_persons, check_for_backend(diesel::pg::Pg))]
struct PersonRow {
    person_key: String,
    name: String,
    relationship: String,
    birth_date: Option<String>,
    birth_place: Option<String>,
    death_date: Option<String>,
    death_place: Option<String>,
    document_number: Option<String>,
    notes: Option<String>,
    italian_ancestor: bool,
    father_key: Option<String>,
    mother_key: Option<String>,
}

impl From<PersonRow> for Person {
    fn from(row: PersonRow) -> Self {
        // The columns' CHECKs hold what the core wrote.
        let date = |text: Option<String>| text.and_then(|t| PartialDate::parse(&t).ok());
        Self {
            key: row.person_key,
            name: row.name,
            relationship: Relationship::parse(&row.relationship).unwrap_or_default(),
            birth_date: date(row.birth_date),
            birth_place: row.birth_place,
            death_date: date(row.death_date),
            death_place: row.death_place,
            document_number: row.document_number,
            notes: row.notes,
            italian_ancestor: row.italian_ancestor,
            father_key: row.father_key,
            mother_key: row.mother_key,
        }
    }
}

/// Stores `persons` in their order, in one prepared statement: each column goes as one array,
/// whatever the tree's size.
fn insert_persons(conn: &mut PgConnection, owner: UserId, persons: &[Person]) -> QueryResult<()> {
    if persons.is_empty() {
        return Ok(());
    }
    let text = |pick: fn(&Person) -> &str| persons.iter().map(pick).collect::<Vec<_>>();
    let optional = |pick: fn(&Person) -> Option<&str>| persons.iter().map(pick).collect::<Vec<_>>();
    let date = |pick: fn(&Person) -> Option<PartialDate>| {
        persons.iter().map(|p| pick(p).map(|d| d.to_string())).collect::<Vec<_>>()
    };
    let positions: Vec<i32> =
        (0..persons.len()).map(|p| i32::try_from(p).unwrap_or(i32::MAX)).collect();
    diesel::insert_into(family_persons::table)
        .values(diesel::select((
            owner.0.into_sql::<BigInt>(),
            unnest(positions),
            unnest(text(|p| &p.key)),
            unnest(text(|p| &p.name)),
            unnest(text(|p| p.relationship.as_str())),
            unnest::<Nullable<Text>, _>(date(|p| p.birth_date)),
            unnest::<Nullable<Text>, _>(optional(|p| p.birth_place.as_deref())),
            unnest::<Nullable<Text>, _>(date(|p| p.death_date)),
            unnest::<Nullable<Text>, _>(optional(|p| p.death_place.as_deref())),
            unnest::<Nullable<Text>, _>(optional(|p| p.document_number.as_deref())),
            unnest::<Nullable<Text>, _>(optional(|p| p.notes.as_deref())),
            unnest(persons.iter().map(|p| p.italian_ancestor).collect::<Vec<_>>()),
            unnest::<Nullable<Text>, _>(optional(|p| p.father_key.as_deref())),
            unnest::<Nullable<Text>, _>(optional(|p| p.mother_key.as_deref())),
        )))
        .into_columns((
            family_persons::owner_id,
            family_persons::position,
            family_persons::person_key,
            family_persons::name,
            family_persons::relationship,
            family_persons::birth_date,
            family_persons::birth_place,
            family_persons::death_date,
            family_persons::death_place,
            family_persons::document_number,
            family_persons::notes,
            family_persons::italian_ancestor,
            family_persons::father_key,
            family_persons::mother_key,
        ))
        .execute(conn)?;
    Ok(())
}

#[derive(Clone)]
pub struct PgFamilyTreeRepository {
    db: Database,
}

impl PgFamilyTreeRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn load(conn: &mut PgConnection, owner: UserId) -> QueryResult<Option<FamilyTree>> {
    let Some(tree) =
        family_trees::table.find(owner.0).select(TreeRow::as_select()).first(conn).optional()?
    else {
        return Ok(None);
    };
    let persons: Vec<PersonRow> = family_persons::table
        .filter(family_persons::owner_id.eq(owner.0))
        .order(family_persons::position)
        .select(PersonRow::as_select())
        .load(conn)?;
    Ok(Some(FamilyTree {
        owner: UserId(tree.owner_id),
        status: TreeStatus::parse(&tree.status).unwrap_or(TreeStatus::Draft),
        persons: persons.into_iter().map(Person::from).collect(),
        updated_at: Some(tree.updated_at),
        finished_at: tree.finished_at,
    }))
}

impl FamilyTreeRepository for PgFamilyTreeRepository {
    fn find(&self, owner: UserId) -> Result<Option<FamilyTree>, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| load(conn, owner)).map_err(from_diesel)
    }

    fn save(
        &self,
        tree: &SavedTree,
        audit_entry: Option<&AuditEntry>,
        request: Option<&PendingRequest>,
    ) -> Result<FamilyTree, RepositoryError> {
        let mut conn = self.db.connection()?;
        let finished = tree.status == TreeStatus::Finished;
        conn.transaction(|conn| {
            // The request first: a refusal (the client's limits) leaves nothing written.
            if let Some(request) = request {
                let stored = requests::insert_in(conn, &request.new, request.limits, &|stored| {
                    request.mails(stored)
                })?;
                if let Err(refused) = stored {
                    return Ok(Err(refused));
                }
            }
            // The tree's row, written first, also serialises two saves of one tree.
            diesel::insert_into(family_trees::table)
                .values((
                    family_trees::owner_id.eq(tree.owner.0),
                    family_trees::status.eq(tree.status.as_str()),
                    family_trees::updated_by.eq(tree.saved_by.0),
                    family_trees::finished_at.eq(finished.then(Utc::now)),
                ))
                .on_conflict(family_trees::owner_id)
                .do_update()
                .set((
                    family_trees::status.eq(tree.status.as_str()),
                    family_trees::updated_at.eq(diesel::dsl::now),
                    family_trees::updated_by.eq(tree.saved_by.0),
                    family_trees::finished_at.eq(finished.then(Utc::now)),
                ))
                .execute(conn)?;
            diesel::delete(family_persons::table.filter(family_persons::owner_id.eq(tree.owner.0)))
                .execute(conn)?;
            insert_persons(conn, tree.owner, &tree.persons)?;
            if let Some(entry) = audit_entry {
                audit::record(conn, entry)?;
            }
            // The row was just written: missing, it rolls everything back.
            let saved = load(conn, tree.owner)?.ok_or(diesel::result::Error::NotFound)?;
            diesel::update(family_trees::table.find(tree.owner.0))
                .set((
                    family_trees::json_gzip.eq(kept_json::compress(&saved)?),
                    family_trees::json_shape.eq(kept_json::shape()),
                    family_trees::json_of.eq(saved.updated_at),
                ))
                .execute(conn)?;
            Ok(Ok(saved))
        })
        .map_err(from_diesel)?
    }

    fn find_json(&self, owner: UserId) -> Result<Option<TreeJson>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let gzip: Option<Option<Vec<u8>>> = family_trees::table
            .find(owner.0)
            .filter(family_trees::json_shape.eq(kept_json::shape()))
            // Written for this version of the row, not before a save that did not write it.
            .filter(family_trees::json_of.eq(family_trees::updated_at.nullable()))
            .select(family_trees::json_gzip)
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?;
        Ok(gzip.flatten().map(|gzip| TreeJson { gzip }))
    }

    fn queue_mail(
        &self,
        mail: &Notification,
        quota: Option<MailQuota>,
        audit_entry: &AuditEntry,
    ) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            outbox::enqueue_within(conn, vec![mail.clone()], quota)?;
            audit::record(conn, audit_entry)
        })
        .map_err(from_diesel)
    }
}

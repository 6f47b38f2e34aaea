//! The family trees: one row per client and their persons, replaced whole on every save.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::family_tree::{
    FamilyTree, FamilyTreeRepository, PartialDate, Person, Relationship, SavedTree, TreeStatus,
};
use domain::notifications::{MailQuota, Notification};
use domain::requests::PendingRequest;
use domain::users::UserId;
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{family_persons, family_trees};
use crate::{audit, outbox, requests};

/// Rows per INSERT: 14 parameters each stays far below PostgreSQL's 65535.
const ROWS_PER_INSERT: usize = 1000;

#[derive(Queryable, Selectable)]
#[diesel(table_name = family_trees, check_for_backend(diesel::pg::Pg))]
struct TreeRow {
    owner_id: i64,
    status: String,
    updated_at: DateTime<Utc>,
    finished_at: Option<DateTime<Utc>>,
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = family_persons, check_for_backend(diesel::pg::Pg))]
struct PersonRow {
    owner_id: i64,
    position: i32,
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

impl PersonRow {
    fn of(owner: UserId, position: usize, p: &Person) -> Self {
        Self {
            owner_id: owner.0,
            position: i32::try_from(position).unwrap_or(i32::MAX),
            person_key: p.key.clone(),
            name: p.name.clone(),
            relationship: p.relationship.as_str().to_owned(),
            birth_date: p.birth_date.map(|d| d.to_string()),
            birth_place: p.birth_place.clone(),
            death_date: p.death_date.map(|d| d.to_string()),
            death_place: p.death_place.clone(),
            document_number: p.document_number.clone(),
            notes: p.notes.clone(),
            italian_ancestor: p.italian_ancestor,
            father_key: p.father_key.clone(),
            mother_key: p.mother_key.clone(),
        }
    }
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
            let rows: Vec<PersonRow> = tree
                .persons
                .iter()
                .enumerate()
                .map(|(position, p)| PersonRow::of(tree.owner, position, p))
                .collect();
            for chunk in rows.chunks(ROWS_PER_INSERT) {
                diesel::insert_into(family_persons::table).values(chunk).execute(conn)?;
            }
            if let Some(entry) = audit_entry {
                audit::record(conn, entry)?;
            }
            Ok(load(conn, tree.owner)?.ok_or(RepositoryError::NotFound))
        })
        .map_err(from_diesel)?
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

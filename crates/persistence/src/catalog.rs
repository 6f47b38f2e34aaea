use std::sync::Arc;

use diesel::dsl::now;
use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::catalog::{
    CatalogRepository, Course, CourseChange, CourseId, NewCourse, NewService, Price, Service,
    ServiceChange, ServiceId,
};
use domain::RepositoryError;

use crate::audit;
use crate::changes::{CachedReads, Topic};
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::{courses, services};

/// A catalogue change and its audit row in one transaction; other instances are told the
/// catalogue changed.
pub(crate) fn audited<R>(
    db: &Database,
    entry: &AuditEntry,
    change: impl FnOnce(&mut PgConnection) -> QueryResult<R>,
) -> Result<R, RepositoryError> {
    let mut conn = db.connection()?;
    conn.transaction(|conn| {
        let row = change(conn)?;
        audit::record(conn, entry)?;
        Ok(row)
    })
    .inspect(|_| db.freshness().changed(Topic::Catalog))
    .map_err(from_diesel)
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = services, check_for_backend(diesel::pg::Pg))]
struct ServiceRow {
    id: i64,
    name: String,
    description: String,
    duration_minutes: i32,
    country: String,
    price: Option<i64>,
    discount_available: bool,
    discount_percent: Option<i32>,
    discount_code: Option<String>,
    active: bool,
}

impl From<ServiceRow> for Service {
    fn from(row: ServiceRow) -> Self {
        Service {
            id: ServiceId(row.id),
            name: row.name,
            description: row.description,
            duration_minutes: row.duration_minutes,
            country: row.country,
            price: row.price.and_then(Price::from_centavos),
            discount_available: row.discount_available,
            discount_percent: row.discount_percent,
            discount_code: row.discount_code,
            active: row.active,
        }
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = courses, check_for_backend(diesel::pg::Pg))]
struct CourseRow {
    id: i64,
    name: String,
    description: String,
    duration_hours: i32,
    price: i64,
    discount_price: Option<i64>,
    active: bool,
    discount_code: Option<String>,
}

impl TryFrom<CourseRow> for Course {
    type Error = RepositoryError;

    fn try_from(row: CourseRow) -> Result<Self, Self::Error> {
        Ok(Course {
            id: CourseId(row.id),
            name: row.name,
            description: row.description,
            duration_hours: row.duration_hours,
            price: Price::from_centavos(row.price).ok_or_else(|| {
                RepositoryError::Storage(format!("course {} has price {}", row.id, row.price))
            })?,
            discount_price: row.discount_price.and_then(Price::from_centavos),
            active: row.active,
            discount_code: row.discount_code,
        })
    }
}

#[derive(Clone)]
pub struct PgCatalogRepository {
    db: Database,
    remembered: Arc<Remembered>,
}

/// The services, read by every booking form and availability call, kept in memory until the
/// catalogue changes.
struct Remembered {
    services: CachedReads<bool, Vec<Service>>,
    service: CachedReads<ServiceId, Option<Service>>,
}

impl PgCatalogRepository {
    pub fn new(db: Database) -> Self {
        const CATALOG: &[Topic] = &[Topic::Catalog];
        Self {
            db,
            remembered: Arc::new(Remembered {
                services: CachedReads::new(CATALOG, 2),
                service: CachedReads::new(CATALOG, 256),
            }),
        }
    }
}

fn read_services(db: &Database, include_inactive: bool) -> Result<Vec<Service>, RepositoryError> {
    let mut conn = db.connection()?;
    let mut query =
        services::table.select(ServiceRow::as_select()).order(services::name.asc()).into_boxed();
    if !include_inactive {
        query = query.filter(services::active.eq(true));
    }
    let rows = query.load(&mut conn).map_err(from_diesel)?;
    Ok(rows.into_iter().map(Service::from).collect())
}

fn read_service(db: &Database, id: ServiceId) -> Result<Option<Service>, RepositoryError> {
    let mut conn = db.connection()?;
    let row = services::table
        .find(id.0)
        .select(ServiceRow::as_select())
        .first(&mut conn)
        .optional()
        .map_err(from_diesel)?;
    Ok(row.map(Service::from))
}

impl CatalogRepository for PgCatalogRepository {
    fn services(&self, include_inactive: bool) -> Result<Vec<Service>, RepositoryError> {
        self.remembered.services.get_or_read(self.db.freshness(), include_inactive, || {
            read_services(&self.db, include_inactive)
        })
    }

    fn service(&self, id: ServiceId) -> Result<Option<Service>, RepositoryError> {
        self.remembered.service.get_or_read(self.db.freshness(), id, || read_service(&self.db, id))
    }

    fn update_service(
        &self,
        id: ServiceId,
        change: &ServiceChange,
        entry: &AuditEntry,
    ) -> Result<Service, RepositoryError> {
        audited(&self.db, entry, |conn| {
            diesel::update(services::table.find(id.0))
                .set((
                    services::name.eq(&change.name),
                    services::price.eq(change.price.map(Price::centavos)),
                    services::discount_available.eq(change.discount_available),
                    services::discount_percent.eq(change.discount_percent),
                    services::discount_code.eq(&change.discount_code),
                    services::active.eq(change.active),
                    services::updated_at.eq(now),
                ))
                .returning(ServiceRow::as_returning())
                .get_result(conn)
        })
        .map(Service::from)
    }

    fn courses(&self, include_inactive: bool) -> Result<Vec<Course>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut query =
            courses::table.select(CourseRow::as_select()).order(courses::price.asc()).into_boxed();
        if !include_inactive {
            query = query.filter(courses::active.eq(true));
        }
        let rows = query.load(&mut conn).map_err(from_diesel)?;
        rows.into_iter().map(Course::try_from).collect()
    }

    fn course(&self, id: CourseId) -> Result<Option<Course>, RepositoryError> {
        let mut conn = self.db.connection()?;
        courses::table
            .find(id.0)
            .select(CourseRow::as_select())
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?
            .map(Course::try_from)
            .transpose()
    }

    fn update_course(
        &self,
        id: CourseId,
        change: &CourseChange,
        entry: &AuditEntry,
    ) -> Result<Course, RepositoryError> {
        audited(&self.db, entry, |conn| {
            diesel::update(courses::table.find(id.0))
                .set((
                    courses::name.eq(&change.name),
                    courses::price.eq(change.price.centavos()),
                    courses::discount_price.eq(change.discount_price.map(Price::centavos)),
                    courses::active.eq(change.active),
                    courses::discount_code.eq(&change.discount_code),
                    courses::updated_at.eq(now),
                ))
                .returning(CourseRow::as_returning())
                .get_result(conn)
        })?
        .try_into()
    }

    fn seed(
        &self,
        new_services: &[NewService],
        new_courses: &[NewCourse],
    ) -> Result<usize, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let mut added = 0;
            // Locks out a concurrent seed; a catalogue staff already have is theirs.
            diesel::sql_query("LOCK TABLE services, courses IN SHARE ROW EXCLUSIVE MODE")
                .execute(conn)?;
            let has_services: bool =
                diesel::select(diesel::dsl::exists(services::table.select(services::id)))
                    .get_result(conn)?;
            let has_courses: bool =
                diesel::select(diesel::dsl::exists(courses::table.select(courses::id)))
                    .get_result(conn)?;
            for service in new_services.iter().filter(|_| !has_services) {
                added += diesel::insert_into(services::table)
                    .values((
                        services::name.eq(&service.name),
                        services::description.eq(&service.description),
                        services::duration_minutes.eq(service.duration_minutes),
                        services::country.eq(&service.country),
                        services::price.eq(service.price.map(Price::centavos)),
                    ))
                    .on_conflict(services::name)
                    .do_nothing()
                    .execute(conn)?;
            }
            for course in new_courses.iter().filter(|_| !has_courses) {
                added += diesel::insert_into(courses::table)
                    .values((
                        courses::name.eq(&course.name),
                        courses::description.eq(&course.description),
                        courses::duration_hours.eq(course.duration_hours),
                        courses::price.eq(course.price.centavos()),
                        courses::discount_price.eq(course.discount_price.map(Price::centavos)),
                    ))
                    .on_conflict(courses::name)
                    .do_nothing()
                    .execute(conn)?;
            }
            Ok(added)
        })
        .inspect(|_| self.db.freshness().changed(Topic::Catalog))
        .map_err(from_diesel)
    }
}

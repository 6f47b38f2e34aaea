//! An in-memory catalogue for unit tests of the core.

use std::sync::Mutex;

use super::model::{
    Course, CourseChange, CourseId, NewCourse, NewService, Service, ServiceChange, ServiceId,
};
use super::ports::CatalogRepository;
use crate::audit::AuditEntry;
use crate::{Conflict, RepositoryError};

#[derive(Default)]
pub struct InMemoryCatalog {
    services: Mutex<Vec<Service>>,
    courses: Mutex<Vec<Course>>,
    pub audit: Mutex<Vec<AuditEntry>>,
}

impl CatalogRepository for InMemoryCatalog {
    fn services(&self, include_inactive: bool) -> Result<Vec<Service>, RepositoryError> {
        Ok(listed(&self.services, include_inactive))
    }

    fn service(&self, id: ServiceId) -> Result<Option<Service>, RepositoryError> {
        Ok(found(&self.services, id))
    }

    fn update_service(
        &self,
        id: ServiceId,
        change: &ServiceChange,
        audit: &AuditEntry,
    ) -> Result<Service, RepositoryError> {
        let edit = |service: &mut Service| {
            service.name = change.name.clone();
            service.price = change.price;
            service.discount_available = change.discount_available;
            service.discount_percent = change.discount_percent;
            service.discount_code = change.discount_code.clone();
            service.active = change.active;
        };
        let service = edited(&self.services, id, &change.name, Conflict::ServiceNameTaken, edit)?;
        self.audit.lock().unwrap().push(audit.clone());
        Ok(service)
    }

    fn courses(&self, include_inactive: bool) -> Result<Vec<Course>, RepositoryError> {
        Ok(listed(&self.courses, include_inactive))
    }

    fn course(&self, id: CourseId) -> Result<Option<Course>, RepositoryError> {
        Ok(found(&self.courses, id))
    }

    fn update_course(
        &self,
        id: CourseId,
        change: &CourseChange,
        audit: &AuditEntry,
    ) -> Result<Course, RepositoryError> {
        let edit = |course: &mut Course| {
            course.name = change.name.clone();
            course.price = change.price;
            course.discount_price = change.discount_price;
            course.active = change.active;
            course.discount_code = change.discount_code.clone();
        };
        let course = edited(&self.courses, id, &change.name, Conflict::CourseNameTaken, edit)?;
        self.audit.lock().unwrap().push(audit.clone());
        Ok(course)
    }

    fn seed(
        &self,
        services: &[NewService],
        courses: &[NewCourse],
    ) -> Result<usize, RepositoryError> {
        let mut added = 0;
        let mut stored = self.services.lock().unwrap();
        let fill = stored.is_empty();
        for new in services.iter().filter(|_| fill) {
            let id = ServiceId(stored.len() as i64 + 1);
            stored.push(Service {
                id,
                name: new.name.clone(),
                description: new.description.clone(),
                duration_minutes: new.duration_minutes,
                country: new.country.clone(),
                price: new.price,
                discount_available: false,
                discount_percent: None,
                discount_code: None,
                active: true,
            });
            added += 1;
        }
        let mut stored = self.courses.lock().unwrap();
        let fill = stored.is_empty();
        for new in courses.iter().filter(|_| fill) {
            let id = CourseId(stored.len() as i64 + 1);
            stored.push(Course {
                id,
                name: new.name.clone(),
                description: new.description.clone(),
                duration_hours: new.duration_hours,
                price: new.price,
                discount_price: new.discount_price,
                active: true,
                discount_code: None,
            });
            added += 1;
        }
        Ok(added)
    }
}

/// What the fake needs of a service or a course.
trait Item: Clone {
    type Id: PartialEq;
    fn id(&self) -> Self::Id;
    fn name(&self) -> &str;
    fn active(&self) -> bool;
}

impl Item for Service {
    type Id = ServiceId;
    fn id(&self) -> ServiceId {
        self.id
    }
    fn name(&self) -> &str {
        &self.name
    }
    fn active(&self) -> bool {
        self.active
    }
}

impl Item for Course {
    type Id = CourseId;
    fn id(&self) -> CourseId {
        self.id
    }
    fn name(&self) -> &str {
        &self.name
    }
    fn active(&self) -> bool {
        self.active
    }
}

fn listed<T: Item>(items: &Mutex<Vec<T>>, include_inactive: bool) -> Vec<T> {
    let items = items.lock().unwrap();
    items.iter().filter(|item| include_inactive || item.active()).cloned().collect()
}

fn found<T: Item>(items: &Mutex<Vec<T>>, id: T::Id) -> Option<T> {
    let items = items.lock().unwrap();
    items.iter().find(|item| item.id() == id).cloned()
}

/// Applies `edit` to the item `id`, refusing a name another item has, as the database does.
fn edited<T: Item>(
    items: &Mutex<Vec<T>>,
    id: T::Id,
    name: &str,
    taken: Conflict,
    edit: impl FnOnce(&mut T),
) -> Result<T, RepositoryError> {
    let mut items = items.lock().unwrap();
    if items.iter().any(|item| item.id() != id && item.name() == name) {
        return Err(RepositoryError::Duplicate(taken));
    }
    let item = items.iter_mut().find(|item| item.id() == id).ok_or(RepositoryError::NotFound)?;
    edit(item);
    Ok(item.clone())
}

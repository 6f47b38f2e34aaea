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
        let services = self.services.lock().unwrap();
        Ok(services
            .iter()
            .filter(|s| include_inactive || s.active)
            .cloned()
            .collect())
    }

    fn service(&self, id: ServiceId) -> Result<Option<Service>, RepositoryError> {
        Ok(self
            .services
            .lock()
            .unwrap()
            .iter()
            .find(|s| s.id == id)
            .cloned())
    }

    fn update_service(
        &self,
        id: ServiceId,
        change: &ServiceChange,
        audit: &AuditEntry,
    ) -> Result<Service, RepositoryError> {
        let mut services = self.services.lock().unwrap();
        if services.iter().any(|s| s.id != id && s.name == change.name) {
            return Err(RepositoryError::Duplicate(Conflict::ServiceNameTaken));
        }
        let service = services
            .iter_mut()
            .find(|s| s.id == id)
            .ok_or(RepositoryError::NotFound)?;
        service.name = change.name.clone();
        service.price = change.price;
        service.discount_available = change.discount_available;
        service.discount_percent = change.discount_percent;
        service.discount_code = change.discount_code.clone();
        service.active = change.active;
        self.audit.lock().unwrap().push(audit.clone());
        Ok(service.clone())
    }

    fn courses(&self, include_inactive: bool) -> Result<Vec<Course>, RepositoryError> {
        let courses = self.courses.lock().unwrap();
        Ok(courses
            .iter()
            .filter(|c| include_inactive || c.active)
            .cloned()
            .collect())
    }

    fn course(&self, id: CourseId) -> Result<Option<Course>, RepositoryError> {
        Ok(self
            .courses
            .lock()
            .unwrap()
            .iter()
            .find(|c| c.id == id)
            .cloned())
    }

    fn update_course(
        &self,
        id: CourseId,
        change: &CourseChange,
        audit: &AuditEntry,
    ) -> Result<Course, RepositoryError> {
        let mut courses = self.courses.lock().unwrap();
        if courses.iter().any(|c| c.id != id && c.name == change.name) {
            return Err(RepositoryError::Duplicate(Conflict::CourseNameTaken));
        }
        let course = courses
            .iter_mut()
            .find(|c| c.id == id)
            .ok_or(RepositoryError::NotFound)?;
        course.name = change.name.clone();
        course.price = change.price;
        course.discount_price = change.discount_price;
        course.active = change.active;
        self.audit.lock().unwrap().push(audit.clone());
        Ok(course.clone())
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
            });
            added += 1;
        }
        Ok(added)
    }
}

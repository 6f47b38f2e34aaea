use super::model::{
    Course, CourseChange, CourseId, NewCourse, NewService, Service, ServiceChange, ServiceId,
};
use crate::audit::AuditEntry;
use crate::RepositoryError;

/// Storage of services and courses. Every change is stored with its audit entry, in one transaction.
pub trait CatalogRepository: Send + Sync {
    fn services(&self, include_inactive: bool) -> Result<Vec<Service>, RepositoryError>;
    fn service(&self, id: ServiceId) -> Result<Option<Service>, RepositoryError>;
    fn update_service(
        &self,
        id: ServiceId,
        change: &ServiceChange,
        audit: &AuditEntry,
    ) -> Result<Service, RepositoryError>;

    fn courses(&self, include_inactive: bool) -> Result<Vec<Course>, RepositoryError>;
    fn course(&self, id: CourseId) -> Result<Option<Course>, RepositoryError>;
    fn update_course(
        &self,
        id: CourseId,
        change: &CourseChange,
        audit: &AuditEntry,
    ) -> Result<Course, RepositoryError>;

    /// Fills an empty services or courses table; a catalogue that has rows is
    /// staff's and stays as it is. Answers how many rows were added.
    fn seed(
        &self,
        services: &[NewService],
        courses: &[NewCourse],
    ) -> Result<usize, RepositoryError>;
}

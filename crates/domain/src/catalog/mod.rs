//! The services a client can book and the courses they can buy, and their prices.

mod model;
mod ports;
mod price;
mod seed;
mod service;

#[cfg(test)]
mod tests;

#[cfg(test)]
pub(crate) mod testing;

pub use model::{
    Course, CourseChange, CourseId, NewCourse, NewService, Service, ServiceChange, ServiceId,
};
pub use ports::CatalogRepository;
pub use price::{format_brl, Price, PRICE_INVALID};
pub use service::{messages, CatalogService, CoursePatch, PriceInput, ServicePatch};

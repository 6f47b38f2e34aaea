//! The services a client can book and the courses they can buy, and their prices.

mod model;
mod offers;
mod ports;
mod price;
mod seed;
mod service;

#[cfg(test)]
mod tests;

#[cfg(test)]
pub(crate) mod testing;

pub use model::{
    discount_percent, Course, CourseChange, CourseId, NewCourse, NewService, Service,
    ServiceChange, ServiceId,
};
pub use offers::{Offer, OfferId, OfferRepository, OfferService, OFFER_NOT_FOUND};
pub use ports::CatalogRepository;
pub use price::{format_brl, Price, PRICE_INVALID};
pub use service::{messages, CatalogService, CoursePatch, PriceInput, ServicePatch};

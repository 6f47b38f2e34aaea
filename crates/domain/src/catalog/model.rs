use serde::{Deserialize, Serialize};

use super::price::Price;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ServiceId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CourseId(pub i64);

/// Something a client books an appointment for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Service {
    pub id: ServiceId,
    pub name: String,
    pub description: String,
    pub duration_minutes: i32,
    pub country: String,
    /// `None`: 'SOB CONSULTA', priced case by case.
    pub price: Option<Price>,
    pub discount_available: bool,
    /// A percentage, 1 to 99, when a discount is offered.
    pub discount_percent: Option<i32>,
    pub discount_code: Option<String>,
    pub active: bool,
}

/// An Italian course a client buys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Course {
    pub id: CourseId,
    pub name: String,
    pub description: String,
    pub duration_hours: i32,
    pub price: Price,
    /// The promotional price, below `price`.
    pub discount_price: Option<Price>,
    pub active: bool,
    /// Sent to a client when staff approve their discount request; never shown to clients.
    pub discount_code: Option<String>,
}

impl Course {
    /// The discount as shown: 1 - discount / price, as a rounded percentage.
    pub fn discount_percent(&self) -> Option<i64> {
        discount_percent(self.price, self.discount_price)
    }
}

/// The share a promotional price takes off a regular one, as a rounded percentage.
pub fn discount_percent(price: Price, discount_price: Option<Price>) -> Option<i64> {
    let discount = discount_price?.centavos() as f64;
    let price = price.centavos() as f64;
    Some(((1.0 - discount / price) * 100.0).round() as i64)
}

/// A validated edit of a service from the admin table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServiceChange {
    pub name: String,
    pub price: Option<Price>,
    pub discount_available: bool,
    pub discount_percent: Option<i32>,
    pub discount_code: Option<String>,
    pub active: bool,
}

/// A validated edit of a course from the admin table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourseChange {
    pub name: String,
    pub price: Price,
    pub discount_price: Option<Price>,
    pub active: bool,
    pub discount_code: Option<String>,
}

/// A service as the seed defines it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewService {
    pub name: String,
    pub description: String,
    pub duration_minutes: i32,
    pub country: String,
    pub price: Option<Price>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCourse {
    pub name: String,
    pub description: String,
    pub duration_hours: i32,
    pub price: Price,
    pub discount_price: Option<Price>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_discount_is_the_rounded_share_taken_off() {
        let course = Course {
            id: CourseId(1),
            name: "Curso Básico de Italiano".into(),
            description: String::new(),
            duration_hours: 96,
            price: Price::from_centavos(358_800).unwrap(),
            discount_price: Price::from_centavos(308_800),
            active: true,
            discount_code: None,
        };
        assert_eq!(course.discount_percent(), Some(14));
        assert_eq!(Course { discount_price: None, ..course }.discount_percent(), None);
    }
}

//! Fixtures the core's unit tests share: actors, a clock that stands still
//! until told, one page of results and the field errors of a refusal.

use std::fmt::Debug;
use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};

use crate::clock::Clock;
use crate::paging::Page;
use crate::users::{Role, User, UserId};
use crate::{Actor, DomainError, FieldErrors};

pub const ADMIN: Actor = Actor { user_id: UserId(1), role: Role::Admin, staff_locked: false };
pub const ANA: Actor = Actor { user_id: UserId(2), role: Role::User, staff_locked: false };
pub const BIA: Actor = Actor { user_id: UserId(3), role: Role::User, staff_locked: false };

/// The actor a stored user acts as.
pub fn actor_of(user: &User) -> Actor {
    Actor::new(user.id, user.role)
}

pub struct FixedClock {
    now: Mutex<DateTime<Utc>>,
}

impl FixedClock {
    pub fn new(now: DateTime<Utc>) -> Self {
        Self { now: Mutex::new(now) }
    }

    pub fn advance(&self, by: Duration) {
        *self.now.lock().unwrap() += by;
    }
}

impl Clock for FixedClock {
    fn now(&self) -> DateTime<Utc> {
        *self.now.lock().unwrap()
    }
}

/// All of `items` as the first page, as the fakes answer a listing.
pub fn one_page<T>(items: Vec<T>) -> Page<T> {
    Page { total: items.len() as i64, items, page: 1, page_size: 20 }
}

/// The field errors of a validation refusal; panics on anything else.
pub fn validation_errors<T: Debug>(result: Result<T, DomainError>) -> FieldErrors {
    match result {
        Err(DomainError::Validation(errors)) => errors,
        other => panic!("expected validation errors, got {other:?}"),
    }
}

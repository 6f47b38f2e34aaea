//! The status a form asks for: staff choose it; a client's comes from the rules.

use super::fields::text;
use super::messages;
use crate::appointments::status::{Status, STATUS_INVALID};
use crate::FieldErrors;

pub(super) fn read(
    errors: &mut FieldErrors,
    value: Option<&str>,
    by_admin: bool,
) -> Option<Status> {
    if !by_admin {
        // The service decides a client's status; an unreadable one is not their mistake.
        return Some(value.and_then(Status::parse).unwrap_or(Status::Pending));
    }
    let Some(value) = text(value) else {
        errors.add("status", messages::STATUS_REQUIRED);
        return None;
    };
    let status = Status::parse(&value);
    if status.is_none() {
        errors.add("status", STATUS_INVALID);
    }
    status
}

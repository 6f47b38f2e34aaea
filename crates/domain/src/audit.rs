use serde_json::Value;

use crate::users::UserId;
use crate::Actor;

/// One staff change, written by the adapter in the transaction of the change.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditEntry {
    pub actor: UserId,
    pub action: &'static str,
    pub entity: &'static str,
    pub entity_id: String,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

impl AuditEntry {
    /// `actor` changed the entity: `before` is what it showed, and `change` makes the
    /// snapshot of what it shows after.
    pub fn change(
        actor: &Actor,
        action: &'static str,
        entity: &'static str,
        entity_id: String,
        before: Value,
        change: impl FnOnce(&mut Value),
    ) -> Self {
        let mut after = before.clone();
        change(&mut after);
        Self {
            actor: actor.user_id,
            action,
            entity,
            entity_id,
            before: Some(before),
            after: Some(after),
        }
    }
}

use serde_json::Value;

use crate::users::UserId;

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

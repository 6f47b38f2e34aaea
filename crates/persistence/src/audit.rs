use diesel::prelude::*;
use domain::audit::AuditEntry;

use crate::schema::audit_log;

/// Written inside the transaction of the change it describes.
pub(crate) fn record(conn: &mut PgConnection, entry: &AuditEntry) -> QueryResult<()> {
    diesel::insert_into(audit_log::table)
        .values((
            audit_log::actor_id.eq(entry.actor.0),
            audit_log::action.eq(entry.action),
            audit_log::entity.eq(entry.entity),
            audit_log::entity_id.eq(&entry.entity_id),
            audit_log::before.eq(&entry.before),
            audit_log::after.eq(&entry.after),
        ))
        .execute(conn)?;
    Ok(())
}

use diesel::prelude::*;
use domain::appointments::ClientAudit;
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

/// A change made from a link in a client's mail, written inside its transaction.
pub(crate) fn record_by_link(conn: &mut PgConnection, entry: &ClientAudit) -> QueryResult<()> {
    diesel::insert_into(audit_log::table)
        .values((
            audit_log::actor_id.eq(entry.actor.map(|user| user.0)),
            audit_log::action.eq(entry.action),
            audit_log::entity.eq("appointment"),
            audit_log::entity_id.eq(entry.appointment.0.to_string()),
            audit_log::before.eq(&entry.before),
            audit_log::after.eq(&entry.after),
        ))
        .execute(conn)?;
    Ok(())
}

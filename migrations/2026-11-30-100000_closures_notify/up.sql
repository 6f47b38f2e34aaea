-- Every booking and availability answer asks which closures cover its day. Each instance keeps
-- those reads in memory, so a closure added or removed anywhere is told to all of them on commit,
-- like the other tables read from memory.
CREATE TRIGGER closures_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON closures
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();

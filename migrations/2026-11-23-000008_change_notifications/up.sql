-- Every instance of the server keeps recent reads (sessions, the agenda, the catalogue, the
-- mailboxes) in memory. PostgreSQL tells each of them what changed, on commit and whoever wrote
-- it, on the channel 'portal_changes': a table's name when its rows changed, or
-- 'session <key_hash>' when one session changed or ended. A rolled-back change tells nobody.

CREATE FUNCTION portal_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('portal_changes', TG_TABLE_NAME);
    RETURN NULL;
END;
$$;

CREATE FUNCTION portal_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('portal_changes', 'session ' || OLD.key_hash);
    RETURN NULL;
END;
$$;

CREATE TRIGGER appointments_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointments
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();
CREATE TRIGGER services_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();
CREATE TRIGGER courses_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();
CREATE TRIGGER messages_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON messages
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();
-- A mailbox shows the names of its senders and receivers.
CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();

-- A new session is in nobody's memory yet: only updates and deletions are told, row by row.
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION portal_notify_session_changed();
CREATE TRIGGER sessions_truncate_notify AFTER TRUNCATE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_table_changed();

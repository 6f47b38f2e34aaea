-- The staff lists of cases and service requests show each row's client, and a request's
-- assignee, by name. Reading those names from users for each row of each page was half of what a
-- page cost the database (two index lookups a row). Each row now carries a copy of the names:
-- set from users when the row is written or changes hands, and rewritten when a person's names
-- change. Searches still read users (they match e-mails too).

ALTER TABLE cases ADD COLUMN client_full_name TEXT NOT NULL DEFAULT '';
ALTER TABLE service_requests
    ADD COLUMN client_full_name TEXT NOT NULL DEFAULT '',
    ADD COLUMN client_username TEXT NOT NULL DEFAULT '',
    ADD COLUMN assignee_full_name TEXT,
    ADD COLUMN assignee_username TEXT;

UPDATE cases c SET client_full_name = u.full_name FROM users u WHERE u.id = c.client_id;
UPDATE service_requests r SET client_full_name = u.full_name, client_username = u.username
    FROM users u WHERE u.id = r.client_id;
UPDATE service_requests r SET assignee_full_name = u.full_name, assignee_username = u.username
    FROM users u WHERE u.id = r.assigned_to;

CREATE FUNCTION cases_client_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    SELECT full_name INTO NEW.client_full_name FROM users WHERE id = NEW.client_id;
    RETURN NEW;
END
$$;
CREATE TRIGGER cases_client_names
    BEFORE INSERT OR UPDATE OF client_id ON cases
    FOR EACH ROW EXECUTE FUNCTION cases_client_names();

-- Also when an assignee's account is deleted: the foreign key's SET NULL is an update of
-- assigned_to, and clears the names with it.
CREATE FUNCTION service_requests_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' OR NEW.client_id IS DISTINCT FROM OLD.client_id THEN
        SELECT full_name, username INTO NEW.client_full_name, NEW.client_username
            FROM users WHERE id = NEW.client_id;
    END IF;
    IF TG_OP = 'INSERT' OR NEW.assigned_to IS DISTINCT FROM OLD.assigned_to THEN
        NEW.assignee_full_name := NULL;
        NEW.assignee_username := NULL;
        SELECT full_name, username INTO NEW.assignee_full_name, NEW.assignee_username
            FROM users WHERE id = NEW.assigned_to;
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER service_requests_names
    BEFORE INSERT OR UPDATE OF client_id, assigned_to ON service_requests
    FOR EACH ROW EXECUTE FUNCTION service_requests_names();

CREATE FUNCTION users_names_to_lists() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE cases SET client_full_name = NEW.full_name WHERE client_id = NEW.id;
    UPDATE service_requests SET client_full_name = NEW.full_name, client_username = NEW.username
        WHERE client_id = NEW.id;
    UPDATE service_requests SET assignee_full_name = NEW.full_name, assignee_username = NEW.username
        WHERE assigned_to = NEW.id;
    RETURN NULL;
END
$$;
CREATE TRIGGER users_names_to_lists
    AFTER UPDATE OF full_name, username ON users
    FOR EACH ROW
    WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.username IS DISTINCT FROM NEW.username)
    EXECUTE FUNCTION users_names_to_lists();

-- A staff member's renaming finds their requests without reading them all.
CREATE INDEX service_requests_assigned_idx ON service_requests (assigned_to)
    WHERE assigned_to IS NOT NULL;

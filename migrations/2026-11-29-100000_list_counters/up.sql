-- The staff lists of cases, service requests and documents counted their rows on every page
-- (5 000 cases joined with their clients: 1.5 ms, ten times the page itself), and the case list
-- counted each case's documents and history entries with two subqueries a row. Now:
-- * each case carries its counts of documents and history entries;
-- * per-key counters answer the total of a list that names no person and searches no text.
-- All of them are kept exact by triggers. A case's counts move at once, so a transaction that
-- opens a case with its documents reads them back right; the list counters, rewritten by
-- everyone's writes, move at the commit (like the appointments' counters), so each of their
-- rows stays locked only while a transaction commits.

ALTER TABLE cases
    ADD COLUMN document_count INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN update_count INTEGER NOT NULL DEFAULT 0;
UPDATE cases SET
    document_count = (SELECT count(*) FROM documents d WHERE d.case_id = cases.id),
    update_count = (SELECT count(*) FROM case_updates u WHERE u.case_id = cases.id);

-- A document attached to, moved between or removed from cases. The documents and history of a
-- case being deleted find no row to update.
CREATE FUNCTION cases_document_count_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.case_id IS NOT DISTINCT FROM NEW.case_id THEN
        RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' AND OLD.case_id IS NOT NULL THEN
        UPDATE cases SET document_count = document_count - 1 WHERE id = OLD.case_id;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.case_id IS NOT NULL THEN
        UPDATE cases SET document_count = document_count + 1 WHERE id = NEW.case_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER documents_case_count
    AFTER INSERT OR DELETE OR UPDATE OF case_id ON documents
    FOR EACH ROW EXECUTE FUNCTION cases_document_count_track();

CREATE FUNCTION cases_update_count_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE cases SET update_count = update_count + 1 WHERE id = NEW.case_id;
    ELSE
        UPDATE cases SET update_count = update_count - 1 WHERE id = OLD.case_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER case_updates_count
    AFTER INSERT OR DELETE ON case_updates
    FOR EACH ROW EXECUTE FUNCTION cases_update_count_track();

-- The list totals. Every row written adds one to its key's counter; a changed key moves one
-- from the old counter to the new, the two locked in key order so that concurrent changes
-- cannot deadlock. Documents, written by every upload, spread each kind over 16 counters (by id),
-- so that concurrent uploads seldom wait for the same one.
CREATE TABLE case_counts (
    case_type TEXT NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (case_type, status)
);
CREATE TABLE service_request_counts (
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    unassigned BOOLEAN NOT NULL,
    priority BOOLEAN NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (kind, status, unassigned, priority)
);
CREATE TABLE document_counts (
    kind TEXT NOT NULL,
    shard SMALLINT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (kind, shard)
);

CREATE FUNCTION case_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.case_type, OLD.status) = (NEW.case_type, NEW.status) THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.case_type, OLD.status) < (NEW.case_type, NEW.status)) THEN
        UPDATE case_counts SET n = n - 1 WHERE (case_type, status) = (OLD.case_type, OLD.status);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        INSERT INTO case_counts AS c VALUES (NEW.case_type, NEW.status, 1)
        ON CONFLICT (case_type, status) DO UPDATE SET n = c.n + 1;
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.case_type, OLD.status) > (NEW.case_type, NEW.status) THEN
        UPDATE case_counts SET n = n - 1 WHERE (case_type, status) = (OLD.case_type, OLD.status);
    END IF;
    RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER cases_counts
    AFTER INSERT OR DELETE OR UPDATE OF case_type, status ON cases
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION case_counts_track();

CREATE FUNCTION service_request_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    old_key service_request_counts;
    new_key service_request_counts;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        old_key := ROW(OLD.kind, OLD.status, OLD.assigned_to IS NULL, OLD.priority, 0);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        new_key := ROW(NEW.kind, NEW.status, NEW.assigned_to IS NULL, NEW.priority, 0);
    END IF;
    IF TG_OP = 'UPDATE' AND old_key = new_key THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND old_key < new_key) THEN
        UPDATE service_request_counts SET n = n - 1
        WHERE (kind, status, unassigned, priority) = (old_key.kind, old_key.status, old_key.unassigned, old_key.priority);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        INSERT INTO service_request_counts AS c
        VALUES (new_key.kind, new_key.status, new_key.unassigned, new_key.priority, 1)
        ON CONFLICT (kind, status, unassigned, priority) DO UPDATE SET n = c.n + 1;
    END IF;
    IF TG_OP = 'UPDATE' AND old_key > new_key THEN
        UPDATE service_request_counts SET n = n - 1
        WHERE (kind, status, unassigned, priority) = (old_key.kind, old_key.status, old_key.unassigned, old_key.priority);
    END IF;
    RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER service_requests_counts
    AFTER INSERT OR DELETE OR UPDATE OF kind, status, assigned_to, priority ON service_requests
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION service_request_counts_track();

-- A document's kind never changes: only its arrival and its removal count.
CREATE FUNCTION document_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO document_counts AS c VALUES (NEW.kind, NEW.id % 16, 1)
        ON CONFLICT (kind, shard) DO UPDATE SET n = c.n + 1;
    ELSE
        UPDATE document_counts SET n = n - 1 WHERE (kind, shard) = (OLD.kind, OLD.id % 16);
    END IF;
    RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER documents_counts
    AFTER INSERT OR DELETE ON documents
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION document_counts_track();

-- TRUNCATE fires no row trigger: the counts go with the rows.
CREATE FUNCTION list_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    CASE TG_TABLE_NAME
        WHEN 'cases' THEN TRUNCATE case_counts;
        WHEN 'service_requests' THEN TRUNCATE service_request_counts;
        WHEN 'documents' THEN
            TRUNCATE document_counts;
            UPDATE cases SET document_count = 0 WHERE document_count <> 0;
        WHEN 'case_updates' THEN UPDATE cases SET update_count = 0 WHERE update_count <> 0;
    END CASE;
    RETURN NULL;
END
$$;
CREATE TRIGGER cases_counts_truncate AFTER TRUNCATE ON cases
    FOR EACH STATEMENT EXECUTE FUNCTION list_counts_clear();
CREATE TRIGGER service_requests_counts_truncate AFTER TRUNCATE ON service_requests
    FOR EACH STATEMENT EXECUTE FUNCTION list_counts_clear();
CREATE TRIGGER documents_counts_truncate AFTER TRUNCATE ON documents
    FOR EACH STATEMENT EXECUTE FUNCTION list_counts_clear();
CREATE TRIGGER case_updates_counts_truncate AFTER TRUNCATE ON case_updates
    FOR EACH STATEMENT EXECUTE FUNCTION list_counts_clear();

INSERT INTO case_counts SELECT case_type, status, count(*) FROM cases GROUP BY 1, 2;
INSERT INTO service_request_counts
SELECT kind, status, assigned_to IS NULL, priority, count(*) FROM service_requests GROUP BY 1, 2, 3, 4;
INSERT INTO document_counts SELECT kind, id % 16, count(*) FROM documents GROUP BY 1, 2;

-- Rewritten by every write: room on each page for the new versions of their rows, and vacuumed
-- after a thousand changes whatever their size (as the appointments' counters).
ALTER TABLE case_counts SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_cost_delay = 0);
ALTER TABLE service_request_counts SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_cost_delay = 0);
ALTER TABLE document_counts SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_cost_delay = 0);

-- Service requests (docs/product-decisions.md, decision 18): the forms of the selling pages,
-- each stored with its validated content as JSON, handled by staff in one inbox. Deleting an
-- account deletes its requests; a staff member's deletion leaves their requests unassigned.
CREATE TABLE service_requests (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    client_id     BIGINT      NOT NULL
                  CONSTRAINT service_requests_client_fkey REFERENCES users (id) ON DELETE CASCADE,
    kind          TEXT        NOT NULL CHECK (kind IN ('citizenship', 'inventory', 'labor',
                  'benefit', 'course-discount', 'course-enrollment', 'contact')),
    title         TEXT        NOT NULL,
    form          JSONB       NOT NULL,
    status        TEXT        NOT NULL DEFAULT 'new'
                  CHECK (status IN ('new', 'in_progress', 'answered', 'closed')),
    assigned_to   BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    -- When someone on the staff first opened it; null: unread in the inbox.
    staff_read_at TIMESTAMPTZ,
    -- The case it became; the cases feature adds the foreign key with its table.
    case_id       BIGINT,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The inbox (newest first), a client's own list, the limits' counts and the unread count.
CREATE INDEX service_requests_created_idx ON service_requests (created_at DESC, id DESC);
CREATE INDEX service_requests_client_idx ON service_requests (client_id, kind, status);
CREATE INDEX service_requests_unread_idx ON service_requests (id) WHERE staff_read_at IS NULL;

-- Vault documents attached to a request; a deleted document leaves the request.
CREATE TABLE request_documents (
    request_id  BIGINT NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
    document_id BIGINT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    PRIMARY KEY (request_id, document_id)
);
CREATE INDEX request_documents_document_idx ON request_documents (document_id);

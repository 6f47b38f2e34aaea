-- Cases (process tracking, docs/product-decisions.md, decision 17): staff open one for a
-- client; the client follows its status, progress, documents and history.
CREATE TABLE cases (
    id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    client_id          BIGINT      NOT NULL
                       CONSTRAINT cases_client_fkey REFERENCES users (id) ON DELETE CASCADE,
    case_type          TEXT        NOT NULL CHECK (case_type IN ('italian_citizenship',
                       'passport', 'inventory', 'labor', 'social_security', 'other')),
    country            TEXT        NOT NULL,
    protocol           TEXT        NOT NULL DEFAULT '',
    status             TEXT        NOT NULL CHECK (status IN ('in_progress',
                       'awaiting_documents', 'pending', 'approved', 'completed', 'rejected',
                       'denied')),
    progress           INTEGER     NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
    start_date         DATE        NOT NULL,
    estimated_end_date DATE,
    actual_end_date    DATE,
    notes              TEXT        NOT NULL DEFAULT '',
    created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A client's cases, and the staff list, most recently changed first.
CREATE INDEX cases_client_idx ON cases (client_id, updated_at DESC);
CREATE INDEX cases_updated_idx ON cases (updated_at DESC, id DESC);
CREATE INDEX cases_status_idx ON cases (status);

-- A case's history: staff updates the client reads, newest first.
CREATE TABLE case_updates (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    case_id     BIGINT      NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    author_id   BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    author_name TEXT        NOT NULL,
    content     TEXT        NOT NULL CHECK (content <> ''),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX case_updates_case_idx ON case_updates (case_id, created_at DESC, id DESC);

-- A document may be handed in for one of its owner's cases.
ALTER TABLE documents
    ADD COLUMN case_id BIGINT REFERENCES cases (id) ON DELETE SET NULL;

CREATE INDEX documents_case_idx ON documents (case_id) WHERE case_id IS NOT NULL;

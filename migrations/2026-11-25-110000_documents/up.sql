-- The document vault (docs/product-decisions.md, decision 16). The bytes live in the object
-- store under `object_key`, a random name; this row describes them. Deleting an account deletes
-- its rows; its objects, no longer pointed to, are removed by the sweep.
CREATE TABLE documents (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id      BIGINT      NOT NULL
                  CONSTRAINT documents_owner_fkey REFERENCES users (id) ON DELETE CASCADE,
    object_key    TEXT        NOT NULL CONSTRAINT documents_object_key_key UNIQUE,
    original_name TEXT        NOT NULL,
    kind          TEXT        NOT NULL CHECK (kind IN ('pdf', 'image')),
    content_type  TEXT        NOT NULL,
    size_bytes    BIGINT      NOT NULL CHECK (size_bytes > 0),
    sha256        TEXT        NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    uploaded_by   BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    uploaded_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_on    DATE
);

-- The list (an owner's, newest first) and the quota's sum.
CREATE INDEX documents_owner_idx ON documents (owner_id, uploaded_at DESC, id DESC);

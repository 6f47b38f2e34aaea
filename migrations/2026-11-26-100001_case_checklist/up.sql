-- A case's checklist of required documents (docs/product-decisions.md, decision 17): staff add
-- items (a template per case type prefills them), documents are handed in for an item, and
-- staff approve or reject it with a reason the client sees.
CREATE TABLE case_checklist_items (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    case_id       BIGINT      NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    name          TEXT        NOT NULL CHECK (name <> ''),
    review        TEXT        NOT NULL DEFAULT 'waiting'
                  CHECK (review IN ('waiting', 'approved', 'rejected')),
    review_reason TEXT        NOT NULL DEFAULT '',
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX case_checklist_items_case_idx ON case_checklist_items (case_id, id);

ALTER TABLE documents
    ADD COLUMN checklist_item_id BIGINT REFERENCES case_checklist_items (id) ON DELETE SET NULL;

CREATE INDEX documents_checklist_item_idx ON documents (checklist_item_id)
    WHERE checklist_item_id IS NOT NULL;

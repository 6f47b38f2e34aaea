-- The family tree (docs/architecture.md, family tree): one per client account, saved whole.
-- Persons are named by a key the editor chooses, unique within the tree; parent links point at
-- keys of the same tree. The rules (no cycles, plausible dates) are the core's.
CREATE TABLE family_trees (
    owner_id    BIGINT      PRIMARY KEY
                CONSTRAINT family_trees_owner_fkey REFERENCES users (id) ON DELETE CASCADE,
    status      TEXT        NOT NULL CHECK (status IN ('draft', 'finished')),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_by  BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    finished_at TIMESTAMPTZ
);

CREATE TABLE family_persons (
    owner_id         BIGINT  NOT NULL
                     REFERENCES family_trees (owner_id) ON DELETE CASCADE,
    position         INTEGER NOT NULL CHECK (position >= 0),
    person_key       TEXT    NOT NULL CHECK (length(person_key) BETWEEN 1 AND 64),
    name             TEXT    NOT NULL,
    relationship     TEXT    NOT NULL CHECK (relationship IN (
                         'self', 'father', 'mother',
                         'grandfather-paternal', 'grandmother-paternal',
                         'grandfather-maternal', 'grandmother-maternal',
                         'great-grandfather-paternal', 'great-grandmother-paternal',
                         'great-grandfather-maternal', 'great-grandmother-maternal',
                         'other')),
    -- Partial dates as written by the core: 'AAAA', 'AAAA-MM' or 'AAAA-MM-DD'.
    birth_date       TEXT    CHECK (birth_date ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$'),
    birth_place      TEXT,
    death_date       TEXT    CHECK (death_date ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$'),
    death_place      TEXT,
    document_number  TEXT,
    notes            TEXT,
    italian_ancestor BOOLEAN NOT NULL DEFAULT false,
    father_key       TEXT,
    mother_key       TEXT,
    PRIMARY KEY (owner_id, position),
    CONSTRAINT family_persons_key_unique UNIQUE (owner_id, person_key)
);

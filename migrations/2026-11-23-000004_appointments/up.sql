-- Appointments at consulates and offices. Dates and times are local to
-- America/Sao_Paulo (docs/product-decisions.md, decision 5).
CREATE TABLE appointments (
    id                       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The client's account; kept as NULL when the account is deleted.
    user_id                  BIGINT REFERENCES users (id) ON DELETE SET NULL,
    client_name              TEXT        NOT NULL CHECK (btrim(client_name) <> ''),
    client_email             TEXT        NOT NULL,
    client_phone             TEXT,
    service_id               BIGINT      NOT NULL REFERENCES services (id),
    location                 TEXT        NOT NULL,
    date                     DATE        NOT NULL,
    time                     TIME        NOT NULL,
    status                   TEXT        NOT NULL DEFAULT 'pending'
                             CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed')),
    notes                    TEXT,
    birth_date               DATE,
    birth_place              TEXT,
    current_address          TEXT,
    document_type            TEXT CHECK (document_type IN ('RG', 'RNE', 'passaporte_brasileiro', 'outro')),
    document_number          TEXT,
    document_issue_date      DATE,
    document_expiry_date     DATE,
    document_issuer          TEXT,
    aire_registration_number TEXT,
    created_at               TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at               TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (document_expiry_date IS NULL OR document_issue_date IS NULL OR document_expiry_date > document_issue_date)
);

-- One active appointment per slot; 'Outro' is not a real place and is exempt.
CREATE UNIQUE INDEX appointments_slot_key ON appointments (location, date, time)
    WHERE status <> 'cancelled' AND location <> 'Outro';

-- The lists: everyone's by date (staff), one client's by date, by status.
CREATE INDEX appointments_schedule_idx ON appointments (date, time, id);
CREATE INDEX appointments_user_schedule_idx ON appointments (user_id, date, time, id);
CREATE INDEX appointments_status_schedule_idx ON appointments (status, date, time, id);

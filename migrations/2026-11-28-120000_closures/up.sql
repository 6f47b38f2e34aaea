-- Closures (docs/decisions/closures-and-holidays.md): a place, or every place when
-- `location` is NULL, closed from `first_day` to `last_day` (both included) for a reason that
-- clients read. National holidays are not stored: the core keeps their table.
CREATE TABLE closures (
    id BIGSERIAL PRIMARY KEY,
    location TEXT,
    first_day DATE NOT NULL,
    last_day DATE NOT NULL,
    reason TEXT NOT NULL CHECK (length(btrim(reason)) > 0),
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (last_day >= first_day)
);

-- Availability asks which closures meet a day: those not yet over.
CREATE INDEX closures_last_day_idx ON closures (last_day, first_day);

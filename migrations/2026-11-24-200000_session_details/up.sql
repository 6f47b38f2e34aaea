-- What the account's owner sees of each session (Settings → Sessões): an opaque id that is not
-- the key nor its digest, the device and address at sign-in, and when it was last used (written
-- when the idle deadline slides, so to within a minute). `created_at` is the sign-in time.
ALTER TABLE sessions
    ADD COLUMN public_id    TEXT        NOT NULL DEFAULT gen_random_uuid()::text,
    ADD COLUMN device       TEXT,
    ADD COLUMN address      TEXT,
    ADD COLUMN last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now();

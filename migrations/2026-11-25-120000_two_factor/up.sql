-- The second factor (TOTP, docs/decisions/two-factor.md). The secret must be read back to check
-- codes, so it is stored sealed (AES-256-GCM under a key derived from SESSION_SECRET), never in
-- clear; it is pending until the first code confirms it. The last accepted time step refuses a
-- code used twice.
ALTER TABLE users
    ADD COLUMN two_factor_secret       TEXT,
    ADD COLUMN two_factor_confirmed_at TIMESTAMPTZ,
    ADD COLUMN two_factor_last_step    BIGINT,
    ADD CONSTRAINT users_two_factor_confirmed_has_secret
        CHECK (two_factor_confirmed_at IS NULL OR two_factor_secret IS NOT NULL);

-- Single-use recovery codes: only their SHA-256 is kept.
CREATE TABLE recovery_codes (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    digest     TEXT        NOT NULL,
    used_at    TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id);

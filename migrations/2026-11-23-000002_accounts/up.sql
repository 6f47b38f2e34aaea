-- Server-side sessions (actix-session store). Only a digest of the cookie's key is kept.
CREATE TABLE sessions (
    key_hash            TEXT PRIMARY KEY,
    user_id             BIGINT REFERENCES users (id) ON DELETE CASCADE,
    state               JSONB       NOT NULL,
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at          TIMESTAMPTZ NOT NULL,
    absolute_expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Single-use password reset links; only a digest of the token is kept.
CREATE TABLE password_reset_tokens (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    BIGINT      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT        NOT NULL UNIQUE,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

-- Mails waiting to be sent, written in the transaction of the change that causes them.
CREATE TABLE outbox (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payload         JSONB       NOT NULL,
    attempts        INTEGER     NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_error      TEXT,
    failed_at       TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE failed_at IS NULL;

-- Who changed what, when, as staff.
CREATE TABLE audit_log (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    actor_id    BIGINT REFERENCES users (id) ON DELETE SET NULL,
    action      TEXT        NOT NULL,
    entity      TEXT        NOT NULL,
    entity_id   TEXT        NOT NULL,
    before      JSONB,
    after       JSONB,
    occurred_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

-- The last active administrator can never be demoted, deactivated or deleted.
-- Checked only when the statement touched an active admin; the advisory lock
-- serialises such statements, so two admins demoting each other at the same
-- moment cannot both succeed (the second sees the first's commit).
CREATE FUNCTION users_keep_an_active_admin() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE role = 'admin' AND active) THEN
        RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock(7011);
    IF NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin' AND active) THEN
        RAISE EXCEPTION 'the last active administrator must remain'
            USING ERRCODE = 'P0001', CONSTRAINT = 'users_last_active_admin';
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER users_keep_an_active_admin_on_update
    AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION users_keep_an_active_admin();

CREATE TRIGGER users_keep_an_active_admin_on_delete
    AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION users_keep_an_active_admin();

-- Links in client mails that act on an appointment without signing in (docs/product-decisions.md,
-- decision 21). Only a token's SHA-256 digest is kept; each is bound to one appointment and one
-- action and used once. It is good until the appointment starts, which the appointment says.
CREATE TABLE appointment_action_tokens (
    token_digest   TEXT PRIMARY KEY,
    appointment_id BIGINT NOT NULL,
    action         TEXT NOT NULL CHECK (action IN ('confirm', 'reschedule', 'cancel')),
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    used_at        TIMESTAMPTZ
);
CREATE INDEX appointment_action_tokens_appointment ON appointment_action_tokens (appointment_id);

-- No foreign key, which would forbid TRUNCATE appointments (as for the reminders): the tokens
-- of appointments that go are dropped by these triggers.
CREATE FUNCTION portal_drop_tokens_of_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM appointment_action_tokens WHERE appointment_id IN (SELECT id FROM gone);
    RETURN NULL;
END;
$$;
CREATE FUNCTION portal_drop_every_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM appointment_action_tokens;
    RETURN NULL;
END;
$$;
CREATE TRIGGER appointments_drop_tokens AFTER DELETE ON appointments
    REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION portal_drop_tokens_of_deleted();
CREATE TRIGGER appointments_truncate_drop_tokens AFTER TRUNCATE ON appointments
    FOR EACH STATEMENT EXECUTE FUNCTION portal_drop_every_token();

-- When the client confirmed, from a link, that they will come; cleared when the appointment moves.
ALTER TABLE appointments ADD COLUMN presence_confirmed_at TIMESTAMPTZ;

-- Time-based mail (docs/product-decisions.md, decision 20): a row is claimed only once its due
-- time has passed; next_attempt_at starts there and then follows leases and retries.
-- A reminder names its appointment and how many minutes before the start it goes: one waits per
-- appointment and offset, so no reminder is queued twice whatever the number of instances.
ALTER TABLE outbox
    ADD COLUMN due_at                  TIMESTAMPTZ NOT NULL DEFAULT now(),
    ADD COLUMN appointment_id          BIGINT,
    ADD COLUMN reminder_offset_minutes INTEGER CHECK (reminder_offset_minutes > 0),
    ADD CONSTRAINT outbox_reminder_names_both
        CHECK ((appointment_id IS NULL) = (reminder_offset_minutes IS NULL));
CREATE UNIQUE INDEX outbox_reminder_key ON outbox (appointment_id, reminder_offset_minutes)
    WHERE appointment_id IS NOT NULL;

-- No foreign key, which would forbid TRUNCATE appointments (the counters support it): the
-- reminders of appointments that go are dropped by these triggers instead.
CREATE FUNCTION portal_drop_reminders_of_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM outbox WHERE appointment_id IN (SELECT id FROM gone);
    RETURN NULL;
END;
$$;
CREATE FUNCTION portal_drop_every_reminder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM outbox WHERE appointment_id IS NOT NULL;
    RETURN NULL;
END;
$$;
CREATE TRIGGER appointments_drop_reminders AFTER DELETE ON appointments
    REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION portal_drop_reminders_of_deleted();
CREATE TRIGGER appointments_truncate_drop_reminders AFTER TRUNCATE ON appointments
    FOR EACH STATEMENT EXECUTE FUNCTION portal_drop_every_reminder();

-- How many times an appointment was changed: the SEQUENCE of its calendar invite.
ALTER TABLE appointments ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;

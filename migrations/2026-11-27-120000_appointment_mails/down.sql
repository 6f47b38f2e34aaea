DROP TABLE daily_agendas;
CREATE OR REPLACE FUNCTION portal_drop_reminders_of_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM outbox WHERE appointment_id IN (SELECT id FROM gone);
    RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION portal_drop_every_reminder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM outbox WHERE appointment_id IS NOT NULL;
    RETURN NULL;
END;
$$;
DROP INDEX outbox_kept_idx;
DROP INDEX outbox_sent_idx;
CREATE INDEX outbox_sent_idx ON outbox (sent_at) WHERE sent_at IS NOT NULL;
DROP INDEX outbox_due_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE failed_at IS NULL;
DELETE FROM outbox WHERE sent_at IS NOT NULL AND account_id IS NULL;
DROP INDEX outbox_about_appointment_idx;
ALTER TABLE outbox DROP COLUMN about_appointment;

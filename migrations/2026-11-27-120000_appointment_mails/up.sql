-- An appointment's mails (confirmation, changes, reminders) stay in the outbox once sent, so
-- staff see each one's delivery: about_appointment names the appointment a mail is about. Other
-- mails still go once sent. Sent rows are kept 90 days, then purged by the workers.
ALTER TABLE outbox ADD COLUMN about_appointment BIGINT;
UPDATE outbox SET about_appointment = (payload -> 'appointment' ->> 'id')::BIGINT
    WHERE payload ->> 'kind' IN ('appointmentToClient', 'appointmentReminder', 'appointmentToStaff');
CREATE INDEX outbox_about_appointment_idx ON outbox (about_appointment, id)
    WHERE about_appointment IS NOT NULL;

-- Workers claim from the unsent rows only, and purge the sent ones by age: both stay index
-- scans however many sent mails are kept.
DROP INDEX outbox_due_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE failed_at IS NULL AND sent_at IS NULL;
DROP INDEX outbox_sent_idx;
CREATE INDEX outbox_sent_idx ON outbox (sent_at)
    WHERE sent_at IS NOT NULL AND about_appointment IS NULL;
CREATE INDEX outbox_kept_idx ON outbox (sent_at)
    WHERE sent_at IS NOT NULL AND about_appointment IS NOT NULL;

-- An appointment that goes takes its mails along.
CREATE OR REPLACE FUNCTION portal_drop_reminders_of_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM outbox WHERE appointment_id IN (SELECT id FROM gone)
        OR about_appointment IN (SELECT id FROM gone);
    RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION portal_drop_every_reminder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM outbox WHERE appointment_id IS NOT NULL OR about_appointment IS NOT NULL;
    RETURN NULL;
END;
$$;

-- The staff's daily agenda: a day's row is inserted once, by whichever instance comes first
-- after 07:00 São Paulo time, in the transaction that queues its mails.
CREATE TABLE daily_agendas (
    day       DATE        PRIMARY KEY,
    queued_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

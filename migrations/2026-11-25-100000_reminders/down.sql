ALTER TABLE appointments DROP COLUMN sequence;
DROP TRIGGER appointments_truncate_drop_reminders ON appointments;
DROP TRIGGER appointments_drop_reminders ON appointments;
DROP FUNCTION portal_drop_every_reminder();
DROP FUNCTION portal_drop_reminders_of_deleted();
DELETE FROM outbox WHERE appointment_id IS NOT NULL;
DROP INDEX outbox_reminder_key;
ALTER TABLE outbox
    DROP CONSTRAINT outbox_reminder_names_both,
    DROP COLUMN reminder_offset_minutes,
    DROP COLUMN appointment_id,
    DROP COLUMN due_at;

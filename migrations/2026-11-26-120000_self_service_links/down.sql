ALTER TABLE appointments DROP COLUMN presence_confirmed_at;
DROP TRIGGER appointments_truncate_drop_tokens ON appointments;
DROP TRIGGER appointments_drop_tokens ON appointments;
DROP FUNCTION portal_drop_every_token();
DROP FUNCTION portal_drop_tokens_of_deleted();
DROP TABLE appointment_action_tokens;

DROP INDEX appointments_client_email_trgm_idx;
DROP INDEX appointments_client_name_trgm_idx;
DROP TRIGGER appointments_day_counts_truncate ON appointments;
DROP FUNCTION appointment_day_counts_clear();
DROP TRIGGER appointments_day_counts ON appointments;
DROP FUNCTION appointment_day_counts_track();
DROP FUNCTION appointment_day_counts_add(DATE, TEXT, INTEGER);
DROP TABLE appointment_day_counts;

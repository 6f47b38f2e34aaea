DROP TRIGGER sessions_truncate_notify ON sessions;
DROP TRIGGER sessions_notify ON sessions;
DROP TRIGGER users_notify ON users;
DROP TRIGGER messages_notify ON messages;
DROP TRIGGER courses_notify ON courses;
DROP TRIGGER services_notify ON services;
DROP TRIGGER appointments_notify ON appointments;
DROP FUNCTION portal_notify_session_changed();
DROP FUNCTION portal_notify_table_changed();

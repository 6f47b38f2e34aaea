DROP TRIGGER users_keep_an_active_admin_on_delete ON users;
DROP TRIGGER users_keep_an_active_admin_on_update ON users;
DROP FUNCTION users_keep_an_active_admin();
DROP TABLE audit_log;
DROP TABLE outbox;
DROP TABLE password_reset_tokens;
DROP TABLE sessions;

DROP INDEX service_requests_assigned_idx;
DROP TRIGGER users_names_to_lists ON users;
DROP FUNCTION users_names_to_lists();
DROP TRIGGER service_requests_names ON service_requests;
DROP FUNCTION service_requests_names();
DROP TRIGGER cases_client_names ON cases;
DROP FUNCTION cases_client_names();
ALTER TABLE service_requests
    DROP COLUMN client_full_name,
    DROP COLUMN client_username,
    DROP COLUMN assignee_full_name,
    DROP COLUMN assignee_username;
ALTER TABLE cases DROP COLUMN client_full_name;

DROP INDEX messages_request_idx;
ALTER TABLE messages DROP COLUMN request_id;

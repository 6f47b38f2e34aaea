-- A staff reply to a request is a message to its client. The message now remembers the request it
-- answered, so the request's page lists what was already answered, and by whom. Replies sent
-- before this migration are not linked: nothing tells which request they answered.
ALTER TABLE messages
    ADD COLUMN request_id BIGINT REFERENCES service_requests (id) ON DELETE SET NULL;
CREATE INDEX messages_request_idx ON messages (request_id, sent_at) WHERE request_id IS NOT NULL;

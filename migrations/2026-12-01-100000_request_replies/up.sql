-- A staff reply to a request is a message to its client. The message now remembers the request it
-- answered, so the request's page lists what was already answered, and by whom.
ALTER TABLE messages
    ADD COLUMN request_id BIGINT REFERENCES service_requests (id) ON DELETE SET NULL;
CREATE INDEX messages_request_idx ON messages (request_id, sent_at) WHERE request_id IS NOT NULL;

-- Replies sent before: each was written in the same transaction as its audit entry (a reply, or an
-- approved discount), by the same person to the request's client, so both carry the same now().
UPDATE messages AS m
SET request_id = r.id
FROM audit_log AS a
JOIN service_requests AS r ON a.entity_id = r.id::text
WHERE a.entity = 'request'
  AND a.action IN ('request.reply', 'request.approve_discount')
  AND a.actor_id = m.sender_id
  AND a.occurred_at = m.sent_at
  AND m.receiver_id = r.client_id
  AND m.request_id IS NULL;

-- Messages between clients and staff. A deleted account leaves NULL on its
-- side; each side hides a message from its own view only.
CREATE TABLE messages (
    id                BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    sender_id         BIGINT REFERENCES users (id) ON DELETE SET NULL,
    receiver_id       BIGINT REFERENCES users (id) ON DELETE SET NULL,
    content           TEXT        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 5000),
    is_read           BOOLEAN     NOT NULL DEFAULT FALSE,
    sent_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    sender_deleted    BOOLEAN     NOT NULL DEFAULT FALSE,
    receiver_deleted  BOOLEAN     NOT NULL DEFAULT FALSE
);
CREATE INDEX messages_inbox_idx ON messages (receiver_id, sent_at DESC, id DESC) WHERE NOT receiver_deleted;
CREATE INDEX messages_sent_idx ON messages (sender_id, sent_at DESC, id DESC) WHERE NOT sender_deleted;
CREATE INDEX messages_unread_idx ON messages (receiver_id) WHERE NOT is_read AND NOT receiver_deleted;

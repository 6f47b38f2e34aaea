-- The account whose action queued a mail, and when the mail went out: a client's mails of the
-- last hour are counted against MAIL_CAP_PER_HOUR. Mails of an account are kept one hour after
-- sending for that count; the others (password resets among them) still go once sent.
ALTER TABLE outbox
    ADD COLUMN account_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN sent_at    TIMESTAMPTZ;
CREATE INDEX outbox_account_recent_idx ON outbox (account_id, created_at)
    WHERE account_id IS NOT NULL;
CREATE INDEX outbox_sent_idx ON outbox (sent_at) WHERE sent_at IS NOT NULL;

DELETE FROM outbox WHERE sent_at IS NOT NULL;
DROP INDEX outbox_sent_idx;
DROP INDEX outbox_account_recent_idx;
ALTER TABLE outbox DROP COLUMN sent_at, DROP COLUMN account_id;

DROP INDEX documents_expiry_notice_idx;
ALTER TABLE documents DROP COLUMN expiry_noticed_at;

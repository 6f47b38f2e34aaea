-- Expiry notices (docs/product-decisions.md, decision 20): a document is told to its owner once,
-- when it comes within 30 days of its expiry. The mark is set in the transaction that queues
-- the mail, so neither a second instance nor a restart tells it again.
ALTER TABLE documents ADD COLUMN expiry_noticed_at TIMESTAMPTZ;

-- The daily pass reads only documents with an expiry date not yet noticed.
CREATE INDEX documents_expiry_notice_idx ON documents (expires_on)
    WHERE expires_on IS NOT NULL AND expiry_noticed_at IS NULL;

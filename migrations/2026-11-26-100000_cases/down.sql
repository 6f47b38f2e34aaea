ALTER TABLE documents DROP COLUMN case_id;
DROP TABLE case_updates;
DROP TABLE cases;

DROP TABLE documents;

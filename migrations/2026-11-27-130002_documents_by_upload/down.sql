DROP INDEX documents_uploaded_idx;

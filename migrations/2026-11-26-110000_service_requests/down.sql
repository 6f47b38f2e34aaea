DROP TABLE request_documents;
DROP TABLE service_requests;

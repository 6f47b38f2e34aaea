-- A request that became a case points to it; deleting the case leaves the request, unlinked.
ALTER TABLE service_requests
    ADD CONSTRAINT service_requests_case_fkey
    FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE SET NULL;

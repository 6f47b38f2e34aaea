-- Two requests come from the portal's own pages: a client asking for a new case, and a
-- finished family tree sent to the staff.
ALTER TABLE service_requests DROP CONSTRAINT service_requests_kind_check;
ALTER TABLE service_requests ADD CONSTRAINT service_requests_kind_check
    CHECK (kind IN ('citizenship', 'inventory', 'labor', 'benefit', 'course-discount',
                    'course-enrollment', 'contact', 'new-case', 'family-tree'));

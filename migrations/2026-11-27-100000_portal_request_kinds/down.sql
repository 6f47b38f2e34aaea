DELETE FROM service_requests WHERE kind IN ('new-case', 'family-tree');
ALTER TABLE service_requests DROP CONSTRAINT service_requests_kind_check;
ALTER TABLE service_requests ADD CONSTRAINT service_requests_kind_check
    CHECK (kind IN ('citizenship', 'inventory', 'labor', 'benefit', 'course-discount',
                    'course-enrollment', 'contact'));

DROP INDEX IF EXISTS service_requests_priority_idx;
DROP INDEX IF EXISTS appointments_priority_idx;
ALTER TABLE service_requests DROP COLUMN priority;
ALTER TABLE appointments DROP COLUMN priority;

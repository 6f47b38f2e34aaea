-- Priority (docs/product-decisions.md, the priority flag): a booking or a service request made
-- from a quick-access link with `priority=true` is marked for staff, who see it first-hand in the
-- agenda and the request inbox. Everything booked or sent before is not priority.
ALTER TABLE appointments ADD COLUMN priority BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE service_requests ADD COLUMN priority BOOLEAN NOT NULL DEFAULT false;

-- Staff filter their lists by it; few rows are marked, so only those are indexed.
CREATE INDEX appointments_priority_idx ON appointments (date, time) WHERE priority;
CREATE INDEX service_requests_priority_idx ON service_requests (created_at) WHERE priority;

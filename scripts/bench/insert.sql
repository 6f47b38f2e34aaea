-- pgbench (-M prepared): the least work a booking needs, one appointment inserted and committed
-- with the table's indexes and triggers (day and month counters, change notification), on the
-- days book.lua books. A made-up place per booking, so no two meet on a slot. bench.sh removes
-- these rows with the bench's own bookings.
\set day random(0, 364)
\set place random(1, 1000000000)
BEGIN;
INSERT INTO appointments (client_name, client_email, service_id, location, date, time, status)
VALUES ('Cliente pgbench', 'bench@bench.local', CAST(:service_id AS bigint), 'pgbench ' || CAST(:place AS text),
        CAST(:first_day AS date) + CAST(:day AS integer), '09:00', 'confirmed');
COMMIT;

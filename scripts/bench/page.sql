-- pgbench (-M prepared): the least work one uncached page of the staff list needs, the page of
-- 50 summaries with their service names from a different day each time, as days.lua asks the
-- server (ids from the schedule index, then the rows by key). No total: the ceiling the list's
-- own total is measured against.
\set day random(0, :days - 1)
SELECT a.id, a.client_name, a.client_email, a.service_id, a.location, a.date, a.time, a.status,
       a.presence_confirmed_at, s.name
FROM appointments a JOIN services s ON s.id = a.service_id
WHERE a.id = ANY(ARRAY(SELECT id FROM appointments WHERE date >= CAST(:first_day AS date) + CAST(:day AS integer)
                       ORDER BY date, time, id LIMIT 50))
ORDER BY a.date, a.time, a.id;

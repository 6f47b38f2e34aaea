-- pgbench (-M prepared): everything a staff booking stores, the database alone, in the statements
-- the server sends: the appointment with an Italian passport's data (its service's name read back),
-- then in one statement its nine single-use links and its four mails (to the client, to the staff,
-- two reminders), committed together. The mails' JSON comes as parameters, as the server binds it
-- (bench.sh passes the lines of booking-mails.jsonl, taken from a booking made through the API),
-- and the links' digests are 64 characters long like the server's. Unlike the server's, the mails
-- are for made-up addresses and due tomorrow, so the running server's worker leaves them alone;
-- bench.sh removes the rows (and with them their mails and links) after.
\set day random(0, 364)
\set place random(1, 1000000000)
\set link random(1, 1000000000000000)
BEGIN;
INSERT INTO appointments (user_id, client_name, client_email, client_phone, service_id, location, date, time,
                          status, notes, birth_date, birth_place, current_address, document_type,
                          document_number, document_issue_date, document_expiry_date, document_issuer,
                          aire_registration_number, priority)
VALUES (NULL, 'Cliente pgbench', 'bench@bench.local', '11 90000-0000', CAST(:service_id AS bigint),
        'pgbench ' || CAST(:place AS text), CAST(:first_day AS date) + CAST(:day AS integer), '09:00',
        'confirmed', NULL, '1990-01-01', 'São Paulo', 'Rua A, 1', 'RG', '1', '2015-01-01', '2030-01-01',
        'SSP', 'A1', false)
RETURNING id AS booked, (SELECT name FROM services WHERE services.id = appointments.service_id) \gset
WITH first_write AS (
  INSERT INTO appointment_action_tokens (token_digest, appointment_id, action)
  SELECT unnest(ARRAY['pgbench-a', 'pgbench-b', 'pgbench-c', 'pgbench-d', 'pgbench-e', 'pgbench-f',
                      'pgbench-g', 'pgbench-h', 'pgbench-i']) || lpad(CAST(:link AS text), 55, '0'),
         CAST(:booked AS bigint),
         unnest(ARRAY['confirm', 'reschedule', 'cancel', 'confirm', 'reschedule', 'cancel', 'confirm',
                      'reschedule', 'cancel']))
INSERT INTO outbox (payload, account_id, about_appointment, due_at, next_attempt_at, appointment_id,
                    reminder_offset_minutes)
SELECT unnest(ARRAY[CAST(:client_mail AS jsonb), CAST(:staff_mail AS jsonb), CAST(:reminder_mail AS jsonb),
                    CAST(:reminder_mail AS jsonb)]), NULL, CAST(:booked AS bigint),
       now() + interval '1 day', now() + interval '1 day',
       unnest(ARRAY[NULL, NULL, CAST(:booked AS bigint), CAST(:booked AS bigint)]),
       unnest(ARRAY[NULL, NULL, 1440, 120])
ON CONFLICT DO NOTHING;
COMMIT;

-- Every booking adds one to its day's and its month's counter. The trigger ran when the row was
-- inserted, so the counter rows stayed locked for the rest of the booking's transaction (reading
-- the row back, queueing its mails, reminders and links: several round trips), and concurrent
-- bookings of the same month queued behind each other for all that time. Deferred to the commit,
-- the counters are locked only while the transaction commits. The function and the lock order
-- (days, then months, each in key order) are unchanged.
DROP TRIGGER appointments_day_counts ON appointments;
CREATE CONSTRAINT TRIGGER appointments_day_counts
    AFTER INSERT OR DELETE OR UPDATE OF date, status ON appointments
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION appointment_day_counts_track();

-- The counters are rewritten by every booking: room on each page for the new versions of its
-- rows (HOT updates, pruned in place), and vacuumed after a thousand changes whatever the
-- table's size, so that summing a few dozen rows never walks thousands of dead ones.
ALTER TABLE appointment_day_counts SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_cost_delay = 0);
ALTER TABLE appointment_month_counts SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_cost_delay = 0);

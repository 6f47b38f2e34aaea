ALTER TABLE appointment_month_counts RESET (fillfactor, autovacuum_vacuum_scale_factor,
    autovacuum_vacuum_threshold, autovacuum_vacuum_cost_delay);
ALTER TABLE appointment_day_counts RESET (fillfactor, autovacuum_vacuum_scale_factor,
    autovacuum_vacuum_threshold, autovacuum_vacuum_cost_delay);
DROP TRIGGER appointments_day_counts ON appointments;
CREATE TRIGGER appointments_day_counts
    AFTER INSERT OR DELETE OR UPDATE OF date, status ON appointments
    FOR EACH ROW EXECUTE FUNCTION appointment_day_counts_track();

CREATE OR REPLACE FUNCTION appointment_day_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    TRUNCATE appointment_day_counts;
    RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION appointment_day_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM appointment_day_counts_add(NEW.date, NEW.status, 1);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM appointment_day_counts_add(OLD.date, OLD.status, -1);
    ELSIF (OLD.date, OLD.status) <> (NEW.date, NEW.status) THEN
        IF (OLD.date, OLD.status) < (NEW.date, NEW.status) THEN
            PERFORM appointment_day_counts_add(OLD.date, OLD.status, -1);
            PERFORM appointment_day_counts_add(NEW.date, NEW.status, 1);
        ELSE
            PERFORM appointment_day_counts_add(NEW.date, NEW.status, 1);
            PERFORM appointment_day_counts_add(OLD.date, OLD.status, -1);
        END IF;
    END IF;
    RETURN NULL;
END
$$;

DROP FUNCTION appointment_month_counts_add(DATE, TEXT, INTEGER);
DROP TABLE appointment_month_counts;
ALTER TABLE appointment_day_counts ALTER COLUMN n TYPE BIGINT;

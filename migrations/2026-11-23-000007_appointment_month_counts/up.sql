-- Summing the per-day counters of two years (about 2 800 rows) cost as much as reading the page
-- itself on every staff list. Per-month counters, kept by the same trigger, leave a whole-agenda
-- total at a few dozen rows; the days are read only at the edges of a date range.
--
-- The counters become INTEGER: SUM over INTEGER is BIGINT (over BIGINT it is NUMERIC), so the
-- application sums them with a query it prepares once.
-- No appointment may change while the trigger is replaced and the month counters are filled: a
-- booking already inside the old trigger would count its day but never its month.
LOCK TABLE appointments IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE appointment_day_counts ALTER COLUMN n TYPE INTEGER;

CREATE TABLE appointment_month_counts (
    month DATE NOT NULL CHECK (month = date_trunc('month', month)::date),
    status TEXT NOT NULL,
    n INTEGER NOT NULL CHECK (n >= 0),
    PRIMARY KEY (month, status)
);

CREATE FUNCTION appointment_month_counts_add(day DATE, state TEXT, delta INTEGER)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF delta > 0 THEN
        INSERT INTO appointment_month_counts AS c (month, status, n)
        VALUES (date_trunc('month', day)::date, state, delta)
        ON CONFLICT (month, status) DO UPDATE SET n = c.n + delta;
    ELSE
        -- As for the days: the row exists, and a negative insert would fail the check first.
        UPDATE appointment_month_counts SET n = n + delta
        WHERE month = date_trunc('month', day)::date AND status = state;
    END IF;
END
$$;

-- Every writer locks the day counters it changes first, in key order, then the month counters,
-- in key order: with one order for everyone, concurrent bookings and edits cannot deadlock.
CREATE OR REPLACE FUNCTION appointment_day_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM appointment_day_counts_add(NEW.date, NEW.status, 1);
        PERFORM appointment_month_counts_add(NEW.date, NEW.status, 1);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM appointment_day_counts_add(OLD.date, OLD.status, -1);
        PERFORM appointment_month_counts_add(OLD.date, OLD.status, -1);
    ELSIF (OLD.date, OLD.status) <> (NEW.date, NEW.status) THEN
        IF (OLD.date, OLD.status) < (NEW.date, NEW.status) THEN
            PERFORM appointment_day_counts_add(OLD.date, OLD.status, -1);
            PERFORM appointment_day_counts_add(NEW.date, NEW.status, 1);
        ELSE
            PERFORM appointment_day_counts_add(NEW.date, NEW.status, 1);
            PERFORM appointment_day_counts_add(OLD.date, OLD.status, -1);
        END IF;
        IF (date_trunc('month', OLD.date), OLD.status)
            < (date_trunc('month', NEW.date), NEW.status) THEN
            PERFORM appointment_month_counts_add(OLD.date, OLD.status, -1);
            PERFORM appointment_month_counts_add(NEW.date, NEW.status, 1);
        ELSE
            PERFORM appointment_month_counts_add(NEW.date, NEW.status, 1);
            PERFORM appointment_month_counts_add(OLD.date, OLD.status, -1);
        END IF;
    END IF;
    RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION appointment_day_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    TRUNCATE appointment_day_counts, appointment_month_counts;
    RETURN NULL;
END
$$;

INSERT INTO appointment_month_counts (month, status, n)
SELECT date_trunc('month', date)::date, status, sum(n) FROM appointment_day_counts
GROUP BY 1, 2;

DROP FUNCTION portal_count_attempt(TEXT, TIMESTAMPTZ);
DROP TABLE attempt_counters;

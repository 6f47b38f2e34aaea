-- Attempt budgets (sign-in, registration, password reset and change, second factor) counted in
-- the database, so that every instance behind the proxy counts against the same budget. One row
-- per (door, address) or (door, account); a window opens with its first attempt and lasts a
-- minute. UNLOGGED: no WAL for a counter that only has to outlive a minute; a crash empties it,
-- which gives every client a fresh minute, nothing worse.
CREATE UNLOGGED TABLE attempt_counters (
    bucket       TEXT PRIMARY KEY,
    window_start TIMESTAMPTZ NOT NULL,
    attempts     INTEGER NOT NULL
);

-- One round trip: counts an attempt at `now` and answers how many the bucket's window holds,
-- this one included. A window older than a minute starts again at this attempt.
CREATE FUNCTION portal_count_attempt(p_bucket TEXT, p_now TIMESTAMPTZ) RETURNS INTEGER
LANGUAGE sql AS $$
    INSERT INTO attempt_counters AS c (bucket, window_start, attempts)
    VALUES (p_bucket, p_now, 1)
    ON CONFLICT (bucket) DO UPDATE SET
        attempts = CASE WHEN c.window_start > EXCLUDED.window_start - interval '1 minute'
                        THEN c.attempts + 1 ELSE 1 END,
        window_start = CASE WHEN c.window_start > EXCLUDED.window_start - interval '1 minute'
                            THEN c.window_start ELSE EXCLUDED.window_start END
    RETURNING attempts
$$;

ALTER TABLE sessions
    DROP COLUMN last_seen_at,
    DROP COLUMN address,
    DROP COLUMN device,
    DROP COLUMN public_id;

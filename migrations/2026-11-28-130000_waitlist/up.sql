-- The waitlist (docs/architecture.md, the waitlist): a client waits for a slot on a full day at a place, for a
-- service, once per day, place and service. When a slot frees up the first in line holds it
-- for 30 minutes through a link whose token is stored only as a digest; a hold that lapses
-- passes the slot to the next in line.
CREATE TABLE waitlist_entries (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id BIGINT NOT NULL REFERENCES services (id),
    location TEXT NOT NULL,
    date DATE NOT NULL,
    -- waiting: in line; offered: holds hold_time until hold_expires_at; booked: booked through
    -- the hold; lapsed: let the hold expire, out of the line.
    status TEXT NOT NULL DEFAULT 'waiting'
        CHECK (status IN ('waiting', 'offered', 'booked', 'lapsed')),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    hold_time TIME,
    hold_digest TEXT UNIQUE,
    hold_expires_at TIMESTAMPTZ,
    appointment_id BIGINT REFERENCES appointments (id) ON DELETE SET NULL,
    CHECK ((status = 'waiting') = (hold_digest IS NULL)),
    CHECK ((hold_digest IS NULL) = (hold_time IS NULL) AND (hold_time IS NULL) = (hold_expires_at IS NULL))
);

CREATE UNIQUE INDEX waitlist_entries_once_idx
    ON waitlist_entries (user_id, service_id, location, date);
-- The line of a day at a place, first come first served.
CREATE INDEX waitlist_entries_line_idx
    ON waitlist_entries (location, date, created_at, id) WHERE status = 'waiting';
-- The holds a worker passes on once they expire.
CREATE INDEX waitlist_entries_holds_idx
    ON waitlist_entries (hold_expires_at) WHERE status = 'offered';

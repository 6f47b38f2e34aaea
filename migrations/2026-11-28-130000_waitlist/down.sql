DROP TABLE waitlist_entries;

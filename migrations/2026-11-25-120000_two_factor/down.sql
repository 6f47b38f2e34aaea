DROP TABLE recovery_codes;
ALTER TABLE users
    DROP CONSTRAINT users_two_factor_confirmed_has_secret,
    DROP COLUMN two_factor_last_step,
    DROP COLUMN two_factor_confirmed_at,
    DROP COLUMN two_factor_secret;

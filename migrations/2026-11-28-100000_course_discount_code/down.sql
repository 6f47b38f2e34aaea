ALTER TABLE courses DROP COLUMN discount_code;

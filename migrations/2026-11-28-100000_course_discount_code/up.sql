-- The code a client receives when staff approve their discount request for the course.
ALTER TABLE courses
    ADD COLUMN discount_code TEXT CHECK (char_length(btrim(discount_code)) BETWEEN 1 AND 50);

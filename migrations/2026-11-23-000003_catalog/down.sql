DROP TABLE courses;
DROP TABLE services;

DROP TABLE closures;

DROP TABLE family_persons;
DROP TABLE family_trees;

ALTER TABLE family_trees DROP COLUMN json_gzip, DROP COLUMN json_shape, DROP COLUMN json_of;

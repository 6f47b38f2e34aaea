-- A tree is saved whole and read whole: each save also keeps the tree's JSON, as the API sends it,
-- gzip-compressed, so that a read is this one row instead of every person decoded and encoded
-- again (docs/performance.md). `json_shape` tells which shape of the JSON the bytes have; the
-- server ignores bytes of another shape (written before the JSON changed) and reads the persons,
-- until the next save writes them anew. Trees saved before this migration have none yet, and a
-- later migration that changes stored persons must set json_gzip to NULL for the trees it touches.
ALTER TABLE family_trees
    ADD COLUMN json_gzip BYTEA,
    ADD COLUMN json_shape INTEGER;

-- Already compressed: stored as it comes, without PostgreSQL trying to compress it again.
ALTER TABLE family_trees ALTER COLUMN json_gzip SET STORAGE EXTERNAL;

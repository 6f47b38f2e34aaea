-- A tree is saved whole and read whole: each save also keeps the tree's JSON, as the API sends it,
-- gzip-compressed, so that a read is this one row instead of every person decoded and encoded
-- again (docs/performance.md). The kept JSON is used only while both marks hold:
-- `json_shape`, the shape of the JSON the server writes (bytes written before the JSON changed are
-- ignored), and `json_of`, the row's `updated_at` when the JSON was written (a save by a server
-- that does not write the JSON, an older one during a rolling upgrade, moves `updated_at` on).
-- Otherwise the read uses the persons until the next save. Trees saved before this migration have
-- no JSON yet; a later migration that changes stored persons must set json_gzip to NULL.
ALTER TABLE family_trees
    ADD COLUMN json_gzip BYTEA,
    ADD COLUMN json_shape INTEGER,
    ADD COLUMN json_of TIMESTAMPTZ;

-- Already compressed: stored as it comes, without PostgreSQL trying to compress it again.
ALTER TABLE family_trees ALTER COLUMN json_gzip SET STORAGE EXTERNAL;

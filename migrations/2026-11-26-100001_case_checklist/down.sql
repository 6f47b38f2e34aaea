ALTER TABLE documents DROP COLUMN checklist_item_id;
DROP TABLE case_checklist_items;

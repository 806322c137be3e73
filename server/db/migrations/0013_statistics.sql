-- The statistics (issue 18, docs/decisions-statistics.md): every figure reads the tasks of a begin-date range with the
-- few columns it counts; this partial covering index lets it read only the index (an index-only scan), not the wide rows.
CREATE INDEX IF NOT EXISTS "tasks_figures_idx" ON "tasks" USING btree ("date_begin") INCLUDE ("child", "state", "date_limit", "date_end", "grade", "category", "volunteer") WHERE "deleted_at" IS NULL;

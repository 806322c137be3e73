CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"uploader" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_image_url_idx" ON "uploads" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applies_pending_idnumber_idx" ON "applies" USING btree ("child_idnumber") WHERE apply_state in ('申请', '初过');--> statement-breakpoint
-- Images already referred to by saved records and applies count as issued and attached (issue 14: a record
-- may only refer to images this server issued; an apply pending at the upgrade keeps its images).
INSERT INTO "uploads" ("image_url", "uploader", "created_at", "attached_at")
SELECT DISTINCT v #>> '{}', 0, now(), now()
FROM (
  SELECT jsonb_path_query("information", 'lax $.**.image_url') AS v FROM "children"
  UNION ALL
  SELECT jsonb_path_query("apply_information", 'lax $.**.image_url') FROM "applies"
) AS found
WHERE jsonb_typeof(v) = 'string' AND length(v #>> '{}') > 0
ON CONFLICT ("image_url") DO NOTHING;

-- Issue 27: the persuasion logs leave the operation-record table for a table of their own (docs/decisions-tables.md
-- "Persuasion logs"). The rows move with their ids (an operation record names a log by its id), the sequence goes on
-- after the highest, and the foreign key to the child is checked against the moved rows first: validated when every
-- log names a child row, else kept NOT VALID (new rows checked, the old orphans kept and announced).
CREATE TABLE "persuasions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_user" integer NOT NULL,
	"record_child" integer NOT NULL,
	"record_state" text DEFAULT '成功' NOT NULL,
	"record_datetime" timestamp with time zone NOT NULL,
	"record_information" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "persuasions" ("id", "record_user", "record_child", "record_state", "record_datetime", "record_information", "version", "created_at")
	SELECT "id", "record_user", "record_child", "record_state", "record_datetime", "record_information", "version", "created_at"
	FROM "records" WHERE "record_type" = 'persuasion';--> statement-breakpoint
DELETE FROM "records" WHERE "record_type" = 'persuasion';--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('persuasions', 'id'), coalesce((SELECT max("id") FROM "persuasions"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "persuasions" ADD CONSTRAINT "persuasions_record_child_children_id_fk" FOREIGN KEY ("record_child") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
DO $$ BEGIN
	IF EXISTS (SELECT 1 FROM "persuasions" p WHERE NOT EXISTS (SELECT 1 FROM "children" c WHERE c."id" = p."record_child")) THEN
		RAISE NOTICE 'persuasions: logs of missing children kept; persuasions_record_child_children_id_fk left NOT VALID';
	ELSE
		ALTER TABLE "persuasions" VALIDATE CONSTRAINT "persuasions_record_child_children_id_fk";
	END IF;
END $$;--> statement-breakpoint
CREATE INDEX "persuasions_child_idx" ON "persuasions" USING btree ("record_child","record_datetime");

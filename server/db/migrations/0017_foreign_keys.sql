-- Issue 27: foreign keys where a column always names a row (docs/decisions-tables.md "Foreign keys"), checked
-- against the rows already there, so that the migration never fails on demo or real data:
-- - subsins.subsin_child: 0 (no match) becomes null, and a match naming a child row that does not exist is nulled too;
-- - every other key is added NOT VALID (new and changed rows are checked from now on), then validated when no row
--   names a missing row; otherwise it stays NOT VALID, the old rows are kept as they are and a NOTICE names the key.
ALTER TABLE "subsins" ALTER COLUMN "subsin_child" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subsins" ALTER COLUMN "subsin_child" DROP NOT NULL;--> statement-breakpoint
UPDATE "subsins" SET "subsin_child" = NULL WHERE "subsin_child" = 0 OR NOT EXISTS (SELECT 1 FROM "children" c WHERE c."id" = "subsins"."subsin_child");--> statement-breakpoint
ALTER TABLE "allowance_kids" ADD CONSTRAINT "allowance_kids_child_children_id_fk" FOREIGN KEY ("child") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "allowances" ADD CONSTRAINT "allowances_allowance_child_children_id_fk" FOREIGN KEY ("allowance_child") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "adjuncts" ADD CONSTRAINT "adjuncts_adjunct_denounce_denounces_id_fk" FOREIGN KEY ("adjunct_denounce") REFERENCES "public"."denounces"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "adjuncts" ADD CONSTRAINT "adjuncts_adjunct_department_departments_id_fk" FOREIGN KEY ("adjunct_department") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "filetransfer_recipients" ADD CONSTRAINT "filetransfer_recipients_filetransfer_filetransfers_id_fk" FOREIGN KEY ("filetransfer") REFERENCES "public"."filetransfers"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "filetransfer_recipients" ADD CONSTRAINT "filetransfer_recipients_recipient_users_id_fk" FOREIGN KEY ("recipient") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "child_labels" ADD CONSTRAINT "child_labels_child_label_labels_id_fk" FOREIGN KEY ("child_label") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "child_labels" ADD CONSTRAINT "child_labels_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_child_children_id_fk" FOREIGN KEY ("child") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "subsins" ADD CONSTRAINT "subsins_subsin_sin_sins_id_fk" FOREIGN KEY ("subsin_sin") REFERENCES "public"."sins"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "subsins" ADD CONSTRAINT "subsins_subsin_child_children_id_fk" FOREIGN KEY ("subsin_child") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "supervise_lists" ADD CONSTRAINT "supervise_lists_supervise_template_supervise_templates_id_fk" FOREIGN KEY ("supervise_template") REFERENCES "public"."supervise_templates"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_child_children_id_fk" FOREIGN KEY ("child") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
DO $$
DECLARE
	k record;
	orphans boolean;
BEGIN
	FOR k IN SELECT c.conname, c.conrelid::regclass AS tbl, a.attname AS col, c.confrelid::regclass AS ref
		FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
		WHERE c.contype = 'f' AND NOT c.convalidated AND c.connamespace = 'public'::regnamespace
	LOOP
		EXECUTE format('SELECT EXISTS (SELECT 1 FROM %s t WHERE t.%I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %s r WHERE r.id = t.%I))', k.tbl, k.col, k.ref, k.col) INTO orphans;
		IF orphans THEN
			RAISE NOTICE '%: rows naming a missing row are kept; the key checks new rows only (NOT VALID)', k.conname;
		ELSE
			EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', k.tbl, k.conname);
		END IF;
	END LOOP;
END $$;

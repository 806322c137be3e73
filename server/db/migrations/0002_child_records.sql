DROP INDEX "applies_pending_idnumber_idx";--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reveal_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "records_datetime_idx" ON "records" USING btree ("record_datetime");--> statement-breakpoint
CREATE INDEX "records_type_idx" ON "records" USING btree ("record_type","record_state");--> statement-breakpoint
CREATE UNIQUE INDEX "applies_pending_idnumber_idx" ON "applies" USING btree ("child_idnumber") WHERE apply_state in ('申请', '初过') and deleted_at is null;
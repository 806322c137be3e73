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
CREATE UNIQUE INDEX "applies_pending_idnumber_idx" ON "applies" USING btree ("child_idnumber") WHERE apply_state in ('申请', '初过');
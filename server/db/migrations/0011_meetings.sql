CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_department" integer DEFAULT 0 NOT NULL,
	"meeting_datetime" timestamp with time zone NOT NULL,
	"meeting_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "meetings_department_idx" ON "meetings" USING btree ("meeting_department","meeting_datetime");
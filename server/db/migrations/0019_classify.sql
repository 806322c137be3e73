CREATE TABLE "child_classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"child" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"basis" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "child_classifications_child_idx" ON "child_classifications" USING btree ("child");
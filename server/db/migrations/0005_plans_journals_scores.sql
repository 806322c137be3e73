CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_creator" integer NOT NULL,
	"journal_type" text NOT NULL,
	"journal_link" integer DEFAULT 0 NOT NULL,
	"journal_datetime" timestamp with time zone NOT NULL,
	"journal_information" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"child" integer NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"volunteer" integer DEFAULT 0 NOT NULL,
	"manager" integer DEFAULT 0 NOT NULL,
	"plan_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer" integer NOT NULL,
	"task" integer NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "journals_creator_type_idx" ON "journals" USING btree ("journal_creator","journal_type","journal_datetime");--> statement-breakpoint
CREATE INDEX "plans_child_idx" ON "plans" USING btree ("child");--> statement-breakpoint
CREATE INDEX "plans_volunteer_idx" ON "plans" USING btree ("volunteer");--> statement-breakpoint
CREATE INDEX "plans_manager_idx" ON "plans" USING btree ("manager");--> statement-breakpoint
CREATE UNIQUE INDEX "task_scores_task_idx" ON "task_scores" USING btree ("task");--> statement-breakpoint
CREATE INDEX "task_scores_volunteer_idx" ON "task_scores" USING btree ("volunteer");
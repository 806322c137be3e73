CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_name" text NOT NULL,
	"prize_points" integer NOT NULL,
	"prize_stock" integer NOT NULL,
	"prize_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_volunteer" integer NOT NULL,
	"score_source" text NOT NULL,
	"score_points" integer NOT NULL,
	"score_task" integer DEFAULT 0 NOT NULL,
	"score_prize" integer DEFAULT 0 NOT NULL,
	"score_prizestate" text DEFAULT '' NOT NULL,
	"score_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- issue 18: the ledger of issue 16 (task_scores) becomes the score module's: every credit is kept, as source 工单
INSERT INTO "scores" ("score_volunteer", "score_source", "score_points", "score_task", "score_information", "created_at")
  SELECT "volunteer", '工单', "score", "task", '{}'::jsonb, "created_at" FROM "task_scores";--> statement-breakpoint
DROP TABLE "task_scores" CASCADE;--> statement-breakpoint
CREATE INDEX "prizes_points_idx" ON "prizes" USING btree ("prize_points");--> statement-breakpoint
CREATE UNIQUE INDEX "scores_task_idx" ON "scores" USING btree ("score_task") WHERE score_source = '工单';--> statement-breakpoint
CREATE INDEX "scores_volunteer_idx" ON "scores" USING btree ("score_volunteer","created_at");
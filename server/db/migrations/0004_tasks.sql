CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"child" integer NOT NULL,
	"manager" integer DEFAULT 0 NOT NULL,
	"volunteer" integer DEFAULT 0 NOT NULL,
	"grade" text DEFAULT '普通' NOT NULL,
	"state" text DEFAULT '办理' NOT NULL,
	"genre" text DEFAULT '常规' NOT NULL,
	"audit" text DEFAULT '未检' NOT NULL,
	"category" text DEFAULT '普通计划' NOT NULL,
	"date_begin" timestamp with time zone NOT NULL,
	"date_limit" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone,
	"information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "tasks_child_idx" ON "tasks" USING btree ("child");--> statement-breakpoint
CREATE INDEX "tasks_volunteer_state_idx" ON "tasks" USING btree ("volunteer","state");--> statement-breakpoint
CREATE INDEX "tasks_manager_idx" ON "tasks" USING btree ("manager");--> statement-breakpoint
CREATE INDEX "tasks_state_limit_idx" ON "tasks" USING btree ("state","date_limit");--> statement-breakpoint
CREATE INDEX "tasks_end_idx" ON "tasks" USING btree ("date_end");
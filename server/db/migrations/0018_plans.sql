CREATE TABLE "plan_tasks" (
	"plan" integer NOT NULL,
	"slot" text NOT NULL,
	"task" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_tasks" ADD CONSTRAINT "plan_tasks_plan_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_tasks_plan_slot_idx" ON "plan_tasks" USING btree ("plan","slot");--> statement-breakpoint
CREATE INDEX "plan_tasks_task_idx" ON "plan_tasks" USING btree ("task");
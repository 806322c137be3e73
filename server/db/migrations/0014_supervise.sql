CREATE TABLE "child_labels" (
	"child_label" integer NOT NULL,
	"child_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_labels_child_label_child_id_pk" PRIMARY KEY("child_label","child_id")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervise_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"supervise_template" integer NOT NULL,
	"supervise_checklist" jsonb NOT NULL,
	"supervise_inspector" integer NOT NULL,
	"supervise_department" integer NOT NULL,
	"supervise_village" integer NOT NULL,
	"supervise_task" integer DEFAULT 0 NOT NULL,
	"supervise_deadline" text NOT NULL,
	"supervise_state" text NOT NULL,
	"supervise_remark" text DEFAULT '' NOT NULL,
	"supervise_record" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"supervise_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supervise_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_title" text NOT NULL,
	"template_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_state" text DEFAULT '启用' NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "child_labels_child_idx" ON "child_labels" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_idx" ON "labels" USING btree ("label_name");--> statement-breakpoint
CREATE INDEX "supervise_lists_inspector_idx" ON "supervise_lists" USING btree ("supervise_inspector","supervise_state");--> statement-breakpoint
CREATE INDEX "supervise_lists_place_idx" ON "supervise_lists" USING btree ("supervise_department","supervise_village");--> statement-breakpoint
CREATE INDEX "supervise_lists_deadline_idx" ON "supervise_lists" USING btree ("supervise_deadline");--> statement-breakpoint
CREATE INDEX "supervise_templates_state_idx" ON "supervise_templates" USING btree ("template_state","id");
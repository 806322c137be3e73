CREATE TABLE "adjuncts" (
	"id" serial PRIMARY KEY NOT NULL,
	"adjunct_denounce" integer NOT NULL,
	"adjunct_department" integer NOT NULL,
	"adjunct_state" text NOT NULL,
	"adjunct_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denounces" (
	"id" serial PRIMARY KEY NOT NULL,
	"denounce_source" text NOT NULL,
	"denounce_state" text NOT NULL,
	"denounce_child" integer DEFAULT 0 NOT NULL,
	"denounce_user" integer NOT NULL,
	"denounce_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "adjuncts_denounce_idx" ON "adjuncts" USING btree ("adjunct_denounce");--> statement-breakpoint
CREATE INDEX "adjuncts_department_idx" ON "adjuncts" USING btree ("adjunct_department","adjunct_state");--> statement-breakpoint
CREATE INDEX "denounces_state_idx" ON "denounces" USING btree ("denounce_source","denounce_state");--> statement-breakpoint
CREATE INDEX "denounces_child_idx" ON "denounces" USING btree ("denounce_child");
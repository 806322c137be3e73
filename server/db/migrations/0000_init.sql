CREATE TABLE "applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant" integer NOT NULL,
	"auditor" integer DEFAULT 0 NOT NULL,
	"link_id" integer DEFAULT 0 NOT NULL,
	"apply_genre" text NOT NULL,
	"apply_state" text NOT NULL,
	"top" integer DEFAULT 0 NOT NULL,
	"department_id" integer,
	"village_id" integer,
	"child_idnumber" text,
	"apply_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"controller" integer DEFAULT 0 NOT NULL,
	"dominator" integer DEFAULT 0 NOT NULL,
	"manager" integer DEFAULT 0 NOT NULL,
	"helpers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assistants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"department_id" integer,
	"village_id" integer,
	"birth_department_id" integer,
	"birth_village_id" integer,
	"genre" text DEFAULT '正常' NOT NULL,
	"level" text DEFAULT '零级' NOT NULL,
	"ranking" text DEFAULT '零级' NOT NULL,
	"emphasis" boolean DEFAULT false NOT NULL,
	"top" integer DEFAULT 0 NOT NULL,
	"character_ow" boolean DEFAULT false NOT NULL,
	"character_cs" boolean DEFAULT false NOT NULL,
	"character_gta" boolean DEFAULT false NOT NULL,
	"character_gta_quit" boolean DEFAULT false NOT NULL,
	"child_name" text NOT NULL,
	"child_idnumber" text NOT NULL,
	"information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_name" text NOT NULL,
	"department_parent" integer DEFAULT 0 NOT NULL,
	"department_type" text NOT NULL,
	"department_state" text DEFAULT '激活' NOT NULL,
	"code" text
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_user" integer NOT NULL,
	"record_child" integer DEFAULT 0 NOT NULL,
	"record_type" text NOT NULL,
	"record_state" text NOT NULL,
	"record_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"record_information" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"cellphone" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"state" text DEFAULT '激活' NOT NULL,
	"department_id" integer,
	"village_id" integer,
	"information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applies_state_idx" ON "applies" USING btree ("apply_state","department_id");--> statement-breakpoint
CREATE INDEX "applies_idnumber_idx" ON "applies" USING btree ("child_idnumber");--> statement-breakpoint
CREATE UNIQUE INDEX "children_idnumber_idx" ON "children" USING btree ("child_idnumber");--> statement-breakpoint
CREATE INDEX "children_department_idx" ON "children" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "children_village_idx" ON "children" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("department_parent");--> statement-breakpoint
CREATE INDEX "records_child_idx" ON "records" USING btree ("record_child");--> statement-breakpoint
CREATE INDEX "records_user_idx" ON "records" USING btree ("record_user");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cellphone_idx" ON "users" USING btree ("cellphone");--> statement-breakpoint
CREATE INDEX "users_village_role_idx" ON "users" USING btree ("village_id","role");
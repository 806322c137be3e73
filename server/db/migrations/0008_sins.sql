CREATE TABLE "sins" (
	"id" serial PRIMARY KEY NOT NULL,
	"sin_genre" text NOT NULL,
	"sin_user" integer NOT NULL,
	"sin_department" text NOT NULL,
	"sin_datetime" timestamp with time zone NOT NULL,
	"sin_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsins" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsin_sin" integer NOT NULL,
	"subsin_child" integer DEFAULT 0 NOT NULL,
	"subsin_idnumber" text NOT NULL,
	"subsin_state" text NOT NULL,
	"subsin_genre_sin" text NOT NULL,
	"subsin_genre_upload" text NOT NULL,
	"subsin_datetime_upload" timestamp with time zone NOT NULL,
	"subsin_information" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sins_datetime_idx" ON "sins" USING btree ("sin_datetime");--> statement-breakpoint
CREATE INDEX "sins_department_idx" ON "sins" USING btree ("sin_department");--> statement-breakpoint
CREATE INDEX "subsins_sin_idx" ON "subsins" USING btree ("subsin_sin");--> statement-breakpoint
CREATE INDEX "subsins_child_idx" ON "subsins" USING btree ("subsin_child","subsin_datetime_upload");--> statement-breakpoint
CREATE INDEX "subsins_idnumber_idx" ON "subsins" USING btree ("subsin_idnumber");
CREATE TABLE "configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"configuration_name" text NOT NULL,
	"configuration_value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "configurations" ("id", "configuration_name", "configuration_value", "version", "updated_by", "updated_at")
VALUES (1, '系统设置', '{"badge_poll_seconds":60,"summer_begin":"07-01","summer_end":"08-31","winter_begin":"01-15","winter_end":"02-28"}'::jsonb, 1, 0, now());
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"configurations"', 'id'), 1);

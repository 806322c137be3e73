CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cellphone" text NOT NULL,
	"nickname" text NOT NULL,
	"department_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"register_state" text DEFAULT '待审核' NOT NULL,
	"agreement_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cellphone" text NOT NULL,
	"code_hash" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "registrations_town_state_idx" ON "registrations" USING btree ("department_id","register_state");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_cellphone_idx" ON "sms_codes" USING btree ("cellphone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_address_idx" ON "sms_codes" USING btree ("address","created_at");
CREATE TABLE "allowance_kids" (
	"child" integer PRIMARY KEY NOT NULL,
	"allowance_bank" text NOT NULL,
	"allowance_account" text NOT NULL,
	"allowance_payee" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"allowance_child" integer NOT NULL,
	"allowance_month" text NOT NULL,
	"allowance_amount" integer NOT NULL,
	"allowance_bank" text NOT NULL,
	"allowance_account" text NOT NULL,
	"allowance_payee" text NOT NULL,
	"allowance_state" text NOT NULL,
	"allowance_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "allowances_child_month_idx" ON "allowances" USING btree ("allowance_child","allowance_month") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "allowances_month_state_idx" ON "allowances" USING btree ("allowance_month","allowance_state");--> statement-breakpoint
CREATE INDEX "allowances_account_idx" ON "allowances" USING btree ("allowance_account","allowance_month");
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
CREATE TABLE "filetransfer_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"filetransfer" integer NOT NULL,
	"recipient" integer NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "filetransfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"filetransfer_sender" integer NOT NULL,
	"filetransfer_subject" text NOT NULL,
	"filetransfer_state" text NOT NULL,
	"filetransfer_datetime" timestamp with time zone NOT NULL,
	"filetransfer_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lexicons" (
	"id" serial PRIMARY KEY NOT NULL,
	"lexicon_group" text NOT NULL,
	"lexicon_word" text NOT NULL,
	"lexicon_order" integer DEFAULT 0 NOT NULL,
	"lexicon_enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_user" integer NOT NULL,
	"notification_title" text NOT NULL,
	"notification_body" text NOT NULL,
	"notification_link" text,
	"notification_source" text NOT NULL,
	"notification_channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "child_labels_child_idx" ON "child_labels" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_idx" ON "labels" USING btree ("label_name");--> statement-breakpoint
CREATE INDEX "supervise_lists_inspector_idx" ON "supervise_lists" USING btree ("supervise_inspector","supervise_state");--> statement-breakpoint
CREATE INDEX "supervise_lists_place_idx" ON "supervise_lists" USING btree ("supervise_department","supervise_village");--> statement-breakpoint
CREATE INDEX "supervise_lists_deadline_idx" ON "supervise_lists" USING btree ("supervise_deadline");--> statement-breakpoint
CREATE INDEX "supervise_templates_state_idx" ON "supervise_templates" USING btree ("template_state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "filetransfer_recipients_pair_idx" ON "filetransfer_recipients" USING btree ("filetransfer","recipient");--> statement-breakpoint
CREATE INDEX "filetransfer_recipients_inbox_idx" ON "filetransfer_recipients" USING btree ("recipient","filetransfer");--> statement-breakpoint
CREATE INDEX "filetransfer_recipients_unread_idx" ON "filetransfer_recipients" USING btree ("recipient") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "filetransfers_sender_idx" ON "filetransfers" USING btree ("filetransfer_sender","filetransfer_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "lexicons_group_word_idx" ON "lexicons" USING btree ("lexicon_group","lexicon_word");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("notification_user","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "allowances_child_month_idx" ON "allowances" USING btree ("allowance_child","allowance_month") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "allowances_month_state_idx" ON "allowances" USING btree ("allowance_month","allowance_state");--> statement-breakpoint
CREATE INDEX "allowances_account_idx" ON "allowances" USING btree ("allowance_account","allowance_month");--> statement-breakpoint
CREATE INDEX "registrations_town_state_idx" ON "registrations" USING btree ("department_id","register_state");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_cellphone_idx" ON "sms_codes" USING btree ("cellphone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_address_idx" ON "sms_codes" USING btree ("address","created_at");
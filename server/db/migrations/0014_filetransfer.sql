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
CREATE UNIQUE INDEX "filetransfer_recipients_pair_idx" ON "filetransfer_recipients" USING btree ("filetransfer","recipient");--> statement-breakpoint
CREATE INDEX "filetransfer_recipients_inbox_idx" ON "filetransfer_recipients" USING btree ("recipient","filetransfer");--> statement-breakpoint
CREATE INDEX "filetransfer_recipients_unread_idx" ON "filetransfer_recipients" USING btree ("recipient") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "filetransfers_sender_idx" ON "filetransfers" USING btree ("filetransfer_sender","filetransfer_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "lexicons_group_word_idx" ON "lexicons" USING btree ("lexicon_group","lexicon_word");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("notification_user","created_at");
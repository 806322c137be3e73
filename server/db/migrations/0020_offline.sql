CREATE TABLE "task_punch_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"task" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_punch_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);

ALTER TABLE "records" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- issue 17: the cross-department fields of a gta minor live in information.important (seed 002 §3.6); move
-- them there from information.investigate_gta, keeping any value important already has.
UPDATE "children" SET "information" = jsonb_set(
  jsonb_set("information", '{important}',
    (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each("information"->'investigate_gta') e
      WHERE e.key IN ('escort_school_register', 'escort_school_register_school', 'escort_noncrime_number', 'escort_crime_number', 'escort_swine_info', 'escort_serpent_info'))
    || coalesce("information"->'important', '{}'::jsonb)),
  '{investigate_gta}',
  ("information"->'investigate_gta') - ARRAY['escort_school_register', 'escort_school_register_school', 'escort_noncrime_number', 'escort_crime_number', 'escort_swine_info', 'escort_serpent_info'])
WHERE jsonb_typeof("information"->'investigate_gta') = 'object';
--> statement-breakpoint
UPDATE "records" SET "created_at" = "record_datetime";

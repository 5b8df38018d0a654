CREATE TABLE "favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"content" text NOT NULL,
	"video_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_content_length_check" CHECK (char_length("notes"."content") between 1 and 2000),
	CONSTRAINT "notes_video_time_check" CHECK ("notes"."video_time" is null or "notes"."video_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "progress_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"video_position_seconds" integer DEFAULT 0 NOT NULL,
	"last_visited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chapter_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"page_type" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"content" text NOT NULL,
	"extra_content" text,
	"tip" text,
	"video_text" text,
	"video" text,
	"subtitle" text,
	"segments" text,
	"thumbnail" text,
	"transcript" text,
	"app" jsonb,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("search_text", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("search_text", '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "steps_page_type_check" CHECK ("steps"."page_type" in ('text', 'vid', 'app', 'star')),
	CONSTRAINT "steps_duration_seconds_check" CHECK ("steps"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "software_features" (
	"software_id" integer NOT NULL,
	"feature" text NOT NULL,
	"how_to" text NOT NULL,
	CONSTRAINT "software_features_software_id_feature_pk" PRIMARY KEY("software_id","feature")
);
--> statement-breakpoint
CREATE TABLE "tutorial_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tutorial_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"software_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"page_type" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"content" text NOT NULL,
	"extra_content" text,
	"tip" text,
	"video_text" text,
	"video" text,
	"subtitle" text,
	"segments" text,
	"thumbnail" text,
	"transcript" text,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_steps_page_type_check" CHECK ("tutorial_steps"."page_type" in ('text', 'vid', 'star')),
	CONSTRAINT "tutorial_steps_duration_seconds_check" CHECK ("tutorial_steps"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_steps" ADD CONSTRAINT "progress_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_steps" ADD CONSTRAINT "progress_steps_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_features" ADD CONSTRAINT "software_features_software_id_softwares_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."softwares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_steps" ADD CONSTRAINT "tutorial_steps_software_id_softwares_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."softwares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_id_step_id_key" ON "favourites" USING btree ("user_id","step_id");--> statement-breakpoint
CREATE INDEX "favourites_step_id_idx" ON "favourites" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "notes_user_id_idx" ON "notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notes_step_id_idx" ON "notes" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_steps_user_id_step_id_key" ON "progress_steps" USING btree ("user_id","step_id");--> statement-breakpoint
CREATE INDEX "progress_steps_step_id_idx" ON "progress_steps" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "steps_chapter_id_slug_key" ON "steps" USING btree ("chapter_id","slug");--> statement-breakpoint
CREATE INDEX "steps_search_vector_idx" ON "steps" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "tutorial_steps_software_id_slug_key" ON "tutorial_steps" USING btree ("software_id","slug");--> statement-breakpoint
CREATE INDEX "chapters_search_vector_idx" ON "chapters" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "learning_modules_search_vector_idx" ON "learning_modules" USING gin ("search_vector");
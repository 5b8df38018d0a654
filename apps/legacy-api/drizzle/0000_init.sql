CREATE TABLE "accessibility_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"background_color" text,
	"font_color" text,
	"subtitles" boolean,
	"font_size" integer,
	"font_family" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessibility_settings_font_size_check" CHECK ("accessibility_settings"."font_size" between 0 and 10),
	CONSTRAINT "accessibility_settings_font_family_check" CHECK ("accessibility_settings"."font_family" in ('Default', 'Comic Sans', 'Open-Dyslexic'))
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avatars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"large" text NOT NULL,
	"medium" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatars_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "confirmation_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "confirmation_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmation_tokens_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_domain_unique" UNIQUE("domain"),
	CONSTRAINT "institutions_domain_lowercase" CHECK ("institutions"."domain" = lower("institutions"."domain"))
);
--> statement-breakpoint
CREATE TABLE "licence_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"used_by_user_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "logins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_password_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reset_password_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reset_password_tokens_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "softwares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "softwares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"description" text,
	"group_name" text,
	"assistive" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "softwares_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"course_started" integer,
	"course_ends" integer,
	"course_name" text,
	"as_technology_level" text,
	"essay_writing_level" text,
	"presentations_level" text,
	"lectures_level" text,
	"reading_level" text,
	"organisation_level" text,
	"revision_level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_infos_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_infos_as_technology_level_check" CHECK ("as_technology_level" in ('beginner', 'medior', 'expert')),
	CONSTRAINT "user_infos_essay_writing_level_check" CHECK ("essay_writing_level" in ('beginner', 'medior', 'expert')),
	CONSTRAINT "user_infos_presentations_level_check" CHECK ("presentations_level" in ('beginner', 'medior', 'expert')),
	CONSTRAINT "user_infos_lectures_level_check" CHECK ("lectures_level" in ('beginner', 'medior', 'expert')),
	CONSTRAINT "user_infos_reading_level_check" CHECK ("reading_level" in ('beginner', 'medior', 'expert')),
	CONSTRAINT "user_infos_organisation_level_check" CHECK ("organisation_level" in ('beginner', 'medior', 'expert')),
	CONSTRAINT "user_infos_revision_level_check" CHECK ("revision_level" in ('beginner', 'medior', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "user_softwares" (
	"user_id" integer NOT NULL,
	"software_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_softwares_user_id_software_id_pk" PRIMARY KEY("user_id","software_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"university" text,
	"user_type" text NOT NULL,
	"sign_up_type" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"software_selected" boolean DEFAULT false NOT NULL,
	"is_calm_requested" boolean DEFAULT false NOT NULL,
	"wellbeings" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscribed_to_updates" boolean DEFAULT true NOT NULL,
	"tos_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('student', 'professional')),
	CONSTRAINT "users_sign_up_type_check" CHECK ("users"."sign_up_type" in ('dsa_licence', 'institution'))
);
--> statement-breakpoint
ALTER TABLE "accessibility_settings" ADD CONSTRAINT "accessibility_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_tokens" ADD CONSTRAINT "confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logins" ADD CONSTRAINT "logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_password_tokens" ADD CONSTRAINT "reset_password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_infos" ADD CONSTRAINT "user_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_softwares" ADD CONSTRAINT "user_softwares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_softwares" ADD CONSTRAINT "user_softwares_software_id_softwares_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."softwares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmation_tokens_user_id_idx" ON "confirmation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "logins_user_id_at_idx" ON "logins" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "reset_password_tokens_user_id_idx" ON "reset_password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_user_id_name_key" ON "user_badges" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");
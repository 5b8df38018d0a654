CREATE TABLE "study_plan_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_plan_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_plan_blocks_weekday_check" CHECK ("study_plan_blocks"."weekday" between 0 and 6),
	CONSTRAINT "study_plan_blocks_minutes_check" CHECK ("study_plan_blocks"."start_minute" >= 0 and "study_plan_blocks"."end_minute" <= 1440 and "study_plan_blocks"."start_minute" < "study_plan_blocks"."end_minute"),
	CONSTRAINT "study_plan_blocks_title_check" CHECK (char_length("study_plan_blocks"."title") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "study_plan_blocks" ADD CONSTRAINT "study_plan_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_plan_blocks_user_id_idx" ON "study_plan_blocks" USING btree ("user_id");
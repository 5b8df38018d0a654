CREATE TABLE "chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"learning_module_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapters_duration_seconds_check" CHECK ("chapters"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edition" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"tab_color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flows_edition_check" CHECK ("flows"."edition" in ('study', 'pro'))
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flow_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_infos" ADD COLUMN "study_priorities" jsonb;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_learning_module_id_learning_modules_id_fk" FOREIGN KEY ("learning_module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_learning_module_id_slug_key" ON "chapters" USING btree ("learning_module_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "flows_edition_slug_key" ON "flows" USING btree ("edition","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_modules_flow_id_slug_key" ON "learning_modules" USING btree ("flow_id","slug");
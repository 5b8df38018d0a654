DROP INDEX "chapters_search_vector_idx";--> statement-breakpoint
DROP INDEX "learning_modules_search_vector_idx";--> statement-breakpoint
DROP INDEX "steps_search_vector_idx";--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "edition" text;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "reading_order" integer;--> statement-breakpoint
-- Steps saved before this migration: their flow's edition and their reading order (the seed keeps both from now on).
UPDATE "steps" SET "edition" = "placed"."edition", "reading_order" = "placed"."reading_order"
FROM (
	SELECT "steps"."id", "flows"."edition",
		(row_number() OVER (ORDER BY "flows"."position", "learning_modules"."position", "chapters"."position", "steps"."position") - 1)::integer AS "reading_order"
	FROM "steps"
	JOIN "chapters" ON "chapters"."id" = "steps"."chapter_id"
	JOIN "learning_modules" ON "learning_modules"."id" = "chapters"."learning_module_id"
	JOIN "flows" ON "flows"."id" = "learning_modules"."flow_id"
) AS "placed"
WHERE "placed"."id" = "steps"."id";--> statement-breakpoint
ALTER TABLE "steps" ALTER COLUMN "edition" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "steps" ALTER COLUMN "reading_order" SET NOT NULL;--> statement-breakpoint
-- Every lexeme of the lessons in the statistics, so a rare word is planned through the GIN index
-- rather than by walking the steps in reading order (the default keeps too few to tell).
ALTER TABLE "steps" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "steps" ALTER COLUMN "name_vector" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "steps_name_vector_idx" ON "steps" USING gin ("name_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "steps_edition_reading_order_idx" ON "steps" USING btree ("edition","reading_order");--> statement-breakpoint
CREATE INDEX "chapters_search_vector_idx" ON "chapters" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "learning_modules_search_vector_idx" ON "learning_modules" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "steps_search_vector_idx" ON "steps" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_edition_check" CHECK ("steps"."edition" in ('study', 'pro'));

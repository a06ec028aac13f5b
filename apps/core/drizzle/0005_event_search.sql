-- pg_trgm ships with PostgreSQL and with PGlite (loaded in open-pglite.ts); trusted, so no superuser is needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', name_ru || ' ' || name_en), 'A') || setweight(to_tsvector('russian', city_ru || ' ' || city_en), 'B') || setweight(to_tsvector('russian', description_ru || ' ' || description_en), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (name_ru || ' ' || name_en || ' ' || city_ru || ' ' || city_en) STORED;--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_city_ru_idx" ON "events" USING btree (lower("city_ru"));--> statement-breakpoint
CREATE INDEX "events_city_en_idx" ON "events" USING btree (lower("city_en"));
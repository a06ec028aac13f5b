CREATE TABLE "event_compilations" (
	"code" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"tab" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "event_compilations_tab_check" CHECK (tab in ('all', 'future', 'today', 'series', 'virtual', 'results', 'past')),
	CONSTRAINT "event_compilations_filters_object" CHECK (jsonb_typeof("event_compilations"."filters") = 'object')
);

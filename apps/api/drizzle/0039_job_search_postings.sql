CREATE TABLE "job_search_postings" (
	"tenant_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"job_id" integer NOT NULL,
	"cell" integer NOT NULL,
	"language" text NOT NULL,
	"rank" real NOT NULL,
	"posted_date" date NOT NULL,
	CONSTRAINT "job_search_postings_tenant_id_lexeme_job_id_pk" PRIMARY KEY("tenant_id","lexeme","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_search_terms" (
	"tenant_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"language" text NOT NULL,
	"cell" integer NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "job_search_terms_tenant_id_lexeme_language_cell_pk" PRIMARY KEY("tenant_id","lexeme","language","cell")
);
--> statement-breakpoint
CREATE TABLE "job_search_titles" (
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "job_search_titles_tenant_id_title_pk" PRIMARY KEY("tenant_id","title")
);
--> statement-breakpoint
ALTER TABLE "job_search_entries" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_search_postings" ADD CONSTRAINT "job_search_postings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_terms" ADD CONSTRAINT "job_search_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_titles" ADD CONSTRAINT "job_search_titles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_postings_ranked" ON "job_search_postings" USING btree ("tenant_id","lexeme","rank" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"job_id" DESC NULLS LAST,"cell","language");--> statement-breakpoint
CREATE INDEX "job_search_terms_prefix" ON "job_search_terms" USING btree ("tenant_id","lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_search_titles_trigrams" ON "job_search_titles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_search_entries_title" ON "job_search_entries" USING btree ("tenant_id","title");--> statement-breakpoint
UPDATE "job_search_entries" AS "entries" SET "title" = "jobs"."title"
  FROM "jobs" WHERE "jobs"."id" = "entries"."job_id";--> statement-breakpoint
-- Entries now carry the job's title (migration 0036's function, with the title).
CREATE OR REPLACE FUNCTION "job_search_entries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."open" THEN
    DELETE FROM "job_search_entries" WHERE "job_id" = NEW."id";
    RETURN NULL;
  END IF;
  INSERT INTO "job_search_entries" AS "entries"
      ("job_id", "tenant_id", "cell", "posted_date", "search_vector", "title")
    SELECT NEW."id", NEW."tenant_id", "cells"."id", NEW."posted_date", NEW."search_vector",
      NEW."title"
    FROM "job_facet_counts" AS "cells"
    WHERE "cells"."tenant_id" = NEW."tenant_id"
      AND "cells"."primary_category" = NEW."primary_category"
      AND "cells"."location_label" = NEW."location_label"
    ON CONFLICT ("job_id") DO UPDATE SET "tenant_id" = excluded."tenant_id",
      "cell" = excluded."cell", "posted_date" = excluded."posted_date",
      "search_vector" = excluded."search_vector", "title" = excluded."title";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A lexeme as a tsquery of that lexeme alone: quoted, with its quotes and backslashes escaped,
-- so that no character of it is tsquery syntax.
CREATE FUNCTION "lexeme_query"("lexeme" text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT ('''' || replace(replace("lexeme", '\', '\\'), '''', '''''') || '''')::tsquery
$$;--> statement-breakpoint
-- The postings, the per-cell counts and the titles follow the entries (decision 0059): a
-- job's old lexemes leave with its old cell and language when its entry changes or goes, its
-- new ones come with the new cell and the job's language, each posting ranked for its lexeme
-- alone; its title is counted out and in likewise.
CREATE FUNCTION "job_search_postings_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH "gone" AS (
      DELETE FROM "job_search_postings" AS "postings"
        USING unnest(OLD."search_vector") AS "words"
        WHERE "postings"."tenant_id" = OLD."tenant_id" AND "postings"."lexeme" = "words"."lexeme"
          AND "postings"."job_id" = OLD."job_id"
        RETURNING "postings"."lexeme", "postings"."language")
    UPDATE "job_search_terms" AS "terms" SET "jobs" = "terms"."jobs" - 1
      FROM "gone"
      WHERE "terms"."tenant_id" = OLD."tenant_id" AND "terms"."lexeme" = "gone"."lexeme"
        AND "terms"."language" = "gone"."language" AND "terms"."cell" = OLD."cell";
    UPDATE "job_search_titles" SET "jobs" = "jobs" - 1
      WHERE "tenant_id" = OLD."tenant_id" AND "title" = OLD."title";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    WITH "written" AS (
      INSERT INTO "job_search_postings"
          ("tenant_id", "lexeme", "job_id", "cell", "language", "rank", "posted_date")
        SELECT NEW."tenant_id", "words"."lexeme", NEW."job_id", NEW."cell", "jobs"."language",
          ts_rank(NEW."search_vector", lexeme_query("words"."lexeme")), NEW."posted_date"
        FROM unnest(NEW."search_vector") AS "words"
          JOIN "jobs" ON "jobs"."id" = NEW."job_id"
        RETURNING "lexeme", "language")
    INSERT INTO "job_search_terms" AS "terms" ("tenant_id", "lexeme", "language", "cell", "jobs")
      SELECT NEW."tenant_id", "written"."lexeme", "written"."language", NEW."cell", 1 FROM "written"
      ON CONFLICT ("tenant_id", "lexeme", "language", "cell")
        DO UPDATE SET "jobs" = "terms"."jobs" + 1;
    INSERT INTO "job_search_titles" AS "titles" ("tenant_id", "title", "jobs")
      VALUES (NEW."tenant_id", NEW."title", 1)
      ON CONFLICT ("tenant_id", "title") DO UPDATE SET "jobs" = "titles"."jobs" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_search_postings_follow"
  AFTER INSERT OR UPDATE OR DELETE ON "job_search_entries"
  FOR EACH ROW EXECUTE FUNCTION "job_search_postings_follow"();--> statement-breakpoint
INSERT INTO "job_search_postings"
    ("tenant_id", "lexeme", "job_id", "cell", "language", "rank", "posted_date")
  SELECT "entries"."tenant_id", "words"."lexeme", "entries"."job_id", "entries"."cell",
    "jobs"."language", ts_rank("entries"."search_vector", lexeme_query("words"."lexeme")),
    "entries"."posted_date"
  FROM "job_search_entries" AS "entries" JOIN "jobs" ON "jobs"."id" = "entries"."job_id"
    CROSS JOIN unnest("entries"."search_vector") AS "words";--> statement-breakpoint
INSERT INTO "job_search_terms" ("tenant_id", "lexeme", "language", "cell", "jobs")
  SELECT "tenant_id", "lexeme", "language", "cell", count(*)::integer FROM "job_search_postings"
  GROUP BY "tenant_id", "lexeme", "language", "cell";--> statement-breakpoint
INSERT INTO "job_search_titles" ("tenant_id", "title", "jobs")
  SELECT "tenant_id", "title", count(*)::integer FROM "job_search_entries"
  GROUP BY "tenant_id", "title";

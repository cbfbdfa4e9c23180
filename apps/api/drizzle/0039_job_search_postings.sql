CREATE TABLE "job_search_postings" (
	"tenant_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"job_id" integer NOT NULL,
	"cell" integer NOT NULL,
	"rank" real NOT NULL,
	"posted_date" date NOT NULL,
	CONSTRAINT "job_search_postings_tenant_id_lexeme_job_id_pk" PRIMARY KEY("tenant_id","lexeme","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_search_terms" (
	"tenant_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"cell" integer NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "job_search_terms_tenant_id_lexeme_cell_pk" PRIMARY KEY("tenant_id","lexeme","cell")
);
--> statement-breakpoint
ALTER TABLE "job_search_postings" ADD CONSTRAINT "job_search_postings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_terms" ADD CONSTRAINT "job_search_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_postings_ranked" ON "job_search_postings" USING btree ("tenant_id","lexeme","rank" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"job_id" DESC NULLS LAST,"cell");--> statement-breakpoint
CREATE INDEX "job_search_terms_prefix" ON "job_search_terms" USING btree ("tenant_id","lexeme" text_pattern_ops);--> statement-breakpoint
-- A lexeme as a tsquery of that lexeme alone: quoted, with its quotes and backslashes escaped,
-- so that no character of it is tsquery syntax.
CREATE FUNCTION "lexeme_query"("lexeme" text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT ('''' || replace(replace("lexeme", '\', '\\'), '''', '''''') || '''')::tsquery
$$;--> statement-breakpoint
-- The postings and the per-cell counts follow the entries (decision 0059): a job's old
-- lexemes leave with its old cell when its entry changes or goes, its new ones come with the
-- new cell, each posting ranked for its lexeme alone.
CREATE FUNCTION "job_search_postings_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "job_search_postings" AS "postings"
      USING unnest(OLD."search_vector") AS "words"
      WHERE "postings"."tenant_id" = OLD."tenant_id" AND "postings"."lexeme" = "words"."lexeme"
        AND "postings"."job_id" = OLD."job_id";
    UPDATE "job_search_terms" AS "terms" SET "jobs" = "terms"."jobs" - 1
      FROM unnest(OLD."search_vector") AS "words"
      WHERE "terms"."tenant_id" = OLD."tenant_id" AND "terms"."lexeme" = "words"."lexeme"
        AND "terms"."cell" = OLD."cell";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "job_search_postings"
        ("tenant_id", "lexeme", "job_id", "cell", "rank", "posted_date")
      SELECT NEW."tenant_id", "words"."lexeme", NEW."job_id", NEW."cell",
        ts_rank(NEW."search_vector", lexeme_query("words"."lexeme")), NEW."posted_date"
      FROM unnest(NEW."search_vector") AS "words";
    INSERT INTO "job_search_terms" AS "terms" ("tenant_id", "lexeme", "cell", "jobs")
      SELECT NEW."tenant_id", "words"."lexeme", NEW."cell", 1
      FROM unnest(NEW."search_vector") AS "words"
      ON CONFLICT ("tenant_id", "lexeme", "cell") DO UPDATE SET "jobs" = "terms"."jobs" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_search_postings_follow"
  AFTER INSERT OR UPDATE OR DELETE ON "job_search_entries"
  FOR EACH ROW EXECUTE FUNCTION "job_search_postings_follow"();--> statement-breakpoint
INSERT INTO "job_search_postings" ("tenant_id", "lexeme", "job_id", "cell", "rank", "posted_date")
  SELECT "entries"."tenant_id", "words"."lexeme", "entries"."job_id", "entries"."cell",
    ts_rank("entries"."search_vector", lexeme_query("words"."lexeme")), "entries"."posted_date"
  FROM "job_search_entries" AS "entries" CROSS JOIN unnest("entries"."search_vector") AS "words";--> statement-breakpoint
INSERT INTO "job_search_terms" ("tenant_id", "lexeme", "cell", "jobs")
  SELECT "tenant_id", "lexeme", "cell", count(*)::integer FROM "job_search_postings"
  GROUP BY "tenant_id", "lexeme", "cell";

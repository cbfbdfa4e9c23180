CREATE TABLE "job_search_entries" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"cell" integer NOT NULL,
	"posted_date" date NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_facet_counts" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "job_facet_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "job_search_entries" ADD CONSTRAINT "job_search_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_entries" ADD CONSTRAINT "job_search_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_entries_search_vector" ON "job_search_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "job_facet_counts_id" ON "job_facet_counts" USING btree ("id");--> statement-breakpoint
-- What a word search reads of an open job follows the job: written when an open job is
-- written, dropped when it closes (and with it, by the foreign key). Runs after
-- job_facet_counts_follow (triggers fire in name order), so the job's cell exists.
CREATE FUNCTION "job_search_entries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."open" THEN
    DELETE FROM "job_search_entries" WHERE "job_id" = NEW."id";
    RETURN NULL;
  END IF;
  INSERT INTO "job_search_entries" AS "entries"
      ("job_id", "tenant_id", "cell", "posted_date", "search_vector")
    SELECT NEW."id", NEW."tenant_id", "cells"."id", NEW."posted_date", NEW."search_vector"
    FROM "job_facet_counts" AS "cells"
    WHERE "cells"."tenant_id" = NEW."tenant_id"
      AND "cells"."primary_category" = NEW."primary_category"
      AND "cells"."location_label" = NEW."location_label"
    ON CONFLICT ("job_id") DO UPDATE SET "tenant_id" = excluded."tenant_id",
      "cell" = excluded."cell", "posted_date" = excluded."posted_date",
      "search_vector" = excluded."search_vector";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_search_entries_follow"
  AFTER INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "job_search_entries_follow"();--> statement-breakpoint
INSERT INTO "job_search_entries" ("job_id", "tenant_id", "cell", "posted_date", "search_vector")
  SELECT "jobs"."id", "jobs"."tenant_id", "cells"."id", "jobs"."posted_date", "jobs"."search_vector"
  FROM "jobs" JOIN "job_facet_counts" AS "cells"
    ON "cells"."tenant_id" = "jobs"."tenant_id"
      AND "cells"."primary_category" = "jobs"."primary_category"
      AND "cells"."location_label" = "jobs"."location_label"
  WHERE "jobs"."open";

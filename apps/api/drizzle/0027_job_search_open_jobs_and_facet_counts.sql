CREATE TABLE "job_facet_counts" (
	"tenant_id" integer NOT NULL,
	"primary_category" text NOT NULL,
	"location_label" text NOT NULL,
	"open_jobs" integer NOT NULL,
	CONSTRAINT "job_facet_counts_tenant_id_primary_category_location_label_pk" PRIMARY KEY("tenant_id","primary_category","location_label")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_facet_counts" ADD CONSTRAINT "job_facet_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_posted" ON "jobs" USING btree ("tenant_id","posted_date","id") WHERE "jobs"."open";--> statement-breakpoint
UPDATE "jobs" SET "open" = true FROM "requisitions" WHERE "requisitions"."id" = "jobs"."requisition_id" AND "requisitions"."status" = 'open';--> statement-breakpoint
INSERT INTO "job_facet_counts" ("tenant_id", "primary_category", "location_label", "open_jobs")
  SELECT "tenant_id", "primary_category", "location_label", count(*) FROM "jobs" WHERE "open"
  GROUP BY "tenant_id", "primary_category", "location_label";--> statement-breakpoint
-- A job is open while its requisition is: read when the job is written, followed when the
-- requisition's status changes (decision 0044).
CREATE FUNCTION "jobs_open_from_requisition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."open" := coalesce(
    (SELECT "status" = 'open' FROM "requisitions" WHERE "id" = NEW."requisition_id"), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_open_from_requisition" BEFORE INSERT OR UPDATE OF "requisition_id" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_open_from_requisition"();--> statement-breakpoint
CREATE FUNCTION "requisition_status_to_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs" SET "open" = (NEW."status" = 'open')
    WHERE "requisition_id" = NEW."id" AND "open" IS DISTINCT FROM (NEW."status" = 'open');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "requisition_status_to_jobs" AFTER UPDATE OF "status" ON "requisitions"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "requisition_status_to_jobs"();--> statement-breakpoint
-- Open jobs counted by tenant, category and place, as jobs open, close, move or go.
CREATE FUNCTION "job_facet_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."open" THEN
    UPDATE "job_facet_counts" SET "open_jobs" = "open_jobs" - 1
      WHERE "tenant_id" = OLD."tenant_id" AND "primary_category" = OLD."primary_category"
        AND "location_label" = OLD."location_label";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."open" THEN
    INSERT INTO "job_facet_counts" AS "counts"
        ("tenant_id", "primary_category", "location_label", "open_jobs")
      VALUES (NEW."tenant_id", NEW."primary_category", NEW."location_label", 1)
      ON CONFLICT ("tenant_id", "primary_category", "location_label")
      DO UPDATE SET "open_jobs" = "counts"."open_jobs" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_facet_counts_follow"
  AFTER INSERT OR DELETE OR UPDATE OF "open", "primary_category", "location_label", "tenant_id"
  ON "jobs" FOR EACH ROW EXECUTE FUNCTION "job_facet_counts_follow"();

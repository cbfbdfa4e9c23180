CREATE TABLE "assessment_seen_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "vendor" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "vendor_reference" text;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "assessment_seen_ids_expiry" ON "assessment_seen_ids" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_assessments_application" ON "candidate_assessments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_assessments_vendor_reference" ON "candidate_assessments" USING btree ("tenant_id","vendor","vendor_reference");
ALTER TABLE "applications" ADD COLUMN "sponsor_candidate_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_todos" ADD COLUMN "interview_id" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "sponsor_handle" text;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "recruiter_name" text;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "recruiter_email" text;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "recruiter_phone" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sponsor_candidate_id_candidates_id_fk" FOREIGN KEY ("sponsor_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_todos" ADD CONSTRAINT "candidate_todos_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_tenant_sponsor_handle" ON "candidates" USING btree ("tenant_id","sponsor_handle");
ALTER TABLE "attachments" ALTER COLUMN "candidate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "apply_attempts" ADD COLUMN "resume_xml" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_attempt_id_apply_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."apply_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_attempt" ON "attachments" USING btree ("attempt_id");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_one_owner" CHECK (num_nonnulls("attachments"."candidate_id", "attachments"."attempt_id") = 1);
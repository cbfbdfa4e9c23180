CREATE TABLE "erasure_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "erasure_requests_origin_known" CHECK ("erasure_requests"."origin" in ('candidate', 'retention')),
	CONSTRAINT "erasure_requests_status_known" CHECK ("erasure_requests"."status" in ('requested', 'confirmed', 'done'))
);
--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_requests_candidate" ON "erasure_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "erasure_requests_status" ON "erasure_requests" USING btree ("status");
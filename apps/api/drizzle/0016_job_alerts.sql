CREATE TABLE "job_alert_criteria" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert_criteria" ADD CONSTRAINT "job_alert_criteria_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_criteria" ADD CONSTRAINT "job_alert_criteria_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
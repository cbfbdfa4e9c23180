CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	"status" text NOT NULL,
	"status_id" integer,
	"disposition_id" integer,
	"sfx_application_method" text NOT NULL,
	"sfx_application_source" text,
	"submission_source" text,
	"req_screen_value" integer DEFAULT 0 NOT NULL,
	"general_screen_value" integer DEFAULT 0 NOT NULL,
	"interview_screen_value" integer DEFAULT 0 NOT NULL,
	"total_screen_value" integer DEFAULT 0 NOT NULL,
	"apply_date" timestamp with time zone NOT NULL,
	"application_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_type_known" CHECK ("applications"."application_type" in ('I', 'E'))
);
--> statement-breakpoint
CREATE TABLE "candidate_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"context_type" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"activity_data" text NOT NULL,
	"created_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_datetime" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "candidate_areas_of_interest" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_areas_of_interest_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"area_of_interest" text NOT NULL,
	"is_system_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_form_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_form_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"apply_stream_id" text NOT NULL,
	"host_url" text,
	"wp_landing_page_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_form_records_host_url_length" CHECK (char_length("candidate_form_records"."host_url") <= 220)
);
--> statement-breakpoint
CREATE TABLE "candidate_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_records_kind_known" CHECK ("candidate_records"."kind" in ('education', 'work-history', 'certification', 'convicted-offence', 'relative', 'professional-reference'))
);
--> statement-breakpoint
CREATE TABLE "folder_candidates" (
	"folder_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folder_candidates_folder_id_candidate_id_pk" PRIMARY KEY("folder_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"requisition_id" integer,
	"type" text DEFAULT 'live' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_areas_of_interest" ADD CONSTRAINT "candidate_areas_of_interest_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_areas_of_interest" ADD CONSTRAINT "candidate_areas_of_interest_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_form_records" ADD CONSTRAINT "candidate_form_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_form_records" ADD CONSTRAINT "candidate_form_records_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_records" ADD CONSTRAINT "candidate_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_records" ADD CONSTRAINT "candidate_records_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_candidates" ADD CONSTRAINT "folder_candidates_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_candidates" ADD CONSTRAINT "folder_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_candidates" ADD CONSTRAINT "folder_candidates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_candidate_requisition" ON "applications" USING btree ("candidate_id","requisition_id");--> statement-breakpoint
CREATE INDEX "applications_tenant_requisition" ON "applications" USING btree ("tenant_id","requisition_id");--> statement-breakpoint
CREATE INDEX "candidate_activities_candidate" ON "candidate_activities" USING btree ("candidate_id","created_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_areas_of_interest_unique" ON "candidate_areas_of_interest" USING btree ("candidate_id","area_of_interest");--> statement-breakpoint
CREATE INDEX "candidate_form_records_candidate" ON "candidate_form_records" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_records_owner" ON "candidate_records" USING btree ("tenant_id","candidate_id","kind");--> statement-breakpoint
CREATE INDEX "folders_tenant_requisition_type" ON "folders" USING btree ("tenant_id","requisition_id","type");
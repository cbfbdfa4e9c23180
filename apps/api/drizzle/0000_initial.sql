CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	"title" text NOT NULL,
	"primary_category" text NOT NULL,
	"seo_url" text NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"location_label" text NOT NULL,
	"employment_type" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"posted_date" date NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(primary_category, '') || ' ' || coalesce(location_label, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(description, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"external_key" text,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"apply_stream_id" integer,
	"smart_post_id" text,
	"assmt_position_code" text,
	"screen_in_message" text,
	"screen_out_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_status_known" CHECK ("requisitions"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"languages" text[] DEFAULT '{en}'::text[] NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_client_unique" UNIQUE("client")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_search_vector" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_tenant_category" ON "jobs" USING btree ("tenant_id","primary_category");--> statement-breakpoint
CREATE INDEX "jobs_tenant_location" ON "jobs" USING btree ("tenant_id","location_label");--> statement-breakpoint
CREATE INDEX "jobs_tenant_posted" ON "jobs" USING btree ("tenant_id","posted_date");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_requisition" ON "jobs" USING btree ("requisition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_tenant_external_key" ON "requisitions" USING btree ("tenant_id","external_key");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_tenant_smart_post" ON "requisitions" USING btree ("tenant_id","smart_post_id");
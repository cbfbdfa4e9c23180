CREATE TABLE "background_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"package_code" text NOT NULL,
	"package_name" text NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"result" text,
	"summary" text,
	"ordered_by_staff_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_orders_status_known" CHECK ("background_orders"."status" in ('ordered', 'in_progress', 'completed')),
	CONSTRAINT "background_orders_result_known" CHECK ("background_orders"."result" is null or "background_orders"."result" in ('clear', 'consider'))
);
--> statement-breakpoint
CREATE TABLE "message_branding_logos" (
	"tenant_id" integer NOT NULL,
	"version" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_branding_logos_tenant_id_version_pk" PRIMARY KEY("tenant_id","version")
);
--> statement-breakpoint
ALTER TABLE "background_orders" ADD CONSTRAINT "background_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_orders" ADD CONSTRAINT "background_orders_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_orders" ADD CONSTRAINT "background_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_orders" ADD CONSTRAINT "background_orders_ordered_by_staff_id_staff_users_id_fk" FOREIGN KEY ("ordered_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_branding_logos" ADD CONSTRAINT "message_branding_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_orders_application" ON "background_orders" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "background_orders_candidate" ON "background_orders" USING btree ("tenant_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_orders_reference" ON "background_orders" USING btree ("tenant_id","provider","provider_reference");
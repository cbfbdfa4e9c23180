CREATE TABLE "analytics_daily_counts" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"requisition_id" integer NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"value_sum" bigint NOT NULL,
	CONSTRAINT "analytics_daily_counts_tenant_id_day_event_requisition_id_source_name_pk" PRIMARY KEY("tenant_id","day","event","requisition_id","source","name"),
	CONSTRAINT "analytics_daily_counts_event_known" CHECK ("analytics_daily_counts"."event" in ('jobview', 'applystart', 'conversion', 'lcp', 'login', 'microsite'))
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_counts" ADD CONSTRAINT "analytics_daily_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
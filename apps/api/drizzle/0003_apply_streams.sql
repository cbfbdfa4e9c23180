CREATE TABLE "apply_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"apply_stream_id" integer NOT NULL,
	"requisition_id" integer,
	"candidate_id" integer,
	"completed_form_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apply_attempts_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "apply_container_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_container_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"apply_stream_cfg_id" integer NOT NULL,
	"apply_form_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_containers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_containers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"template_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_form_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_form_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"apply_form_id" integer NOT NULL,
	"apply_stream_id" integer NOT NULL,
	"apply_form_config" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"template_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_stream_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_stream_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"apply_stream_id" integer NOT NULL,
	"apply_container_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_streams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apply_streams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" text NOT NULL,
	"requisition_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apply_streams_flow_type_known" CHECK ("apply_streams"."flow_type" in ('join', 'apply', 'alert', 'microsite', 'event'))
);
--> statement-breakpoint
ALTER TABLE "apply_attempts" ADD CONSTRAINT "apply_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_attempts" ADD CONSTRAINT "apply_attempts_apply_stream_id_apply_streams_id_fk" FOREIGN KEY ("apply_stream_id") REFERENCES "public"."apply_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_attempts" ADD CONSTRAINT "apply_attempts_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_attempts" ADD CONSTRAINT "apply_attempts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_container_configs" ADD CONSTRAINT "apply_container_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_container_configs" ADD CONSTRAINT "apply_container_configs_apply_stream_cfg_id_apply_stream_configs_id_fk" FOREIGN KEY ("apply_stream_cfg_id") REFERENCES "public"."apply_stream_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_container_configs" ADD CONSTRAINT "apply_container_configs_apply_form_id_apply_forms_id_fk" FOREIGN KEY ("apply_form_id") REFERENCES "public"."apply_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_containers" ADD CONSTRAINT "apply_containers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_form_configs" ADD CONSTRAINT "apply_form_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_form_configs" ADD CONSTRAINT "apply_form_configs_apply_form_id_apply_forms_id_fk" FOREIGN KEY ("apply_form_id") REFERENCES "public"."apply_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_form_configs" ADD CONSTRAINT "apply_form_configs_apply_stream_id_apply_streams_id_fk" FOREIGN KEY ("apply_stream_id") REFERENCES "public"."apply_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_forms" ADD CONSTRAINT "apply_forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_stream_configs" ADD CONSTRAINT "apply_stream_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_stream_configs" ADD CONSTRAINT "apply_stream_configs_apply_stream_id_apply_streams_id_fk" FOREIGN KEY ("apply_stream_id") REFERENCES "public"."apply_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_stream_configs" ADD CONSTRAINT "apply_stream_configs_apply_container_id_apply_containers_id_fk" FOREIGN KEY ("apply_container_id") REFERENCES "public"."apply_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_streams" ADD CONSTRAINT "apply_streams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_streams" ADD CONSTRAINT "apply_streams_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apply_attempts_expiry" ON "apply_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_container_configs_order" ON "apply_container_configs" USING btree ("apply_stream_cfg_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_containers_tenant_template" ON "apply_containers" USING btree ("tenant_id","template_name");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_form_configs_stream_form" ON "apply_form_configs" USING btree ("apply_stream_id","apply_form_id");--> statement-breakpoint
CREATE INDEX "apply_form_configs_form" ON "apply_form_configs" USING btree ("apply_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_forms_tenant_key" ON "apply_forms" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_stream_configs_order" ON "apply_stream_configs" USING btree ("apply_stream_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_streams_tenant_key" ON "apply_streams" USING btree ("tenant_id","key");--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_apply_stream_id_apply_streams_id_fk" FOREIGN KEY ("apply_stream_id") REFERENCES "public"."apply_streams"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "hierarchy_node_managers" (
	"node_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "hierarchy_node_managers_node_id_staff_user_id_pk" PRIMARY KEY("node_id","staff_user_id")
);
--> statement-breakpoint
CREATE TABLE "hierarchy_nodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hierarchy_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hierarchy_nodes_kind_known" CHECK ("hierarchy_nodes"."kind" in ('department', 'location'))
);
--> statement-breakpoint
CREATE TABLE "vendor_requisitions" (
	"vendor_id" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "vendor_requisitions_vendor_id_requisition_id_pk" PRIMARY KEY("vendor_id","requisition_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_users" (
	"staff_user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"view_group" text DEFAULT 'vendor' NOT NULL,
	CONSTRAINT "vendor_users_view_group_known" CHECK ("vendor_users"."view_group" in ('vendor', 'own'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "hierarchy_node_id" integer;--> statement-breakpoint
ALTER TABLE "hierarchy_node_managers" ADD CONSTRAINT "hierarchy_node_managers_node_id_hierarchy_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."hierarchy_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_node_managers" ADD CONSTRAINT "hierarchy_node_managers_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_node_managers" ADD CONSTRAINT "hierarchy_node_managers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_nodes" ADD CONSTRAINT "hierarchy_nodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_nodes" ADD CONSTRAINT "hierarchy_nodes_parent_id_hierarchy_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hierarchy_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requisitions" ADD CONSTRAINT "vendor_requisitions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requisitions" ADD CONSTRAINT "vendor_requisitions_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requisitions" ADD CONSTRAINT "vendor_requisitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hierarchy_node_managers_user" ON "hierarchy_node_managers" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "hierarchy_nodes_parent" ON "hierarchy_nodes" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "vendor_requisitions_requisition" ON "vendor_requisitions" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "vendor_users_vendor" ON "vendor_users" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_tenant_name" ON "vendors" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_hierarchy_node_id_hierarchy_nodes_id_fk" FOREIGN KEY ("hierarchy_node_id") REFERENCES "public"."hierarchy_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_vendor" ON "applications" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "requisitions_hierarchy_node" ON "requisitions" USING btree ("hierarchy_node_id");
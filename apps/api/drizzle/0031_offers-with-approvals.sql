CREATE TABLE "approval_chain_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_chain_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"approval_chain_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"round" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offer_approvals_decision" CHECK ("offer_approvals"."decision" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "offer_template_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_template_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"offer_template_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "offer_template_elements_kind" CHECK ("offer_template_elements"."kind" in ('salary', 'start_date', 'bonus', 'text'))
);
--> statement-breakpoint
CREATE TABLE "offer_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "offer_template_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "approval_chain_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "drafted_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bonus" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "letter" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_chain_details" ADD CONSTRAINT "approval_chain_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chain_details" ADD CONSTRAINT "approval_chain_details_approval_chain_id_approval_chains_id_fk" FOREIGN KEY ("approval_chain_id") REFERENCES "public"."approval_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chain_details" ADD CONSTRAINT "approval_chain_details_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_template_elements" ADD CONSTRAINT "offer_template_elements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_template_elements" ADD CONSTRAINT "offer_template_elements_offer_template_id_offer_templates_id_fk" FOREIGN KEY ("offer_template_id") REFERENCES "public"."offer_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chain_details_chain_user" ON "approval_chain_details" USING btree ("approval_chain_id","staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_chains_tenant_name" ON "approval_chains" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "offer_approvals_offer" ON "offer_approvals" USING btree ("offer_id","round","sort_order");--> statement-breakpoint
CREATE INDEX "offer_approvals_owner" ON "offer_approvals" USING btree ("tenant_id","candidate_id");--> statement-breakpoint
CREATE INDEX "offer_template_elements_template" ON "offer_template_elements" USING btree ("offer_template_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_templates_tenant_name" ON "offer_templates" USING btree ("tenant_id","name");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offer_template_id_offer_templates_id_fk" FOREIGN KEY ("offer_template_id") REFERENCES "public"."offer_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_approval_chain_id_approval_chains_id_fk" FOREIGN KEY ("approval_chain_id") REFERENCES "public"."approval_chains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_drafted_by_staff_id_staff_users_id_fk" FOREIGN KEY ("drafted_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_application" ON "offers" USING btree ("tenant_id","application_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('draft', 'pending_approval', 'approved', 'extended', 'accepted', 'declined'));
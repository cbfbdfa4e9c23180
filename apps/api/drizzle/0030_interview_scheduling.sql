CREATE TABLE "interview_invitation_interviewers" (
	"invitation_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	CONSTRAINT "interview_invitation_interviewers_invitation_id_staff_user_id_pk" PRIMARY KEY("invitation_id","staff_user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slot_picker_configs" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"weekdays" integer[] NOT NULL,
	"day_starts" text NOT NULL,
	"day_ends" text NOT NULL,
	CONSTRAINT "interview_slot_picker_duration_positive" CHECK ("interview_slot_picker_configs"."duration_minutes" > 0),
	CONSTRAINT "interview_slot_picker_day_order" CHECK ("interview_slot_picker_configs"."day_ends" > "interview_slot_picker_configs"."day_starts")
);
--> statement-breakpoint
ALTER TABLE "interview_invitation_interviewers" ADD CONSTRAINT "interview_invitation_interviewers_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation_interviewers" ADD CONSTRAINT "interview_invitation_interviewers_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_picker_configs" ADD CONSTRAINT "interview_slot_picker_configs_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_picker_configs" ADD CONSTRAINT "interview_slot_picker_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
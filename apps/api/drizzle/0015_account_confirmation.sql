ALTER TABLE "candidates" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_recipient" ON "outbox_emails" USING btree ("tenant_id","recipient","created_at");--> statement-breakpoint
-- Active accounts whose login name is their e-mail were activated through a link sent there.
UPDATE "candidates" SET "email_confirmed_at" = "updated_at" WHERE "locked" = 'f' AND lower("email") = "uname";--> statement-breakpoint
-- The login name is the e-mail (issue 19): mail goes to the address that signs in.
UPDATE "candidates" SET "email" = "uname" WHERE "email" <> "uname";

CREATE TABLE "postal_code_sources" (
	"country_code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postal_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"postal_code_key" text NOT NULL,
	"place_name" text NOT NULL,
	"admin_name1" text DEFAULT '' NOT NULL,
	"admin_code1" text DEFAULT '' NOT NULL,
	"admin_name2" text DEFAULT '' NOT NULL,
	"admin_code2" text DEFAULT '' NOT NULL,
	"admin_name3" text DEFAULT '' NOT NULL,
	"admin_code3" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" integer
);
--> statement-breakpoint
CREATE INDEX "postal_codes_key" ON "postal_codes" USING btree ("postal_code_key");--> statement-breakpoint
CREATE INDEX "postal_codes_country_latitude" ON "postal_codes" USING btree ("country_code","latitude");
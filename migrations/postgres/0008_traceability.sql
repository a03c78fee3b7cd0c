CREATE TABLE "area_closures" (
	"id" text PRIMARY KEY NOT NULL,
	"area_code" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"reason" text NOT NULL,
	"created_by" text,
	"reopened_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harvest_areas" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"species" text NOT NULL,
	"prep" text,
	"seller_type" text,
	"open_from" text,
	"open_to" text,
	"limit_value" integer,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"check_each_year" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_licences" (
	"id" text PRIMARY KEY NOT NULL,
	"crabber_id" text NOT NULL,
	"type" text NOT NULL,
	"agency" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" text NOT NULL,
	"photo_url" text,
	"verified_at" timestamp (3) with time zone,
	"verified_by" text,
	"reminded_thirty_at" timestamp (3) with time zone,
	"reminded_seven_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "harvest_area_code" text;--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "shellfish_tag" jsonb;--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "lot_code" text;--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "off_sale_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "lot_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "trace" jsonb;--> statement-breakpoint
ALTER TABLE "area_closures" ADD CONSTRAINT "area_closures_area_code_harvest_areas_code_fk" FOREIGN KEY ("area_code") REFERENCES "public"."harvest_areas"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_closures" ADD CONSTRAINT "area_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_licences" ADD CONSTRAINT "seller_licences_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_licences" ADD CONSTRAINT "seller_licences_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_closures_open_idx" ON "area_closures" USING btree ("area_code") WHERE "area_closures"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "sale_rules_species_idx" ON "sale_rules" USING btree ("species");--> statement-breakpoint
CREATE INDEX "seller_licences_crabber_idx" ON "seller_licences" USING btree ("crabber_id");--> statement-breakpoint
CREATE INDEX "seller_licences_expires_idx" ON "seller_licences" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "order_items_lot_idx" ON "order_items" USING btree ("lot_code");
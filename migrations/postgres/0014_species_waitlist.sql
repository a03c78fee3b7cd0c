CREATE TABLE "species_waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"crabber_id" text NOT NULL,
	"species" text NOT NULL,
	"buyer_id" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "species_waitlist_entries" ADD CONSTRAINT "species_waitlist_entries_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "species_waitlist_entries" ADD CONSTRAINT "species_waitlist_entries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "species_waitlist_seller_species_buyer_idx" ON "species_waitlist_entries" USING btree ("crabber_id","species","buyer_id");--> statement-breakpoint
CREATE INDEX "species_waitlist_line_idx" ON "species_waitlist_entries" USING btree ("crabber_id","species","created_at");--> statement-breakpoint
CREATE INDEX "species_waitlist_buyer_idx" ON "species_waitlist_entries" USING btree ("buyer_id");
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"catch_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"held_qty" integer DEFAULT 0 NOT NULL,
	"held_at" timestamp (3) with time zone,
	"notified_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_catch_id_catches_id_fk" FOREIGN KEY ("catch_id") REFERENCES "public"."catches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_catch_buyer_idx" ON "waitlist_entries" USING btree ("catch_id","buyer_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("catch_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_buyer_idx" ON "waitlist_entries" USING btree ("buyer_id");
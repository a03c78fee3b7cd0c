ALTER TABLE "standing_orders" ADD COLUMN "setup_intent_id" text;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD COLUMN "card_saved_at" timestamp (3) with time zone;
ALTER TABLE `standing_orders` ADD `setup_intent_id` text;--> statement-breakpoint
ALTER TABLE `standing_orders` ADD `card_saved_at` integer;
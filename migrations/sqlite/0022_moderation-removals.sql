ALTER TABLE `order_messages` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `order_messages` ADD `removed_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `removed_reason` text;
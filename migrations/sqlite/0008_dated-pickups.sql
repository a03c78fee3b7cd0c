ALTER TABLE `cart_items` ADD `pickup_starts_at` integer;--> statement-breakpoint
ALTER TABLE `cart_items` ADD `pickup_ends_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_starts_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_ends_at` integer;
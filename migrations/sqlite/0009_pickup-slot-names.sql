ALTER TABLE `cart_items` RENAME COLUMN `pickup_starts_at` TO `pickup_slot_start`;--> statement-breakpoint
ALTER TABLE `cart_items` RENAME COLUMN `pickup_ends_at` TO `pickup_slot_end`;--> statement-breakpoint
ALTER TABLE `orders` RENAME COLUMN `pickup_starts_at` TO `pickup_slot_start`;--> statement-breakpoint
ALTER TABLE `orders` RENAME COLUMN `pickup_ends_at` TO `pickup_slot_end`;

ALTER TABLE `crabber_profiles` ADD `order_cutoff_hours` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE `crabber_profiles` ADD `slot_capacity` integer;--> statement-breakpoint
CREATE INDEX `orders_crabber_slot_idx` ON `orders` (`crabber_id`,`pickup_slot_start`);
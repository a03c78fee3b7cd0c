CREATE TABLE `area_closures` (
	`id` text PRIMARY KEY NOT NULL,
	`area_code` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`reason` text NOT NULL,
	`created_by` text,
	`reopened_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`area_code`) REFERENCES `harvest_areas`(`code`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `area_closures_open_idx` ON `area_closures` (`area_code`) WHERE "area_closures"."reopened_at" is null;--> statement-breakpoint
CREATE TABLE `harvest_areas` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sale_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`species` text NOT NULL,
	`prep` text,
	`seller_type` text,
	`open_from` text,
	`open_to` text,
	`limit_value` integer,
	`text` text NOT NULL,
	`source` text NOT NULL,
	`check_each_year` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sale_rules_species_idx` ON `sale_rules` (`species`);--> statement-breakpoint
CREATE TABLE `seller_licences` (
	`id` text PRIMARY KEY NOT NULL,
	`crabber_id` text NOT NULL,
	`type` text NOT NULL,
	`agency` text NOT NULL,
	`number` text NOT NULL,
	`expires_on` text NOT NULL,
	`photo_url` text,
	`verified_at` integer,
	`verified_by` text,
	`reminded_thirty_at` integer,
	`reminded_seven_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `seller_licences_crabber_idx` ON `seller_licences` (`crabber_id`);--> statement-breakpoint
CREATE INDEX `seller_licences_expires_idx` ON `seller_licences` (`expires_on`);--> statement-breakpoint
ALTER TABLE `catches` ADD `harvest_area_code` text;--> statement-breakpoint
ALTER TABLE `catches` ADD `shellfish_tag` text;--> statement-breakpoint
ALTER TABLE `catches` ADD `lot_code` text;--> statement-breakpoint
ALTER TABLE `catches` ADD `off_sale_reason` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `lot_code` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `trace` text;--> statement-breakpoint
CREATE INDEX `order_items_lot_idx` ON `order_items` (`lot_code`);
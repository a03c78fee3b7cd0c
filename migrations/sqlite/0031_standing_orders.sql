CREATE TABLE `standing_order_fills` (
	`standing_order_id` text NOT NULL,
	`date` text NOT NULL,
	`order_id` text,
	`reason` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`standing_order_id`, `date`),
	FOREIGN KEY (`standing_order_id`) REFERENCES `standing_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `standing_order_skips` (
	`standing_order_id` text NOT NULL,
	`date` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`standing_order_id`, `date`),
	FOREIGN KEY (`standing_order_id`) REFERENCES `standing_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `standing_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_id` text NOT NULL,
	`crabber_id` text NOT NULL,
	`species` text NOT NULL,
	`prep` text,
	`size_mix` text,
	`unit_type` text NOT NULL,
	`qty` integer NOT NULL,
	`pickup_window` text NOT NULL,
	`max_unit_price_cents` integer NOT NULL,
	`payment_method` text NOT NULL,
	`ends_on` text,
	`paused_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `standing_orders_buyer_idx` ON `standing_orders` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `standing_orders_crabber_idx` ON `standing_orders` (`crabber_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `standing_order_id` text;
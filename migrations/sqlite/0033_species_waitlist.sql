CREATE TABLE `species_waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`crabber_id` text NOT NULL,
	`species` text NOT NULL,
	`buyer_id` text NOT NULL,
	`qty` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `species_waitlist_seller_species_buyer_idx` ON `species_waitlist_entries` (`crabber_id`,`species`,`buyer_id`);--> statement-breakpoint
CREATE INDEX `species_waitlist_line_idx` ON `species_waitlist_entries` (`crabber_id`,`species`,`created_at`);--> statement-breakpoint
CREATE INDEX `species_waitlist_buyer_idx` ON `species_waitlist_entries` (`buyer_id`);
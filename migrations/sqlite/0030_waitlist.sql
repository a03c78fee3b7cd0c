CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`catch_id` text NOT NULL,
	`buyer_id` text NOT NULL,
	`qty` integer DEFAULT 1 NOT NULL,
	`held_qty` integer DEFAULT 0 NOT NULL,
	`held_at` integer,
	`notified_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`catch_id`) REFERENCES `catches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_catch_buyer_idx` ON `waitlist_entries` (`catch_id`,`buyer_id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_line_idx` ON `waitlist_entries` (`catch_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_buyer_idx` ON `waitlist_entries` (`buyer_id`);
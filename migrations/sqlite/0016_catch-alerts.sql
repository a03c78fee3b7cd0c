CREATE TABLE `alert_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`emails_off_at` integer,
	`last_email_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catch_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`species_group` text NOT NULL,
	`prep` text,
	`place` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`miles` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catch_alerts_user_idx` ON `catch_alerts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `catch_alerts_group_idx` ON `catch_alerts` (`species_group`);--> statement-breakpoint
CREATE TABLE `new_catch_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`catch_id` text NOT NULL,
	`email_status` text NOT NULL,
	`created_at` integer NOT NULL,
	`emailed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`catch_id`) REFERENCES `catches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `new_catch_deliveries_person_catch_idx` ON `new_catch_deliveries` (`user_id`,`catch_id`);--> statement-breakpoint
CREATE INDEX `new_catch_deliveries_pending_idx` ON `new_catch_deliveries` (`email_status`,`user_id`);--> statement-breakpoint
CREATE TABLE `seller_follows` (
	`user_id` text NOT NULL,
	`crabber_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `crabber_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seller_follows_crabber_idx` ON `seller_follows` (`crabber_id`);--> statement-breakpoint
CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer NOT NULL
);

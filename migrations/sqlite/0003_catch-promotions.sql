CREATE TABLE `catch_promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`catch_id` text,
	`crabber_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`promoted_until` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`catch_id`) REFERENCES `catches`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catch_promotions_payment_intent_id_unique` ON `catch_promotions` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `catch_promotions_crabber_idx` ON `catch_promotions` (`crabber_id`,`created_at`);
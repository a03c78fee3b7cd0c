CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `test_payment_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`return_path` text,
	`refresh_path` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `test_payment_accounts_seller_idx` ON `test_payment_accounts` (`seller_id`);--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `amount_refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_intents_idempotency_idx` ON `payment_intents` (`idempotency_key`) WHERE "payment_intents"."idempotency_key" is not null;
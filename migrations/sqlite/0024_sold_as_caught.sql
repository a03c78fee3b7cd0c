CREATE TABLE `reconciliation_differences` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`order_id` text,
	`kind` text NOT NULL,
	`provider_ref` text,
	`recorded_cents` integer,
	`provider_cents` integer,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`date`) REFERENCES `reconciliation_runs`(`date`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reconciliation_differences_date_idx` ON `reconciliation_differences` (`date`);--> statement-breakpoint
CREATE TABLE `reconciliation_runs` (
	`date` text PRIMARY KEY NOT NULL,
	`checked` integer NOT NULL,
	`ran_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `setup_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`client_secret` text NOT NULL,
	`status` text DEFAULT 'requires_payment_method' NOT NULL,
	`payment_method_id` text,
	`reference_id` text NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`last_error` text,
	`idempotency_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `setup_intents_client_secret_unique` ON `setup_intents` (`client_secret`);--> statement-breakpoint
CREATE INDEX `setup_intents_reference_idx` ON `setup_intents` (`reference_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `setup_intents_idempotency_idx` ON `setup_intents` (`idempotency_key`) WHERE "setup_intents"."idempotency_key" is not null;--> statement-breakpoint
CREATE TABLE `test_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`payment_intent_id`) REFERENCES `payment_intents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_refunds_idempotency_key_unique` ON `test_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `test_refunds_intent_idx` ON `test_refunds` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `test_refunds_created_idx` ON `test_refunds` (`created_at`);--> statement-breakpoint
ALTER TABLE `catches` ADD `pricing` text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE `catches` ADD `est_weight_min_centilb` integer;--> statement-breakpoint
ALTER TABLE `catches` ADD `est_weight_max_centilb` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `pricing` text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `est_weight_min_centilb` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `est_weight_max_centilb` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `final_weight_centilb` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `authorized_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `authorization_expires_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `captured_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `setup_intent_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `authorize_at` integer;--> statement-breakpoint
CREATE INDEX `orders_authorize_at_idx` ON `orders` (`authorize_at`) WHERE "orders"."authorize_at" is not null;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `capture_method` text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `amount_capturable_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `amount_received_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `authorization_expires_at` integer;--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `payment_method_id` text;--> statement-breakpoint
-- Card orders charged before holds existed were captured in full at checkout.
UPDATE "orders" SET "captured_cents" = "amount_total_cents" WHERE "payment_method" = 'card' AND "payment_status" IN ('paid', 'partially_refunded', 'refunded', 'disputed');--> statement-breakpoint
UPDATE "payment_intents" SET "amount_received_cents" = "amount_cents" WHERE "status" = 'succeeded';

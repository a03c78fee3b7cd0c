CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`method` text NOT NULL,
	`reason` text NOT NULL,
	`lines` text,
	`actor_id` text,
	`provider_refund_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `credit_notes_order_idx` ON `credit_notes` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `disputes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`provider_dispute_id` text NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`evidence_due_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `disputes_provider_dispute_id_unique` ON `disputes` (`provider_dispute_id`);--> statement-breakpoint
CREATE INDEX `disputes_order_idx` ON `disputes` (`order_id`);--> statement-breakpoint
CREATE INDEX `disputes_open_idx` ON `disputes` (`evidence_due_by`) WHERE status in ('warning_needs_response', 'needs_response', 'warning_under_review', 'under_review');--> statement-breakpoint
CREATE TABLE `order_line_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`order_item_id` text NOT NULL,
	`kind` text NOT NULL,
	`actor_id` text,
	`old_value` integer NOT NULL,
	`new_value` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_line_adjustments_order_idx` ON `order_line_adjustments` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `receipt_counters` (
	`seller_id` text PRIMARY KEY NOT NULL,
	`prefix` text NOT NULL,
	`last_sequence` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`seller_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_order_id_unique` ON `receipts` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_seller_sequence_idx` ON `receipts` (`seller_id`,`sequence`);--> statement-breakpoint
CREATE INDEX `receipts_seller_issued_idx` ON `receipts` (`seller_id`,`issued_at`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `final_qty` integer;
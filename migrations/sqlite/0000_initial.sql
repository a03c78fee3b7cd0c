CREATE TABLE `cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`catch_id` text NOT NULL,
	`qty` integer NOT NULL,
	`selected_pickup_window` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`catch_id`) REFERENCES `catches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cart_items_user_idx` ON `cart_items` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `catches` (
	`id` text PRIMARY KEY NOT NULL,
	`crabber_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`category` text DEFAULT 'crabs' NOT NULL,
	`species` text DEFAULT 'Blue Crab' NOT NULL,
	`variety` text,
	`prep` text NOT NULL,
	`size_mix` text NOT NULL,
	`unit_type` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`qty_available` integer NOT NULL,
	`harvest_date` integer,
	`harvest_location` text,
	`photos` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`pickup_windows` text DEFAULT '[]' NOT NULL,
	`posted_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_promoted` integer DEFAULT false NOT NULL,
	`promoted_until` integer,
	`promotion_payment_id` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catches_listing_idx` ON `catches` (`is_active`,`expires_at`,`posted_at`);--> statement-breakpoint
CREATE INDEX `catches_crabber_idx` ON `catches` (`crabber_id`,`posted_at`);--> statement-breakpoint
CREATE INDEX `catches_species_idx` ON `catches` (`species`);--> statement-breakpoint
CREATE INDEX `catches_promoted_idx` ON `catches` (`is_promoted`,`promoted_until`);--> statement-breakpoint
CREATE UNIQUE INDEX `catches_promotion_payment_idx` ON `catches` (`promotion_payment_id`) WHERE "catches"."promotion_payment_id" is not null;--> statement-breakpoint
CREATE TABLE `crabber_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`display_name` text NOT NULL,
	`bio` text,
	`seller_type` text DEFAULT 'commercial_fisher' NOT NULL,
	`license_image_url` text,
	`verification_status` text DEFAULT 'pending' NOT NULL,
	`verification_level` text DEFAULT 'basic' NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	`rejection_reason` text,
	`pickup_location_lat` real,
	`pickup_location_lng` real,
	`pickup_location_address` text,
	`pickup_instructions` text,
	`hours` text,
	`availability` text DEFAULT '{}' NOT NULL,
	`hero_photo_url` text,
	`stripe_account_id` text,
	`stripe_account_status` text DEFAULT 'not_connected' NOT NULL,
	`specialties` text DEFAULT '[]' NOT NULL,
	`weekly_quantity_limit` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crabber_profiles_user_id_unique` ON `crabber_profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `crabber_profiles_status_idx` ON `crabber_profiles` (`verification_status`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`is_read`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`catch_id` text,
	`title` text NOT NULL,
	`species` text NOT NULL,
	`unit_type` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`qty` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`catch_id`) REFERENCES `catches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_catch_idx` ON `order_items` (`catch_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_id` text NOT NULL,
	`crabber_id` text NOT NULL,
	`pickup_window` text NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`payment_method` text DEFAULT 'cash' NOT NULL,
	`payment_status` text DEFAULT 'unpaid' NOT NULL,
	`amount_subtotal_cents` integer NOT NULL,
	`fees_cents` integer DEFAULT 0 NOT NULL,
	`tax_cents` integer DEFAULT 0 NOT NULL,
	`amount_total_cents` integer NOT NULL,
	`qr_code` text NOT NULL,
	`payment_intent_id` text,
	`charge_id` text,
	`pickup_location_address` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_qr_code_unique` ON `orders` (`qr_code`);--> statement-breakpoint
CREATE INDEX `orders_buyer_idx` ON `orders` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_crabber_idx` ON `orders` (`crabber_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_intent_idx` ON `orders` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `payment_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`client_secret` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`application_fee_cents` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text DEFAULT 'requires_payment_method' NOT NULL,
	`purpose` text NOT NULL,
	`reference_id` text NOT NULL,
	`destination_account_id` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`last_error` text,
	`charge_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_intents_client_secret_unique` ON `payment_intents` (`client_secret`);--> statement-breakpoint
CREATE INDEX `payment_intents_reference_idx` ON `payment_intents` (`purpose`,`reference_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`role` text DEFAULT 'buyer' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);
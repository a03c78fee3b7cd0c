CREATE TABLE `phone_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sms_inbound` (
	`message_sid` text PRIMARY KEY NOT NULL,
	`from` text NOT NULL,
	`body` text NOT NULL,
	`reply` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sms_opt_outs` (
	`phone` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`body` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`error` text,
	`provider_id` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sms_outbox_due_idx` ON `sms_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `sms_outbox_to_idx` ON `sms_outbox` (`to`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `phone_verified_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `sms_prefs` text DEFAULT '{"ready":true,"moved":true,"short":true,"waitlist":true,"standing":true}' NOT NULL;
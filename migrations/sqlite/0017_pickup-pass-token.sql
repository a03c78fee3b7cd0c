ALTER TABLE `orders` ADD `pass_token` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `pass_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_pass_token_hash_idx` ON `orders` (`pass_token_hash`);
CREATE TABLE `rate_limit_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`points` integer NOT NULL,
	`expire` integer
);
--> statement-breakpoint
CREATE INDEX `rate_limit_counters_expire_idx` ON `rate_limit_counters` (`expire`);
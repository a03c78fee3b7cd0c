CREATE TABLE `closed_pickup_days` (
	`crabber_id` text NOT NULL,
	`date` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`crabber_id`, `date`),
	FOREIGN KEY (`crabber_id`) REFERENCES `crabber_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);

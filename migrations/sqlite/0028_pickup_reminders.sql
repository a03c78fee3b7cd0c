CREATE TABLE `sent_reminders` (
	`key` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL
);

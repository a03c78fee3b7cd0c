CREATE TABLE "sent_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);

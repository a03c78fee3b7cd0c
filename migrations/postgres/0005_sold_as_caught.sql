CREATE TABLE "reconciliation_differences" (
	"id" text PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"provider_ref" text,
	"recorded_cents" integer,
	"provider_cents" integer,
	"detail" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"date" text PRIMARY KEY NOT NULL,
	"checked" integer NOT NULL,
	"ran_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"payment_method_id" text,
	"reference_id" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"idempotency_key" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "setup_intents_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "test_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "pricing" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "est_weight_min_centilb" integer;--> statement-breakpoint
ALTER TABLE "catches" ADD COLUMN "est_weight_max_centilb" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pricing" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "est_weight_min_centilb" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "est_weight_max_centilb" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_weight_centilb" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorized_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorization_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "setup_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorize_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "amount_capturable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "amount_received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "authorization_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_date_reconciliation_runs_date_fk" FOREIGN KEY ("date") REFERENCES "public"."reconciliation_runs"("date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_date_idx" ON "reconciliation_differences" USING btree ("date");--> statement-breakpoint
CREATE INDEX "setup_intents_reference_idx" ON "setup_intents" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "setup_intents_idempotency_idx" ON "setup_intents" USING btree ("idempotency_key") WHERE "setup_intents"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "test_refunds_intent_idx" ON "test_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "test_refunds_created_idx" ON "test_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_authorize_at_idx" ON "orders" USING btree ("authorize_at") WHERE "orders"."authorize_at" is not null;--> statement-breakpoint
-- Card orders charged before holds existed were captured in full at checkout.
UPDATE "orders" SET "captured_cents" = "amount_total_cents" WHERE "payment_method" = 'card' AND "payment_status" IN ('paid', 'partially_refunded', 'refunded', 'disputed');--> statement-breakpoint
UPDATE "payment_intents" SET "amount_received_cents" = "amount_cents" WHERE "status" = 'succeeded';

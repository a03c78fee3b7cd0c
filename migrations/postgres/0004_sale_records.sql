CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb,
	"actor_id" text,
	"provider_refund_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"evidence_due_by" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "disputes_provider_dispute_id_unique" UNIQUE("provider_dispute_id")
);
--> statement-breakpoint
CREATE TABLE "order_line_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"old_value" integer NOT NULL,
	"new_value" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "receipts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_qty" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_adjustments" ADD CONSTRAINT "order_line_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_adjustments" ADD CONSTRAINT "order_line_adjustments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_adjustments" ADD CONSTRAINT "order_line_adjustments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_seller_id_crabber_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_seller_id_crabber_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("evidence_due_by") WHERE status in ('warning_needs_response', 'needs_response', 'warning_under_review', 'under_review');--> statement-breakpoint
CREATE INDEX "order_line_adjustments_order_idx" ON "order_line_adjustments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_seller_sequence_idx" ON "receipts" USING btree ("seller_id","sequence");--> statement-breakpoint
CREATE INDEX "receipts_seller_issued_idx" ON "receipts" USING btree ("seller_id","issued_at");
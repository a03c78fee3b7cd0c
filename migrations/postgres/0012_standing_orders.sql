CREATE TABLE "standing_order_fills" (
	"standing_order_id" text NOT NULL,
	"date" text NOT NULL,
	"order_id" text,
	"reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "standing_order_fills_standing_order_id_date_pk" PRIMARY KEY("standing_order_id","date")
);
--> statement-breakpoint
CREATE TABLE "standing_order_skips" (
	"standing_order_id" text NOT NULL,
	"date" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "standing_order_skips_standing_order_id_date_pk" PRIMARY KEY("standing_order_id","date")
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"crabber_id" text NOT NULL,
	"species" text NOT NULL,
	"prep" text,
	"size_mix" text,
	"unit_type" text NOT NULL,
	"qty" integer NOT NULL,
	"pickup_window" jsonb NOT NULL,
	"max_unit_price_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"ends_on" text,
	"paused_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "standing_order_id" text;--> statement-breakpoint
ALTER TABLE "standing_order_fills" ADD CONSTRAINT "standing_order_fills_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_fills" ADD CONSTRAINT "standing_order_fills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_skips" ADD CONSTRAINT "standing_order_skips_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_orders_buyer_idx" ON "standing_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "standing_orders_crabber_idx" ON "standing_orders" USING btree ("crabber_id","created_at");
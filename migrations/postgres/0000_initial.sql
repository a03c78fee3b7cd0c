CREATE TABLE "alert_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"emails_off_at" timestamp (3) with time zone,
	"last_email_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"catch_id" text NOT NULL,
	"qty" integer NOT NULL,
	"selected_pickup_window" jsonb NOT NULL,
	"pickup_slot_start" timestamp (3) with time zone,
	"pickup_slot_end" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catch_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"species_group" text NOT NULL,
	"prep" text,
	"place" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"miles" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catch_promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"catch_id" text,
	"crabber_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"promoted_until" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "catch_promotions_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "catches" (
	"id" text PRIMARY KEY NOT NULL,
	"crabber_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'crabs' NOT NULL,
	"species" text DEFAULT 'Blue Crab' NOT NULL,
	"variety" text,
	"prep" text NOT NULL,
	"size_mix" text NOT NULL,
	"unit_type" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"qty_available" integer NOT NULL,
	"harvest_date" timestamp (3) with time zone,
	"harvest_location" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"promoted_until" timestamp (3) with time zone,
	"promotion_payment_id" text,
	"hidden_at" timestamp (3) with time zone,
	"hidden_reason" text,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"species_group" text GENERATED ALWAYS AS (CASE
  WHEN species = 'Soft Shell' OR category = 'soft-shell' OR size_mix = 'soft-shell' THEN 'Soft Shell'
  WHEN species = 'Blue Crab' THEN 'Blue Crab'
  WHEN species IN ('Striped Bass', 'White Perch', 'Fish') OR category = 'fish' THEN 'Fish'
  WHEN species = 'Oysters' OR category = 'oysters' THEN 'Oysters'
  WHEN species = 'Clams' OR category = 'clams' THEN 'Clams'
  WHEN species = 'Scallops' OR category = 'scallops' THEN 'Scallops'
  WHEN species <> 'Other' AND category = 'crabs' THEN 'Blue Crab'
  ELSE 'Other'
END) STORED,
	"pickup_days" integer GENERATED ALWAYS AS ((CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Sunday [0-2][0-9]:[0-5][0-9]$")') THEN 1 ELSE 0 END) + (CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Monday [0-2][0-9]:[0-5][0-9]$")') THEN 2 ELSE 0 END) + (CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Tuesday [0-2][0-9]:[0-5][0-9]$")') THEN 4 ELSE 0 END) + (CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Wednesday [0-2][0-9]:[0-5][0-9]$")') THEN 8 ELSE 0 END) + (CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Thursday [0-2][0-9]:[0-5][0-9]$")') THEN 16 ELSE 0 END) + (CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Friday [0-2][0-9]:[0-5][0-9]$")') THEN 32 ELSE 0 END) + (CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^Saturday [0-2][0-9]:[0-5][0-9]$")') THEN 64 ELSE 0 END)) STORED
);
--> statement-breakpoint
CREATE TABLE "closed_pickup_days" (
	"crabber_id" text NOT NULL,
	"date" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "closed_pickup_days_crabber_id_date_pk" PRIMARY KEY("crabber_id","date")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"user_type" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"email_outbox_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crabber_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"seller_type" text DEFAULT 'commercial_fisher' NOT NULL,
	"license_image_url" text,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"verification_level" text DEFAULT 'basic' NOT NULL,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by" text,
	"rejection_reason" text,
	"pickup_location_lat" double precision,
	"pickup_location_lng" double precision,
	"pickup_location_address" text,
	"pickup_instructions" text,
	"hours" text,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hero_photo_url" text,
	"stripe_account_id" text,
	"stripe_account_status" text DEFAULT 'not_connected' NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekly_quantity_limit" integer,
	"order_cutoff_hours" integer DEFAULT 2 NOT NULL,
	"slot_capacity" integer,
	"no_show_grace_hours" integer DEFAULT 2 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "crabber_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_catch_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"catch_id" text NOT NULL,
	"email_status" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"emailed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"catch_id" text,
	"title" text NOT NULL,
	"species" text NOT NULL,
	"unit_type" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"sender_id" text,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"crabber_id" text NOT NULL,
	"pickup_window" jsonb NOT NULL,
	"pickup_slot_start" timestamp (3) with time zone,
	"pickup_slot_end" timestamp (3) with time zone,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"amount_subtotal_cents" integer NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"qr_code" text NOT NULL,
	"pass_token" text,
	"pass_token_hash" text,
	"payment_intent_id" text,
	"charge_id" text,
	"pickup_location_address" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "orders_qr_code_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" text NOT NULL,
	"destination_account_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"charge_id" text,
	"idempotency_key" text,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "payment_intents_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_success_at" timestamp (3) with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp (3) with time zone,
	"resolution_note" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"author_id" text,
	"crabber_id" text NOT NULL,
	"stars" integer NOT NULL,
	"body" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp (3) with time zone,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "seller_follows" (
	"user_id" text NOT NULL,
	"crabber_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "seller_follows_user_id_crabber_id_pk" PRIMARY KEY("user_id","crabber_id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"user_agent" text,
	"last_seen_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "test_payment_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_path" text,
	"refresh_path" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"phone" text,
	"role" text DEFAULT 'buyer' NOT NULL,
	"email_verified_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"suspended_at" timestamp (3) with time zone,
	"suspension_reason" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_catch_id_catches_id_fk" FOREIGN KEY ("catch_id") REFERENCES "public"."catches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_alerts" ADD CONSTRAINT "catch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_promotions" ADD CONSTRAINT "catch_promotions_catch_id_catches_id_fk" FOREIGN KEY ("catch_id") REFERENCES "public"."catches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_promotions" ADD CONSTRAINT "catch_promotions_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catches" ADD CONSTRAINT "catches_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_pickup_days" ADD CONSTRAINT "closed_pickup_days_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_email_outbox_id_email_outbox_id_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crabber_profiles" ADD CONSTRAINT "crabber_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crabber_profiles" ADD CONSTRAINT "crabber_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_catch_deliveries" ADD CONSTRAINT "new_catch_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_catch_deliveries" ADD CONSTRAINT "new_catch_deliveries_catch_id_catches_id_fk" FOREIGN KEY ("catch_id") REFERENCES "public"."catches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_catch_id_catches_id_fk" FOREIGN KEY ("catch_id") REFERENCES "public"."catches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_follows" ADD CONSTRAINT "seller_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_follows" ADD CONSTRAINT "seller_follows_crabber_id_crabber_profiles_id_fk" FOREIGN KEY ("crabber_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_accounts" ADD CONSTRAINT "test_payment_accounts_seller_id_crabber_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."crabber_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "catch_alerts_user_idx" ON "catch_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "catch_alerts_group_idx" ON "catch_alerts" USING btree ("species_group");--> statement-breakpoint
CREATE INDEX "catch_promotions_crabber_idx" ON "catch_promotions" USING btree ("crabber_id","created_at");--> statement-breakpoint
CREATE INDEX "catches_listing_idx" ON "catches" USING btree ("is_active","expires_at","posted_at");--> statement-breakpoint
CREATE INDEX "catches_browse_posted_idx" ON "catches" USING btree ("posted_at","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null;--> statement-breakpoint
CREATE INDEX "catches_browse_price_idx" ON "catches" USING btree ("unit_price_cents","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null;--> statement-breakpoint
CREATE INDEX "catches_browse_group_posted_idx" ON "catches" USING btree ("species_group","posted_at","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null;--> statement-breakpoint
CREATE INDEX "catches_browse_group_price_idx" ON "catches" USING btree ("species_group","unit_price_cents","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null;--> statement-breakpoint
CREATE INDEX "catches_crabber_idx" ON "catches" USING btree ("crabber_id","posted_at");--> statement-breakpoint
CREATE INDEX "catches_species_idx" ON "catches" USING btree ("species");--> statement-breakpoint
CREATE INDEX "catches_promoted_idx" ON "catches" USING btree ("is_promoted","promoted_until");--> statement-breakpoint
CREATE UNIQUE INDEX "catches_promotion_payment_idx" ON "catches" USING btree ("promotion_payment_id") WHERE "catches"."promotion_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crabber_profiles_status_idx" ON "crabber_profiles" USING btree ("verification_status","created_at");--> statement-breakpoint
CREATE INDEX "crabber_profiles_unlisted_idx" ON "crabber_profiles" USING btree ("id") WHERE verification_status <> 'approved';--> statement-breakpoint
CREATE INDEX "crabber_profiles_location_idx" ON "crabber_profiles" USING btree ("pickup_location_lat","pickup_location_lng");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_catch_deliveries_person_catch_idx" ON "new_catch_deliveries" USING btree ("user_id","catch_id");--> statement-breakpoint
CREATE INDEX "new_catch_deliveries_pending_idx" ON "new_catch_deliveries" USING btree ("email_status","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_catch_idx" ON "order_items" USING btree ("catch_id");--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_unread_idx" ON "order_messages" USING btree ("order_id","sender_role","read_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_crabber_idx" ON "orders" USING btree ("crabber_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_crabber_slot_idx" ON "orders" USING btree ("crabber_id","pickup_slot_start");--> statement-breakpoint
CREATE INDEX "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pass_token_hash_idx" ON "orders" USING btree ("pass_token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_intents_reference_idx" ON "payment_intents" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_idempotency_idx" ON "payment_intents" USING btree ("idempotency_key") WHERE "payment_intents"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expire_idx" ON "rate_limit_counters" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reviews_crabber_idx" ON "reviews" USING btree ("crabber_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_follows_crabber_idx" ON "seller_follows" USING btree ("crabber_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "test_payment_accounts_seller_idx" ON "test_payment_accounts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE suspended_at is not null;
DROP INDEX "catches_browse_posted_idx";--> statement-breakpoint
DROP INDEX "catches_browse_price_idx";--> statement-breakpoint
DROP INDEX "catches_browse_group_posted_idx";--> statement-breakpoint
DROP INDEX "catches_browse_group_price_idx";--> statement-breakpoint
CREATE INDEX "catches_browse_posted_idx" ON "catches" USING btree ("posted_at","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null and off_sale_reason is null;--> statement-breakpoint
CREATE INDEX "catches_browse_price_idx" ON "catches" USING btree ("unit_price_cents","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null and off_sale_reason is null;--> statement-breakpoint
CREATE INDEX "catches_browse_group_posted_idx" ON "catches" USING btree ("species_group","posted_at","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null and off_sale_reason is null;--> statement-breakpoint
CREATE INDEX "catches_browse_group_price_idx" ON "catches" USING btree ("species_group","unit_price_cents","expires_at","qty_available","crabber_id") WHERE is_active and hidden_at is null and off_sale_reason is null;
-- Catalog notices listing by listing (src/server/db/postgres-changes.ts, decision 034): an update
-- of catches that changes only the listing-only columns (LISTING_ONLY_COLUMNS in
-- src/server/db/catalog-changes.ts: stock, updated_at, lot code) of listings in stock before and
-- after names them ('listings:<id>,<id>'), so the read caches drop only the answers that show
-- them; any other update says nothing (''), as every other write to the catalog's tables does.
-- Each also marks its transaction (transaction-local settings baycatch.catalog_set and
-- baycatch.catalog_listings), so the writing process reads what its own transaction changed
-- before it commits instead of waiting for the notice (postgres-client.ts). A statement trigger with
-- transition tables sees the statement's rows at once, and one event per trigger is allowed with
-- them, so inserts, deletes and truncates keep their own trigger.
CREATE OR REPLACE FUNCTION baycatch_catalog_changed()
RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('baycatch_catalog', '');
  PERFORM set_config('baycatch.catalog_set', 'changed', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION baycatch_catches_updated()
RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100 OR EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR NOT (
      o.qty_available > 0 AND n.qty_available > 0
      AND to_jsonb(o) - ARRAY['qty_available', 'updated_at', 'lot_code'] = to_jsonb(n) - ARRAY['qty_available', 'updated_at', 'lot_code']
    )
  ) THEN
    PERFORM pg_notify('baycatch_catalog', '');
    PERFORM set_config('baycatch.catalog_set', 'changed', true);
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM new_rows;
    IF ids IS NOT NULL THEN
      PERFORM pg_notify('baycatch_catalog', 'listings:' || ids);
      PERFORM set_config('baycatch.catalog_listings',
        concat_ws(',', nullif(current_setting('baycatch.catalog_listings', true), ''), ids), true);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER catches_catalog_changed ON catches;
--> statement-breakpoint
CREATE TRIGGER catches_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON catches
  FOR EACH STATEMENT EXECUTE FUNCTION baycatch_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catches_catalog_updated AFTER UPDATE ON catches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION baycatch_catches_updated();

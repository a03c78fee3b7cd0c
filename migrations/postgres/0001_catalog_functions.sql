-- The catalog's SQL functions, the same rules SQLite runs from src/shared (sqlite-client.ts):
-- great-circle miles (src/shared/geo.ts haversineMiles) and minutes until a listing's soonest
-- pickup window opens (src/shared/pickup-schedule.ts soonestPickupWait). tests/api/schema-agreement
-- checks both engines give the same answers.
CREATE FUNCTION baycatch_distance_miles(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
RETURNS double precision
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT 2 * 3958.7613 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2
  )))
$$;
--> statement-breakpoint
-- 'Tuesday 13:05' as minutes since Sunday 00:00; null when it is not in that form.
CREATE FUNCTION baycatch_week_minute(value text)
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (array_position(ARRAY['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], m[1]) - 1) * 1440
    + m[2]::integer * 60 + m[3]::integer
  FROM regexp_match(regexp_replace(value, '^\s+|\s+$', '', 'g'), '^([A-Za-z]+) ([01][0-9]|2[0-3]):([0-5][0-9])$') AS m
$$;
--> statement-breakpoint
CREATE FUNCTION baycatch_pickup_wait(windows jsonb, now_minute integer)
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT min(CASE WHEN mod(mod(e - now_minute, 10080) + 10080, 10080) < mod(mod(s - now_minute, 10080) + 10080, 10080)
                  THEN 0 ELSE mod(mod(s - now_minute, 10080) + 10080, 10080) END)
  FROM (
    SELECT baycatch_week_minute(w ->> 'start') AS s, baycatch_week_minute(w ->> 'end') AS e
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(windows) = 'array' THEN windows ELSE '[]'::jsonb END) AS w
    WHERE jsonb_typeof(w) = 'object'
  ) AS parsed
  WHERE s IS NOT NULL AND e IS NOT NULL
$$;
--> statement-breakpoint
-- Every process's catalog read cache listens on baycatch_catalog (src/server/db/postgres-changes.ts);
-- PostgreSQL delivers the notice when the writing transaction commits.
CREATE FUNCTION baycatch_catalog_changed()
RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('baycatch_catalog', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catches_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catches
  FOR EACH STATEMENT EXECUTE FUNCTION baycatch_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER crabber_profiles_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON crabber_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION baycatch_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER users_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION baycatch_catalog_changed();

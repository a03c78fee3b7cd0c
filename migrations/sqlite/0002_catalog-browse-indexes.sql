ALTER TABLE `catches` ADD `species_group` text GENERATED ALWAYS AS (CASE
  WHEN species = 'Soft Shell' OR category = 'soft-shell' OR size_mix = 'soft-shell' THEN 'Soft Shell'
  WHEN species = 'Blue Crab' THEN 'Blue Crab'
  WHEN species IN ('Striped Bass', 'White Perch', 'Fish') OR category = 'fish' THEN 'Fish'
  WHEN species = 'Oysters' OR category = 'oysters' THEN 'Oysters'
  WHEN species = 'Clams' OR category = 'clams' THEN 'Clams'
  WHEN species = 'Scallops' OR category = 'scallops' THEN 'Scallops'
  WHEN species <> 'Other' AND category = 'crabs' THEN 'Blue Crab'
  ELSE 'Other'
END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `catches` ADD `pickup_days` integer GENERATED ALWAYS AS ((CASE WHEN pickup_windows GLOB '*"start":"Sunday [0-2][0-9]:[0-5][0-9]"*' THEN 1 ELSE 0 END) + (CASE WHEN pickup_windows GLOB '*"start":"Monday [0-2][0-9]:[0-5][0-9]"*' THEN 2 ELSE 0 END) + (CASE WHEN pickup_windows GLOB '*"start":"Tuesday [0-2][0-9]:[0-5][0-9]"*' THEN 4 ELSE 0 END) + (CASE WHEN pickup_windows GLOB '*"start":"Wednesday [0-2][0-9]:[0-5][0-9]"*' THEN 8 ELSE 0 END) + (CASE WHEN pickup_windows GLOB '*"start":"Thursday [0-2][0-9]:[0-5][0-9]"*' THEN 16 ELSE 0 END) + (CASE WHEN pickup_windows GLOB '*"start":"Friday [0-2][0-9]:[0-5][0-9]"*' THEN 32 ELSE 0 END) + (CASE WHEN pickup_windows GLOB '*"start":"Saturday [0-2][0-9]:[0-5][0-9]"*' THEN 64 ELSE 0 END)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `catches_browse_posted_idx` ON `catches` (`posted_at`,`expires_at`,`qty_available`) WHERE is_active = 1;--> statement-breakpoint
CREATE INDEX `catches_browse_price_idx` ON `catches` (`unit_price_cents`,`expires_at`,`qty_available`) WHERE is_active = 1;--> statement-breakpoint
CREATE INDEX `catches_browse_group_posted_idx` ON `catches` (`species_group`,`posted_at`,`expires_at`,`qty_available`) WHERE is_active = 1;--> statement-breakpoint
CREATE INDEX `catches_browse_group_price_idx` ON `catches` (`species_group`,`unit_price_cents`,`expires_at`,`qty_available`) WHERE is_active = 1;--> statement-breakpoint
CREATE INDEX `crabber_profiles_location_idx` ON `crabber_profiles` (`pickup_location_lat`,`pickup_location_lng`);
/** The choices an alert offers (docs/product/alerts.md), read by its inputs and its answers alike. */
import type { SpeciesGroup } from './catalog-filters';
import { filterSpecies } from './catch-options';

export const ALERT_MILES = [5, 10, 25, 50, 100] as const;

export const alertSpeciesGroups = filterSpecies.filter((value) => value !== 'all') as SpeciesGroup[];

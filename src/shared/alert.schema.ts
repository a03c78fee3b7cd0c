/**
 * Follows and new-catch alerts (docs/product/alerts.md): a buyer follows sellers and saves alerts
 * (species group, optional preparation, a place and a distance); a matching new listing reaches them
 * in the app at once and by e-mail at most once an hour.
 */
import { z } from 'zod';
import type {
  AlertDto,
  AlertEmailsDto,
  AlertsOverviewDto,
  FollowStateDto,
  UnsubscribeDto,
} from './alert.dto';
import { ALERT_MILES, alertSpeciesGroups } from './alert-options';
import type { SpeciesGroup } from './catalog-filters';
import { storedPreps } from './catch-options';
import { alertTexts } from './messages/alert';

export { ALERT_MILES } from './alert-options';
export type { AlertDto, AlertEmailsDto, AlertsOverviewDto, FollowStateDto, UnsubscribeDto };
export const MAX_ALERTS_PER_PERSON = 20;
export const PLACE_MAX_LENGTH = 120;
/** At most one new-catch e-mail per person per hour; what matches meanwhile waits for a digest. */
export const NEW_CATCH_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

export { alertSpeciesGroups } from './alert-options';

export const createAlertInput = z.object({
  speciesGroup: z.enum(alertSpeciesGroups as [SpeciesGroup, ...SpeciesGroup[]], {
    error: alertTexts.speciesRequired,
  }),
  prep: z
    .enum(storedPreps, { error: alertTexts.prepUnknown })
    .nullish()
    .transform((value) => value ?? null),
  place: z
    .string({ error: alertTexts.placeRequired })
    .trim()
    .min(1, alertTexts.placeRequired)
    .max(PLACE_MAX_LENGTH, alertTexts.placeTooLong),
  miles: z.coerce
    .number({ error: alertTexts.milesInvalid })
    .refine((value) => (ALERT_MILES as readonly number[]).includes(value), alertTexts.milesInvalid),
});
export type CreateAlertInput = z.infer<typeof createAlertInput>;

export const alertIdInput = z.object({ id: z.string().min(1).max(100) });
export const alertEmailsInput = z.object({ enabled: z.boolean() });
export const unsubscribeTokenInput = z.object({ token: z.string().min(1).max(400) });

/** The listing facts an alert is checked against. */
export interface ListingForMatch {
  speciesGroup: string;
  prep: string;
  /** The seller's pickup spot; a listing without one matches no distance alert. */
  lat: number | null;
  lng: number | null;
}

/** Catch alerts and follows (docs/product/alerts.md) as /alerts and the unsubscribe screen read them. */
import { z } from 'zod';
import { ALERT_MILES, alertSpeciesGroups } from './alert-options';
import type { SpeciesGroup } from './catalog-filters';
import { instant } from './wire-formats';

export const alertDto = z
  .object({
    id: z.string(),
    speciesGroup: z
      .enum(alertSpeciesGroups as [SpeciesGroup, ...SpeciesGroup[]])
      .meta({ description: "The marketplace's species filter group" }),
    prep: z.string().nullable().meta({ description: 'The preparation asked for; null for any' }),
    place: z.string().meta({ description: 'The place as the geocoder named it' }),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    miles: z
      .number()
      .int()
      .meta({ description: `Distance around the place: ${ALERT_MILES.join(', ')} miles` }),
    createdAt: instant,
  })
  .meta({ id: 'CatchAlert' });
export type AlertDto = z.output<typeof alertDto>;

const followedSellerDto = z
  .object({
    crabberId: z.string(),
    displayName: z.string(),
    pickupLocationAddress: z.string().nullable(),
    followedAt: instant,
  })
  .meta({ id: 'FollowedSeller' });

export const alertsOverviewDto = z
  .object({
    alerts: z.array(alertDto),
    follows: z.array(followedSellerDto),
    emailsEnabled: z.boolean().meta({ description: 'False after an unsubscribe, until turned back on' }),
    emailVerified: z.boolean().meta({ description: 'E-mails go only to a confirmed address' }),
  })
  .meta({ id: 'AlertsOverview' });
export type AlertsOverviewDto = z.output<typeof alertsOverviewDto>;

export const followStateDto = z
  .object({ crabberId: z.string(), following: z.boolean() })
  .meta({ id: 'FollowState' });
export type FollowStateDto = z.output<typeof followStateDto>;

export const alertEmailsDto = z.object({ emailsEnabled: z.boolean() }).meta({ id: 'AlertEmails' });
export type AlertEmailsDto = z.output<typeof alertEmailsDto>;

export const unsubscribeDto = z
  .object({
    email: z.string().meta({ description: 'The address the link was made for, partly hidden' }),
    emailsEnabled: z.boolean(),
  })
  .meta({ id: 'Unsubscribe' });
export type UnsubscribeDto = z.output<typeof unsubscribeDto>;

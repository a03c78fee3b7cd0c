import { z } from 'zod';
import type {
  AlertDto,
  AlertEmailsDto,
  AlertsOverviewDto,
  FollowedSellerDto,
  FollowStateDto,
  UnsubscribeDto,
} from '../../../shared/alert.schema';
import { ALERT_MILES, alertSpeciesGroups } from '../../../shared/alert.schema';
import type { SpeciesGroup } from '../../../shared/catalog-filters';
import { answerSchema } from './answer-schema';
import { instant } from './common';

export const alertDto = answerSchema<AlertDto>()(
  z
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
    .meta({ id: 'CatchAlert' }),
);

const followedSellerDto = answerSchema<FollowedSellerDto>()(
  z
    .object({
      crabberId: z.string(),
      displayName: z.string(),
      pickupLocationAddress: z.string().nullable(),
      followedAt: instant,
    })
    .meta({ id: 'FollowedSeller' }),
);

export const alertsOverviewDto = answerSchema<AlertsOverviewDto>()(
  z
    .object({
      alerts: z.array(alertDto),
      follows: z.array(followedSellerDto),
      emailsEnabled: z.boolean().meta({ description: 'False after an unsubscribe, until turned back on' }),
      emailVerified: z.boolean().meta({ description: 'E-mails go only to a confirmed address' }),
    })
    .meta({ id: 'AlertsOverview' }),
);

export const followStateDto = answerSchema<FollowStateDto>()(
  z.object({ crabberId: z.string(), following: z.boolean() }).meta({ id: 'FollowState' }),
);

export const alertEmailsDto = answerSchema<AlertEmailsDto>()(
  z.object({ emailsEnabled: z.boolean() }).meta({ id: 'AlertEmails' }),
);

export const unsubscribeDto = answerSchema<UnsubscribeDto>()(
  z
    .object({
      email: z.string().meta({ description: 'The address the link was made for, partly hidden' }),
      emailsEnabled: z.boolean(),
    })
    .meta({ id: 'Unsubscribe' }),
);

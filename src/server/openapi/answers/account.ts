import { z } from 'zod';
import type { AccountDto, AccountSessionDto } from '../../../shared/account.schema';
import { contactSubjects, contactUserTypes } from '../../../shared/contact.schema';
import { paymentAccountStatuses, userRoles } from '../../../shared/roles';
import { currentSellerProfile } from '../../../shared/user.schema';
import type { AccountRepo } from '../../features/account/account.repo';
import type { Services } from '../../services';
import { alertsOverviewDto } from './alerts';
import { answerSchema } from './answer-schema';
import { catchDto } from './catalog';
import { instant } from './common';
import { notificationDto } from './notifications';
import { orderDto } from './orders';
import { sellerProfileDto } from './sellers';

export const accountDto = answerSchema<AccountDto>()(
  z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone: z.string().nullable().meta({ description: 'A US number in E.164 form, e.g. "+14105551234"' }),
      profileImageUrl: z.string().nullable(),
      role: z.enum(userRoles),
      createdAt: instant,
    })
    .meta({ id: 'Account', description: 'The account as its owner sees it in settings' }),
);

export const accountSessionDto = answerSchema<AccountSessionDto>()(
  z
    .object({
      current: z.boolean().meta({ description: 'Whether this is the session the call came with' }),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      platform: z.string().nullable().meta({
        description: "'desktop', 'mobile', 'tablet' or another kind; null when the browser did not say",
      }),
      signedInAt: instant,
      lastActiveAt: instant,
    })
    .meta({ id: 'AccountSession', description: 'One signed-in device; session ids are never sent' }),
);

export const endedSessionsDto = answerSchema<
  Awaited<ReturnType<Services['account']['revokeOtherSessions']>>
>()(
  z
    .object({ ended: z.number().int().meta({ description: 'How many other sessions were ended' }) })
    .meta({ id: 'EndedSessions' }),
);

/** A stored timestamp written out as is: JSON carries it as an ISO 8601 string in UTC. */
const storedInstant = z
  .date()
  .meta({ description: 'An instant, ISO 8601 in UTC', override: { type: 'string', format: 'date-time' } });

/** The seller profile as stored, without the payout account's id. */
const exportedSellerProfile = currentSellerProfile.omit({ paymentAccountStatus: true }).extend({
  reviewedAt: storedInstant.nullable(),
  reviewedBy: z.string().nullable().meta({ description: 'The id of the admin who reviewed the application' }),
  hours: z.string().nullable().meta({ description: 'Opening hours in the older free-text form, if any' }),
  availability: sellerProfileDto.shape.availability,
  stripeAccountStatus: z.enum(paymentAccountStatuses),
  ratingSum: z.number().int().min(0).meta({ description: 'Stars of all reviews of the seller, summed' }),
  ratingCount: z.number().int().min(0).meta({ description: 'How many reviews the seller has' }),
  createdAt: storedInstant,
  updatedAt: storedInstant,
});

/** An order the account placed: pickup codes are passes that collect it, so they stay in the app. */
const exportedOrder = orderDto
  .extend({
    qrCode: z.null().meta({ description: 'Pickup passes stay in the app' }),
    passToken: z.null().meta({ description: 'Pickup passes stay in the app' }),
  })
  .meta({ id: 'ExportedOrder', description: 'An order the account placed, without its pickup pass' });

/**
 * The export as the service returns it. Its inferred type reads `sellerProfile` as `{}` (the rest of
 * `profile ?? { stripeAccountId: null }`), which any schema would satisfy; it is bound here to the
 * stored row without the payout account's id, which is what it holds.
 */
type AccountExport = Omit<Awaited<ReturnType<Services['account']['export']>>, 'sellerProfile'> & {
  sellerProfile: Omit<
    NonNullable<Awaited<ReturnType<AccountRepo['findSellerProfile']>>>,
    'stripeAccountId'
  > | null;
};

export const accountExportDto = answerSchema<AccountExport>()(
  z
    .object({
      exportedAt: instant,
      account: accountDto,
      sellerProfile: exportedSellerProfile
        .nullable()
        .meta({ description: 'Null when the account never applied to sell' }),
      orders: z.object({
        asBuyer: z.array(exportedOrder),
        asSeller: z.array(orderDto),
      }),
      listings: z.array(catchDto),
      contactMessages: z.array(
        z.object({
          id: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
          phone: z.string().nullable(),
          userType: z.enum(contactUserTypes),
          subject: z.enum(contactSubjects),
          message: z.string(),
          createdAt: instant,
        }),
      ),
      notifications: z.array(notificationDto),
      alerts: alertsOverviewDto,
    })
    .meta({
      id: 'AccountExport',
      description: 'Everything the account holds; never a password hash or a token',
    }),
);

/** Account answers: the settings view, signed-in devices, and the full export of everything held. */
import { z } from 'zod';
import { alertsOverviewDto } from './alert.dto';
import { catchDto } from './catch.dto';
import { contactSubjects, contactUserTypes } from './contact.schema';
import { notificationDto } from './notification.dto';
import { orderDto } from './order.dto';
import { paymentAccountStatuses, userRoles } from './roles';
import { sellerProfileDto, sellerProfileFields } from './seller.dto';
import { smsPrefsDto } from './sms.schema';
import { instant } from './wire-formats';

export const accountDto = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'A US number in E.164 form, e.g. "+14105551234"' }),
    phoneVerified: z
      .boolean()
      .meta({ description: 'Whether the owner confirmed `phone` with a texted code; texts go only then' }),
    smsPrefs: smsPrefsDto,
    profileImageUrl: z.string().nullable(),
    role: z.enum(userRoles),
    createdAt: instant,
  })
  .meta({ id: 'Account', description: 'The account as its owner sees it in settings' });
export type AccountDto = z.output<typeof accountDto>;

/** Session ids are never sent: only "this device" and "the others" are managed. */
export const accountSessionDto = z
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
  .meta({ id: 'AccountSession', description: 'One signed-in device; session ids are never sent' });
export type AccountSessionDto = z.output<typeof accountSessionDto>;

export const endedSessionsDto = z
  .object({ ended: z.number().int().meta({ description: 'How many other sessions were ended' }) })
  .meta({ id: 'EndedSessions' });
export type EndedSessionsDto = z.output<typeof endedSessionsDto>;

/** A stored timestamp written out as is: JSON carries it as an ISO 8601 string in UTC. */
const storedInstant = z
  .date()
  .meta({ description: 'An instant, ISO 8601 in UTC', override: { type: 'string', format: 'date-time' } });

/** The seller profile as stored, without the payout account's id. */
const exportedSellerProfile = sellerProfileFields.omit({ paymentAccountStatus: true }).extend({
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

/** The export (GET /api/account/export): stored timestamps of the seller profile travel as JSON writes dates. */
export const accountExportDto = z
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
  });
export type AccountExportDto = z.output<typeof accountExportDto>;

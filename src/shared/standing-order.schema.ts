/**
 * Standing orders on the wire (docs/product/standing-orders.md): what a buyer sets, and what they
 * and the seller read back. Money travels as decimal strings and is cents inside.
 */
import { z } from 'zod';
import { pickupWindow } from './availability.schema';
import { editUnitTypes, storedPreps, storedSizeMixes } from './catch-options';
import { storedSpecies } from './listing.schema';
import { standingMessages } from './messages/standing';
import { moneyInput } from './money.schema';
import { paymentMethods } from './order-status';
import { weekdayOfDate } from './pickup-schedule';
import { instant, money } from './wire-formats';

/** The most standing orders one buyer holds at once. */
export const MAX_STANDING_ORDERS = 20;
export const MAX_STANDING_QTY = 1000;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose a ${what}: ${values.join(', ')}` });

export const bayDate = z
  .string({ error: standingMessages.unknownDate })
  .refine((value) => weekdayOfDate(value) !== null, standingMessages.unknownDate);

const standingOrderFields = {
  crabberId: z.string({ error: 'Choose a seller' }).min(1, 'Choose a seller').max(100),
  species: oneOf(storedSpecies, 'species'),
  prep: oneOf(storedPreps, 'preparation').nullable().optional(),
  /** Null or absent: any size. */
  sizeMix: oneOf(storedSizeMixes, 'size').nullable().optional(),
  unitType: oneOf(editUnitTypes, 'unit'),
  qty: z
    .number({ error: 'Enter how many' })
    .int('Enter a whole number')
    .min(1, 'Order at least 1')
    .max(MAX_STANDING_QTY, `Order at most ${MAX_STANDING_QTY}`),
  window: pickupWindow,
  maxUnitPrice: moneyInput.refine((cents) => cents > 0, 'Enter the highest price you accept'),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose how you will pay: cash or card' }),
  endsOn: bayDate.nullable().optional(),
};

export const createStandingOrderInput = z.object(standingOrderFields);
export type CreateStandingOrder = z.output<typeof createStandingOrderInput>;

/** A change: any of the fields but the seller, and pausing or resuming. */
export const updateStandingOrderBody = z
  .object({
    ...standingOrderFields,
    paused: z.boolean(),
  })
  .omit({ crabberId: true })
  .partial();
export type UpdateStandingOrder = z.output<typeof updateStandingOrderBody>;

export const standingOrderIdInput = z.object({ id: z.string().min(1).max(100) });
export const updateStandingOrderInput = standingOrderIdInput.extend({ data: updateStandingOrderBody });
export const skipWeekBody = z.object({ date: bayDate });
export const skipWeekInput = standingOrderIdInput.extend(skipWeekBody.shape);

export const standingOrderDto = z
  .object({
    id: z.string(),
    crabberId: z.string(),
    sellerName: z.string(),
    species: z.string(),
    prep: z.string().nullable(),
    sizeMix: z.string().nullable().meta({ description: 'Null: any size' }),
    unitType: z.string(),
    qty: z.number().int(),
    window: pickupWindow,
    maxUnitPrice: money,
    paymentMethod: z.enum(paymentMethods),
    cardSaved: z
      .boolean()
      .meta({ description: 'A card standing order fills only once its card is saved (POST …/card)' }),
    endsOn: z.string().nullable(),
    paused: z.boolean(),
    skippedDates: z.array(z.string()).meta({ description: 'Pickup dates (YYYY-MM-DD) the buyer skipped' }),
    lastOutcome: z
      .object({ date: z.string(), orderId: z.string().nullable(), reason: z.string().nullable() })
      .nullable()
      .meta({ description: 'The latest week: the order it made, or why it was not filled' }),
    createdAt: instant,
  })
  .meta({ id: 'StandingOrder' });
export type StandingOrderDto = z.output<typeof standingOrderDto>;

/** What the buyer's card form needs to save the card a card standing order is paid with. */
export const standingCardSetupDto = z
  .object({
    clientSecret: z.string().meta({ description: "The setup intent's secret for the card form" }),
    setupIntentId: z.string(),
    saved: z.boolean().meta({ description: 'The card is already saved' }),
  })
  .meta({ id: 'StandingCardSetup' });
export type StandingCardSetupDto = z.output<typeof standingCardSetupDto>;

export const standingDemandDto = z
  .object({
    window: pickupWindow,
    lines: z.array(
      z.object({
        species: z.string(),
        prep: z.string().nullable(),
        sizeMix: z.string().nullable(),
        unitType: z.string(),
        qty: z.number().int(),
        buyers: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StandingDemand' });
export type StandingDemandDto = z.output<typeof standingDemandDto>;

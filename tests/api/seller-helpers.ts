/**
 * Shared set-up for the seller, listing, upload, promotion and dashboard API tests: an app whose
 * uploads go to a temporary folder, valid request bodies, and rows the orders feature would
 * write (orders are read here, never placed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { catches, orderItems, orders } from '../../src/server/db/tables';
import type { OrderStatus } from '../../src/shared/order-status';
import { createTestApp, type TestApp } from '../helpers/test-app';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh app whose upload store is a temporary folder, removed after the test. */
export function createSellerTestApp(options: { now?: () => Date } = {}): Promise<TestApp> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'baycatch-uploads-'));
  dirs.push(uploadDir);
  return createTestApp({ uploadDir }, options);
}

export const validRegistration = () => ({
  sellerType: 'recreational_crabber',
  displayName: 'Magothy Pots',
  bio: 'I run a few pots off the Magothy every weekend of the season and sell what the family cannot eat.',
  pickupLocationAddress: '2020 Chesapeake Harbour Drive, Annapolis, MD 21403',
  pickupInstructions: 'Slip 14, blue cooler on the dock box.',
  availability: {
    Monday: { enabled: false, startTime: '09:00', endTime: '17:00' },
    Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' },
    Sunday: { enabled: true, startTime: '08:00', endTime: '12:00' },
  },
  licenseImageUrl: '',
});

export const validListing = () => ({
  title: 'Heavy #1 Jimmies',
  description: 'Caught this morning on the trotline.',
  species: 'Blue Crab',
  prep: 'live',
  sizeMix: '#1',
  unitType: 'dozen',
  unitPrice: '85.00',
  qtyAvailable: 12,
});

export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

export function fileForm(data: Buffer | string, name: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }));
  return form;
}

/** A listing row as if posted `postedAt`; tests that need the service's checks use the API instead. */
export async function insertListing(
  db: Db,
  crabberId: string,
  values: Partial<typeof catches.$inferInsert> = {},
) {
  const [row] = await db
    .insert(catches)
    .values({
      crabberId,
      title: 'Steamed Jimmies',
      prep: 'steamed',
      sizeMix: '#1',
      unitType: 'dozen',
      unitPriceCents: 9000,
      qtyAvailable: 10,
      expiresAt: new Date(Date.now() + 2 * 24 * 3600 * 1000),
      ...values,
    })
    .returning();
  return row!;
}

let qrCounter = 0;
/** An order with item snapshots, as the orders feature would have written it. */
export async function insertOrder(
  db: Db,
  input: {
    buyerId: string;
    crabberId: string;
    status: OrderStatus;
    items: { catchId: string | null; species: string; qty: number; unitPriceCents: number }[];
    updatedAt?: Date;
  },
) {
  const subtotal = input.items.reduce((sum, item) => sum + item.qty * item.unitPriceCents, 0);
  qrCounter += 1;
  const [order] = await db
    .insert(orders)
    .values({
      buyerId: input.buyerId,
      crabberId: input.crabberId,
      pickupWindow: { start: 'Saturday 07:00', end: 'Saturday 11:00' },
      status: input.status,
      amountSubtotalCents: subtotal,
      amountTotalCents: subtotal,
      qrCode: `test-qr-${qrCounter}-${Math.random()}`,
    })
    .returning();
  if (!order) throw new Error('the order was not written');
  for (const item of input.items) {
    await db.insert(orderItems).values({
      orderId: order.id,
      catchId: item.catchId,
      title: `${item.species} order`,
      species: item.species,
      unitType: 'dozen',
      unitPriceCents: item.unitPriceCents,
      qty: item.qty,
    });
  }
  if (input.updatedAt) {
    // updated_at is set on every write; put the completion time where the test wants it.
    await db.update(orders).set({ updatedAt: input.updatedAt }).where(eq(orders.id, order.id));
  }
  return order;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

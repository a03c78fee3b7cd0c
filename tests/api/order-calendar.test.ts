import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../src/shared/order-status';
import { createClient } from '../helpers/test-app';
import { datedPickupsApp, placeOrder, sellerWithCatch, signedInBuyer } from './order-helpers';

async function setUp() {
  const { t, seller } = await datedPickupsApp({ qtyAvailable: 20 });
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'cash', '2026-11-28');
  return { t, seller, buyer, orderId: placed.id };
}

/** The content lines, unfolded (RFC 5545 3.1). */
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe("an order's pickup in a calendar", () => {
  it("is one event at the dock's wall-clock times, with the dock's time zone", async () => {
    const { buyer, orderId } = await setUp();
    const res = await buyer.client.get(`/api/orders/${orderId}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="baycatch-pickup-${shortOrderId(orderId)}.ics"`,
    );
    const ics = await res.text();
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = linesOf(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:America/New_York');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20261128T070000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20261128T110000');
    expect(lines).toContain(`UID:order-${orderId}@baycatch`);
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toMatch(
      new RegExp(`^SUMMARY:Pick up BayCatch order #${shortOrderId(orderId)} from `),
    );
    expect(lines.find((line) => line.startsWith('URL:'))).toBe(`URL:http://localhost/orders/${orderId}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it("is the order's seller's too, and nobody else's", async () => {
    const { t, seller, orderId } = await setUp();
    expect((await seller.client.get(`/api/orders/${orderId}/calendar.ics`)).status).toBe(200);
    const stranger = await signedInBuyer(t);
    expect((await stranger.client.get(`/api/orders/${orderId}/calendar.ics`)).status).toBe(404);
    const other = await sellerWithCatch(t);
    expect((await other.client.get(`/api/orders/${orderId}/calendar.ics`)).status).toBe(404);
    expect((await createClient(t.app).get(`/api/orders/${orderId}/calendar.ics`)).status).toBe(401);
  });
});

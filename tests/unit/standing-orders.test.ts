import { describe, expect, it } from 'vitest';
import { createStandingOrderInput } from '../../src/shared/standing-order.schema';
import { demandText, standingDemand, standingMatch, wantsWeek } from '../../src/shared/standing-orders';

const SATURDAY = { start: 'Saturday 08:00', end: 'Saturday 12:00' };
const standing = {
  species: 'Blue Crab',
  prep: 'live',
  sizeMix: '#1',
  unitType: 'dozen',
  pickupWindow: SATURDAY,
  maxUnitPriceCents: 9000,
};
const listing = {
  species: 'Blue Crab',
  prep: 'live',
  sizeMix: '#1',
  unitType: 'dozen',
  unitPriceCents: 8500,
  pickupWindows: [{ start: 'Tuesday 13:00', end: 'Tuesday 17:00' }, SATURDAY],
};

describe('standingMatch', () => {
  it('fits the same catch in their window at or under their top price', () => {
    expect(standingMatch(standing, listing)).toBe('fits');
    expect(standingMatch(standing, { ...listing, unitPriceCents: 9000 })).toBe('fits');
  });
  it('says the price is the only thing wrong, so the buyer can be told', () => {
    expect(standingMatch(standing, { ...listing, unitPriceCents: 9001 })).toBe('priceAbove');
  });
  it('leaves other catches alone: species, preparation, size, unit, window', () => {
    expect(standingMatch(standing, { ...listing, species: 'Oysters' })).toBeNull();
    expect(standingMatch(standing, { ...listing, prep: 'steamed' })).toBeNull();
    expect(standingMatch(standing, { ...listing, sizeMix: 'jumbo' })).toBeNull();
    expect(standingMatch(standing, { ...listing, unitType: 'bushel' })).toBeNull();
    expect(
      standingMatch(standing, {
        ...listing,
        pickupWindows: [{ start: 'Saturday 08:00', end: 'Saturday 11:00' }],
      }),
    ).toBeNull();
  });
  it('takes any size and any preparation when none is named', () => {
    expect(
      standingMatch(
        { ...standing, sizeMix: null, prep: null },
        { ...listing, sizeMix: 'jumbo', prep: 'steamed' },
      ),
    ).toBe('fits');
  });
});

describe('wantsWeek', () => {
  const active = { pausedAt: null, endsOn: null };
  it('wants every week until paused, ended or skipped', () => {
    expect(wantsWeek(active, '2026-11-28', new Set())).toBe(true);
    expect(wantsWeek({ ...active, pausedAt: new Date() }, '2026-11-28', new Set())).toBe(false);
    expect(wantsWeek({ ...active, endsOn: '2026-11-28' }, '2026-11-28', new Set())).toBe(true);
    expect(wantsWeek({ ...active, endsOn: '2026-11-27' }, '2026-11-28', new Set())).toBe(false);
    expect(wantsWeek(active, '2026-11-28', new Set(['2026-11-28']))).toBe(false);
  });
});

describe('standingDemand', () => {
  it('sums per window and product, counting each buyer once', () => {
    const order = { ...standing, qty: 2, buyerId: 'a' };
    const demand = standingDemand([order, { ...order, qty: 5 }, { ...order, buyerId: 'b', qty: 7 }]);
    expect(demand).toHaveLength(1);
    expect(demand[0]?.lines).toEqual([
      { species: 'Blue Crab', prep: 'live', sizeMix: '#1', unitType: 'dozen', qty: 14, buyers: 2 },
    ]);
    expect(demandText(demand[0]!.lines[0]!)).toBe('14 dozen #1 Blue Crab, live, wanted by 2 buyers');
  });
});

describe('createStandingOrderInput', () => {
  it('reads money as a decimal string into cents and refuses a third decimal', () => {
    const base = {
      crabberId: 'x',
      species: 'Blue Crab',
      unitType: 'dozen',
      qty: 2,
      window: SATURDAY,
      maxUnitPrice: '90.50',
      paymentMethod: 'cash',
    };
    expect(createStandingOrderInput.parse(base).maxUnitPrice).toBe(9050);
    expect(createStandingOrderInput.safeParse({ ...base, maxUnitPrice: '90.505' }).success).toBe(false);
    expect(createStandingOrderInput.safeParse({ ...base, qty: 0 }).success).toBe(false);
  });
});

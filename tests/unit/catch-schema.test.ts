import { describe, expect, it } from 'vitest';
import { catalogListQuery, catalogPageInput } from '../../src/shared/catch.schema';
import { isFeatured } from '../../src/shared/featured';

const parse = (input: Record<string, unknown>) => catalogListQuery.safeParse(input);
const firstMessage = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('catalogListQuery', () => {
  it('reads query strings: species groups, prices in cents, sort default newest', () => {
    const result = parse({ species: 'crabs', minPrice: '10', maxPrice: '85.50', distance: '25', limit: '3' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      species: 'Blue Crab',
      minPrice: 1000,
      maxPrice: 8550,
      distance: 25,
      limit: 3,
      offset: 0,
      sort: 'newest',
    });
  });

  it("drops empty, 'all' and 'any' values", () => {
    const result = parse({
      species: 'all',
      prep: '',
      sizeMix: 'any',
      distance: 'any',
      location: ' ',
      sort: '',
    });
    expect(result.data).toEqual({ sort: 'newest', offset: 0 });
  });

  it('refuses letters in prices, a minimum above the maximum and huge numbers', () => {
    expect(firstMessage({ minPrice: '10abc' })).toMatch(/price in dollars/);
    expect(firstMessage({ minPrice: '50', maxPrice: '20' })).toMatch(/minimum price is above the maximum/);
    expect(firstMessage({ maxPrice: '99999999' })).toMatch(/at most \$100000/);
    expect(firstMessage({ maxPrice: '1e9' })).toMatch(/price in dollars/);
    expect(firstMessage({ limit: '100000' })).toMatch(/limit of at most 100/);
    expect(firstMessage({ offset: '-1' })).toMatch(/offset of at least 0/);
    expect(firstMessage({ distance: '-5' })).toMatch(/distance/);
  });

  it('refuses unknown species, preparations, sizes, sorts and dates', () => {
    expect(firstMessage({ species: 'whale' })).toMatch(/Choose a species/);
    expect(firstMessage({ prep: 'fried' })).toMatch(/Choose a preparation/);
    expect(firstMessage({ sizeMix: 'enormous' })).toMatch(/Choose a size/);
    expect(firstMessage({ sort: 'random' })).toMatch(/Sort by one of/);
    expect(firstMessage({ pickupDate: '2025-13-01' })).toMatch(/YYYY-MM-DD/);
    expect(firstMessage({ lat: '38.9' })).toMatch(/both latitude and longitude/);
    expect(firstMessage({ lat: '95', lng: '0' })).toMatch(/latitude between/);
  });

  it('gives the marketplace a page of six by default', () => {
    expect(catalogPageInput.parse({})).toMatchObject({ limit: 6, offset: 0, sort: 'newest' });
  });
});

describe('isFeatured', () => {
  const now = new Date('2025-06-04T14:00:00Z');
  it('is true only while promoted and the promotion has not run out', () => {
    expect(isFeatured({ isPromoted: true, promotedUntil: '2025-06-05T00:00:00Z' }, now)).toBe(true);
    expect(isFeatured({ isPromoted: true, promotedUntil: '2025-06-04T13:59:59Z' }, now)).toBe(false);
    expect(isFeatured({ isPromoted: true, promotedUntil: null }, now)).toBe(false);
    expect(isFeatured({ isPromoted: false, promotedUntil: '2025-06-05T00:00:00Z' }, now)).toBe(false);
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATCH_ILLUSTRATIONS,
  categoryFor,
  createListingInput,
  postFormDefaults,
  quantityData,
  quantityFromField,
  updateListingData,
} from '../../src/shared/listing.schema';

const base = {
  title: 'Jimmies',
  prep: 'live',
  sizeMix: '#1',
  unitType: 'dozen',
  unitPrice: '85',
  qtyAvailable: 12,
};

describe('listing schemas', () => {
  it('post form defaults are those of docs/product/sellers.md', () => {
    expect(postFormDefaults).toMatchObject({
      species: 'Blue Crab',
      prep: 'live',
      sizeMix: '#1',
      unitType: 'dozen',
      unitPrice: '85',
      qtyAvailable: 12,
      isActive: true,
    });
  });

  it('parses money to cents and fills defaults', () => {
    const parsed = createListingInput.parse(base);
    expect(parsed).toMatchObject({
      unitPrice: 8500,
      species: 'Blue Crab',
      photos: [],
      tags: [],
      isActive: true,
    });
    expect(createListingInput.parse({ ...base, unitPrice: 12.5 }).unitPrice).toBe(1250);
  });

  it('refuses a zero, negative or three-decimal price and a fractional quantity', () => {
    for (const unitPrice of ['0', '-1', '1.005', 'abc']) {
      expect(createListingInput.safeParse({ ...base, unitPrice }).success, unitPrice).toBe(false);
    }
    expect(createListingInput.safeParse({ ...base, qtyAvailable: 2.5 }).success).toBe(false);
    expect(createListingInput.safeParse({ ...base, qtyAvailable: 0 }).success).toBe(true);
  });

  it('keeps at most 4 photos, ours only', () => {
    const photo = '/images/catches/blue-crab-live.svg';
    expect(createListingInput.safeParse({ ...base, photos: [photo, photo, photo, photo] }).success).toBe(
      true,
    );
    const five = createListingInput.safeParse({ ...base, photos: [photo, photo, photo, photo, photo] });
    expect(five.error?.issues[0]?.message).toBe('Add at most 4 photos');
    expect(createListingInput.safeParse({ ...base, photos: ['data:image/png;base64,AAAA'] }).success).toBe(
      false,
    );
    expect(
      createListingInput.safeParse({ ...base, photos: ['/uploads/photos/../../secret.webp'] }).success,
    ).toBe(false);
    // An illustration the client does not ship would be a broken image on every card.
    const unknown = createListingInput.safeParse({ ...base, photos: ['/images/catches/blue-crab.svg'] });
    expect(unknown.error?.issues[0]?.message).toBe('Photos must be images uploaded to BayCatch');
  });

  it('names exactly the illustrations the client ships', () => {
    const shipped = readdirSync(join(import.meta.dirname, '../../src/client/public/images/catches'))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.replace(/\.svg$/, ''))
      .sort();
    expect([...CATCH_ILLUSTRATIONS].sort()).toEqual(shipped);
  });

  it("takes pickup windows only in the '{Day} {HH:MM}' form", () => {
    expect(
      createListingInput.safeParse({
        ...base,
        pickupWindows: [{ start: 'Saturday 07:00', end: 'Saturday 11:00' }],
      }).success,
    ).toBe(true);
    expect(
      createListingInput.safeParse({ ...base, pickupWindows: [{ start: 'tomorrow', end: 'later' }] }).success,
    ).toBe(false);
  });

  it('edits need a quantity of at least 1; the inventory allows 0', () => {
    expect(updateListingData.safeParse({ qtyAvailable: 0 }).error?.issues[0]?.message).toBe(
      'Quantity must be at least 1',
    );
    expect(updateListingData.safeParse({ prep: 'filleted', unitType: 'piece' }).success).toBe(true);
    expect(updateListingData.safeParse({ crabberId: 'x' }).success).toBe(false);
    expect(quantityData.parse({ quantity: '0' })).toEqual({ quantity: 0 });
    expect(quantityData.safeParse({ quantity: -1 }).success).toBe(false);
  });

  it('turns a non-number quantity field into the fallback', () => {
    expect(quantityFromField('', 0, 0)).toBe(0);
    expect(quantityFromField('abc', 1, 1)).toBe(1);
    expect(quantityFromField('0', 1, 1)).toBe(1);
    expect(quantityFromField('7', 0, 0)).toBe(7);
  });

  it('files listings in a marketplace category', () => {
    expect(categoryFor('Blue Crab', '#1')).toBe('crabs');
    expect(categoryFor('Blue Crab', 'soft-shell')).toBe('soft-shell');
    expect(categoryFor('Striped Bass', 'large')).toBe('fish');
    expect(categoryFor('Oysters', 'selects')).toBe('oysters');
    expect(categoryFor('Clams', 'littlenecks')).toBe('clams');
    expect(categoryFor('Other', 'mixed')).toBe('crabs');
  });
});

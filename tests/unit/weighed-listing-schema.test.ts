import { describe, expect, it } from 'vitest';
import { createListingInput, updateListingData } from '../../src/shared/listing.schema';
import { weighLinesBody } from '../../src/shared/weigh.schema';
import { formatWeightRange, perPieceText, weighedLineNote } from '../../src/shared/weights';

const listing = {
  title: 'Whole rockfish',
  species: 'Striped Bass',
  prep: 'whole',
  sizeMix: 'large',
  unitType: 'piece',
  unitPrice: '8.99',
  qtyAvailable: 6,
};

describe('per-pound listings: the schema', () => {
  it('takes pounds as decimals with up to two places into hundredths, max at least min', () => {
    const parsed = createListingInput.parse({
      ...listing,
      pricing: 'per_lb',
      estimatedLbPerUnit: { min: '4', max: 6.25 },
    });
    expect(parsed).toMatchObject({
      pricing: 'per_lb',
      unitPrice: 899,
      estimatedLbPerUnit: { min: 400, max: 625 },
    });
    expect(createListingInput.parse(listing)).toMatchObject({ pricing: 'unit' });
    const same = createListingInput.safeParse({
      ...listing,
      pricing: 'per_lb',
      estimatedLbPerUnit: { min: 5, max: 5 },
    });
    expect(same.success).toBe(true);
  });

  it.each([
    [{ pricing: 'unit', estimatedLbPerUnit: { min: '4', max: '6' } }],
    [{ estimatedLbPerUnit: { min: '4', max: '6' } }],
    [{ pricing: 'per_lb' }],
    [{ pricing: 'per_lb', estimatedLbPerUnit: null }],
    [{ pricing: 'per_lb', estimatedLbPerUnit: { min: '6', max: '4' } }],
    [{ pricing: 'per_lb', estimatedLbPerUnit: { min: '0', max: '4' } }],
    [{ pricing: 'per_lb', estimatedLbPerUnit: { min: '1.005', max: '4' } }],
    [{ pricing: 'per_lb', estimatedLbPerUnit: { min: 'x', max: '4' } }],
    [{ pricing: 'per_kg', estimatedLbPerUnit: { min: '4', max: '6' } }],
  ])('refuses %j', (extra) => {
    expect(createListingInput.safeParse({ ...listing, ...extra }).success).toBe(false);
  });

  it('refuses a weight with pricing unit on an edit, and takes pricing alone', () => {
    expect(
      updateListingData.safeParse({ pricing: 'unit', estimatedLbPerUnit: { min: 4, max: 6 } }).success,
    ).toBe(false);
    expect(updateListingData.safeParse({ pricing: 'unit' }).success).toBe(true);
    expect(updateListingData.safeParse({ estimatedLbPerUnit: { min: 4, max: 6 } }).success).toBe(true);
  });

  it('weighs lines with a weight above 0, each line once', () => {
    expect(weighLinesBody.parse({ lines: [{ itemId: 'a', lb: '10.4' }] }).lines[0]!.lb).toBe(1040);
    for (const lines of [
      [],
      [{ itemId: 'a', lb: 0 }],
      [{ itemId: 'a', lb: '1.234' }],
      [
        { itemId: 'a', lb: 1 },
        { itemId: 'a', lb: 2 },
      ],
    ]) {
      expect(weighLinesBody.safeParse({ lines }).success).toBe(false);
    }
  });

  it('writes weights as the screens show them', () => {
    expect(formatWeightRange(400, 600)).toBe('about 4-6 lb');
    expect(perPieceText({ min: '4.50', max: '4.50' })).toBe('about 4.5 lb each');
    expect(weighedLineNote({ estimatedLb: '10.00', finalLb: null })).toBe('est. 10 lb, not weighed yet');
    expect(weighedLineNote({ estimatedLb: '10.00', finalLb: '10.40' })).toBe('est. 10 lb, weighed 10.4 lb');
    expect(weighedLineNote({ estimatedLb: null, finalLb: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addToCartForm, signInForm } from '../../src/shared/form-posts';
import { pickupSlotChoice } from '../../src/shared/native-forms';

describe('form posts read into the API inputs', () => {
  const slot = { window: { start: 'Saturday 07:00', end: 'Saturday 11:00' }, date: '2026-12-05' };

  it("reads Add to Cart's text fields into the cart's input, the slot's radio value included", () => {
    expect(addToCartForm.parse({ catchId: 'c1', qty: '3', pickupSlot: pickupSlotChoice(slot) })).toEqual({
      catchId: 'c1',
      qty: 3,
      selectedPickupWindow: slot.window,
      pickupDate: slot.date,
    });
  });

  it('writes a slot without spaces, which would split the name its label gives the radio', () => {
    expect(pickupSlotChoice(slot)).not.toMatch(/\s/);
  });

  it('refuses what the cart refuses, in its words', () => {
    const refusal = (fields: Record<string, string>) =>
      addToCartForm.safeParse(fields).error?.issues.map((issue) => issue.message);
    expect(refusal({ catchId: 'c1', qty: '1' })).toEqual(['Please select pickup window']);
    expect(refusal({ catchId: 'c1', qty: '0', pickupSlot: pickupSlotChoice(slot) })).toEqual([
      'Quantity must be at least 1',
    ]);
    expect(refusal({ catchId: 'c1', qty: '1.5', pickupSlot: pickupSlotChoice(slot) })).toEqual([
      'Enter a quantity',
    ]);
    expect(
      refusal({ catchId: 'c1', qty: '1', pickupSlot: 'soon|Saturday 07:00|Saturday 11:00' }),
    ).toHaveLength(1);
  });

  it("sign-in keeps login's rules and returns only to our own paths", () => {
    expect(signInForm.parse({ email: ' A@B.CO ', password: 'pw', returnTo: '//evil.example' })).toEqual({
      email: 'a@b.co',
      password: 'pw',
      returnTo: '/',
    });
    expect(signInForm.parse({ email: 'a@b.co', password: 'pw', returnTo: '/orders' }).returnTo).toBe(
      '/orders',
    );
  });
});

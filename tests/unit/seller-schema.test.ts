import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../src/shared/availability';
import { sellerMessages } from '../../src/shared/messages/seller';
import { isBlankAddress, sellerRegistrationInput, sellerUpdateData } from '../../src/shared/seller.schema';

const valid = {
  sellerType: 'commercial',
  displayName: 'Dobbins Crab Co.',
  bio: 'Third-generation waterman working trotlines out of Deale since 1994, crabs every morning.',
  pickupLocationAddress: '6003 Drum Point Road, Deale, MD',
  availability: {
    ...defaultAvailability(),
    Saturday: { enabled: true, startTime: '07:00', endTime: '12:00' },
  },
};

function errorsOf(input: unknown) {
  const result = sellerRegistrationInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]),
  );
}

describe('seller registration schema', () => {
  it('accepts a complete application and trims it', () => {
    const parsed = sellerRegistrationInput.parse({
      ...valid,
      displayName: '  Dobbins  ',
      pickupInstructions: ' ',
    });
    expect(parsed.displayName).toBe('Dobbins');
    expect(parsed.pickupInstructions).toBeUndefined();
    expect(parsed.licenseImageUrl).toBeUndefined();
  });

  it.each([
    ['sellerType', { sellerType: '' }, sellerMessages.sellerType],
    ['sellerType', { sellerType: 'charter_boat' }, 'Please select your seller type'],
    ['displayName', { displayName: 'D' }, 'Display name must be at least 2 characters'],
    ['displayName', { displayName: ' D ' }, 'Display name must be at least 2 characters'],
    ['bio', { bio: 'x'.repeat(49) }, 'Bio must be at least 50 characters'],
    ['bio', { bio: 'x'.repeat(501) }, 'Bio must be less than 500 characters'],
    [
      'pickupLocationAddress',
      { pickupLocationAddress: 'Dock 4' },
      'Please provide a detailed pickup location address',
    ],
    [
      'availability',
      { availability: defaultAvailability() },
      'Please select at least one day and set your operating hours',
    ],
    ['availability', { availability: {} }, 'Please select at least one day and set your operating hours'],
    ['licenseImageUrl', { licenseImageUrl: 'license.jpg' }, 'Please provide a valid license image URL'],
    [
      'licenseImageUrl',
      { licenseImageUrl: 'javascript:alert(1)' },
      'Please provide a valid license image URL',
    ],
  ])('%s: %j gives its message', (field, override, message) => {
    expect(errorsOf({ ...valid, ...override })[field]).toBe(message);
  });

  it('allows bios of 50 and 500 characters, an empty license URL, web URLs and own uploads', () => {
    expect(errorsOf({ ...valid, bio: 'x'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, bio: 'x'.repeat(500) })).toEqual({});
    expect(errorsOf({ ...valid, licenseImageUrl: '' })).toEqual({});
    expect(errorsOf({ ...valid, licenseImageUrl: 'https://dnr.maryland.gov/l/123.jpg' })).toEqual({});
    const upload =
      '/api/uploads/licenses/0b7c1a52-56f2-4a36-b3a2-0d6f3a3f3c11/6b1b3c7e-8b86-4c5e-9d1f-2f9b1c1f2e3d.pdf';
    expect(errorsOf({ ...valid, licenseImageUrl: upload })).toEqual({});
  });

  it('refuses a day that ends before it starts', () => {
    const availability = { Monday: { enabled: true, startTime: '12:00', endTime: '08:00' } };
    expect(errorsOf({ ...valid, availability }).availability).toBe(
      'Monday: The end time must be after the start time',
    );
    // Disabled days are not checked.
    const off = {
      Monday: { enabled: false, startTime: '12:00', endTime: '08:00' },
      Tuesday: valid.availability.Saturday,
    };
    expect(errorsOf({ ...valid, availability: off })).toEqual({});
  });
});

describe('seller profile updates', () => {
  it('needs a non-blank address for the location card', () => {
    const result = sellerUpdateData.safeParse({ pickupLocationAddress: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a pickup location address.');
    expect(isBlankAddress('  ')).toBe(true);
    expect(isBlankAddress(' Deale ')).toBe(false);
  });

  it('takes optional coordinates in pairs, as numbers or numeric strings', () => {
    expect(
      sellerUpdateData.parse({
        pickupLocationAddress: 'Deale Harbor',
        pickupLocationLat: '38.7775',
        pickupLocationLng: -76.55,
      }),
    ).toMatchObject({
      pickupLocationLat: 38.7775,
      pickupLocationLng: -76.55,
    });
    expect(
      sellerUpdateData.safeParse({ pickupLocationAddress: 'Deale', pickupLocationLat: 38 }).success,
    ).toBe(false);
    expect(
      sellerUpdateData.safeParse({
        pickupLocationAddress: 'Deale',
        pickupLocationLat: 'north',
        pickupLocationLng: 1,
      }).success,
    ).toBe(false);
  });

  it('refuses an empty change and fields it does not own', () => {
    expect(sellerUpdateData.safeParse({}).success).toBe(false);
    expect(sellerUpdateData.safeParse({ verificationStatus: 'approved' }).success).toBe(false);
  });
});

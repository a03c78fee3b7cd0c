import { describe, expect, it } from 'vitest';
import type { UserRole } from '../../src/shared/roles';
import { type UserDto, userDto } from '../../src/shared/user.dto';
import { displayNameOf, isAdmin, isSeller } from '../../src/shared/users';

const profile: NonNullable<UserDto['crabberProfile']> = {
  id: '5b0e7c1e-2f6a-4d4b-9b7e-0f7c3a1d2e4f',
  userId: '0b6c2a8e-7d1f-4c3e-8a5b-9e2d1f0a3b4c',
  displayName: 'Captain Ada',
  bio: null,
  sellerType: 'commercial',
  licenseImageUrl: null,
  verificationStatus: 'approved',
  verificationLevel: 'basic',
  rejectionReason: null,
  pickupLocationAddress: '1 Dock Rd, Crisfield, MD',
  pickupLocationLat: 37.98,
  pickupLocationLng: -75.85,
  pickupInstructions: 'Text when you pull in',
  availability: { Monday: { enabled: true, startTime: '06:00', endTime: '10:00' } },
  heroPhotoUrl: null,
  paymentAccountStatus: 'not_connected',
  specialties: [],
  weeklyQuantityLimit: null,
  orderCutoffHours: 2,
  slotCapacity: null,
  noShowGraceHours: 2,
  phone: null,
  phoneVerified: false,
  createdAt: '2025-06-01T12:00:00.000Z',
  updatedAt: '2025-06-01T12:00:00.000Z',
};

const as = (role: string, crabberProfile: UserDto['crabberProfile'] = null) => ({
  role: role as UserRole,
  crabberProfile,
});

describe('isSeller', () => {
  it('is true for the seller role and the legacy crabber role', () => {
    expect(isSeller(as('seller'))).toBe(true);
    expect(isSeller(as('crabber'))).toBe(true);
  });

  it('is true for anyone holding a seller profile, whatever the role', () => {
    expect(isSeller(as('buyer', profile))).toBe(true);
    expect(isSeller(as('admin', { ...profile, verificationStatus: 'pending' }))).toBe(true);
  });

  it('is false for buyers and admins without a profile, and for nobody', () => {
    expect(isSeller(as('buyer'))).toBe(false);
    expect(isSeller(as('admin'))).toBe(false);
    expect(isSeller(null)).toBe(false);
    expect(isSeller(undefined)).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true only for the admin role', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    for (const role of ['buyer', 'seller', 'crabber', 'Admin'])
      expect(isAdmin({ role: role as UserRole })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('displayNameOf', () => {
  it('joins the names and falls back to the e-mail', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Waterman', email: 'a@b.test' })).toBe('Ada Waterman');
    expect(displayNameOf({ firstName: 'Ada', lastName: null, email: 'a@b.test' })).toBe('Ada');
    expect(displayNameOf({ firstName: null, lastName: 'Waterman', email: 'a@b.test' })).toBe('Waterman');
    expect(displayNameOf({ firstName: null, lastName: null, email: 'a@b.test' })).toBe('a@b.test');
    expect(displayNameOf({ firstName: '', lastName: '', email: 'a@b.test' })).toBe('a@b.test');
  });
});

describe('userDto', () => {
  it('accepts a user and strips anything secret-looking it was not told about', () => {
    const user = {
      id: '0b6c2a8e-7d1f-4c3e-8a5b-9e2d1f0a3b4c',
      email: 'a@b.test',
      emailVerified: true,
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
      phone: null,
      phoneVerified: false,
      role: 'buyer',
      crabberProfile: profile,
      twoFactorEnabled: false,
      hasSecondFactor: false,
      createdAt: '2025-06-01T12:00:00.000Z',
      updatedAt: '2025-06-01T12:00:00.000Z',
    };
    const parsed = userDto.parse({ ...user, passwordHash: '$argon2id$...' });
    expect(parsed).toEqual(user);
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(userDto.safeParse({ ...user, role: 'superuser' }).success).toBe(false);
  });
});

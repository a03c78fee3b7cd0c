import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginInput,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerInput,
  returnToPath,
} from '../../src/shared/auth.schema';

const valid = { email: 'ada@bay.test', password: 'correct-horse', firstName: 'Ada', lastName: 'Waterman' };

function fieldErrors(result: z.ZodSafeParseResult<unknown>) {
  expect(result.success).toBe(false);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('returnToPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/orders/42?tab=pickup#code', '/orders/42?tab=pickup#code'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(returnToPath.parse(value)).toBe(expected);
  });

  it.each([
    '//evil',
    '//evil.com/path',
    'https://x',
    'http://evil.com',
    '/\\evil',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('replaces %j with /', (value) => {
    expect(returnToPath.parse(value)).toBe('/');
  });

  it('defaults to / when absent', () => {
    expect(returnToPath.parse(undefined)).toBe('/');
  });
});

describe('registerInput', () => {
  it('trims and lower-cases the e-mail and trims the names', () => {
    expect(
      registerInput.parse({
        ...valid,
        email: '  Ada.Waterman@Bay.TEST ',
        firstName: ' Ada ',
        lastName: '\tWaterman ',
      }),
    ).toEqual({ ...valid, email: 'ada.waterman@bay.test', firstName: 'Ada', lastName: 'Waterman' });
  });

  it('never trims or alters the password', () => {
    expect(registerInput.parse({ ...valid, password: '  Spaced Out  ' }).password).toBe('  Spaced Out  ');
  });

  it('drops unknown keys such as role', () => {
    expect(registerInput.parse({ ...valid, role: 'admin' })).not.toHaveProperty('role');
  });

  it('reports a readable message per missing field', () => {
    expect(fieldErrors(registerInput.safeParse({}))).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('reports blank names and a malformed e-mail', () => {
    expect(
      fieldErrors(registerInput.safeParse({ ...valid, email: 'ada@', firstName: '  ', lastName: '' })),
    ).toEqual({
      email: ['Enter a valid email address'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
    expect(fieldErrors(registerInput.safeParse({ ...valid, email: '   ' }))).toEqual({
      email: ['Email is required'],
    });
  });

  it('enforces the password length bounds', () => {
    const at = (length: number) => registerInput.safeParse({ ...valid, password: 'p'.repeat(length) });
    expect(at(PASSWORD_MIN_LENGTH).success).toBe(true);
    expect(at(PASSWORD_MAX_LENGTH).success).toBe(true);
    expect(fieldErrors(at(PASSWORD_MIN_LENGTH - 1))).toEqual({
      password: [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`],
    });
    expect(fieldErrors(at(PASSWORD_MAX_LENGTH + 1))).toEqual({
      password: [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`],
    });
    expect(PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(8);
  });

  it('bounds the e-mail and name lengths', () => {
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.test`;
    expect(longEmail.length).toBeGreaterThan(254);
    expect(fieldErrors(registerInput.safeParse({ ...valid, email: longEmail }))).toEqual({
      email: ['Email is too long'],
    });
    expect(registerInput.safeParse({ ...valid, lastName: 'W'.repeat(60) }).success).toBe(true);
    expect(fieldErrors(registerInput.safeParse({ ...valid, lastName: 'W'.repeat(61) }))).toEqual({
      lastName: ['Last name must be at most 60 characters'],
    });
  });

  it('says "required" for wrong types rather than a type error', () => {
    expect(fieldErrors(registerInput.safeParse({ ...valid, email: 42, firstName: null }))).toEqual({
      email: ['Email is required'],
      firstName: ['First name is required'],
    });
  });
});

describe('loginInput', () => {
  it('normalises the e-mail like sign-up does', () => {
    expect(loginInput.parse({ email: ' ADA@Bay.test ', password: 'x' })).toEqual({
      email: 'ada@bay.test',
      password: 'x',
    });
  });

  it('does not reveal the password policy but still requires a password', () => {
    expect(loginInput.safeParse({ email: 'ada@bay.test', password: 'short' }).success).toBe(true);
    expect(fieldErrors(loginInput.safeParse({ email: 'ada@bay.test', password: '' }))).toEqual({
      password: ['Password is required'],
    });
    expect(fieldErrors(loginInput.safeParse({ email: 'ada@bay.test' }))).toEqual({
      password: ['Password is required'],
    });
    expect(
      loginInput.safeParse({ email: 'ada@bay.test', password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });
});

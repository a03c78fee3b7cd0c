import { describe, expect, it } from 'vitest';
import { breachedPasswordCount, isBreachedPassword } from '../../src/server/features/auth/breached-passwords';
import { assertHardToGuess } from '../../src/server/features/auth/password-strength';
import { newPassword } from '../../src/shared/auth.schema';

const refusal = (password: string, personal: string[] = []) => {
  try {
    assertHardToGuess(password, 'password', personal);
    return null;
  } catch (error) {
    return (
      (error as { fieldErrors?: Record<string, string[]> }).fieldErrors?.password?.[0] ?? 'no field error'
    );
  }
};

describe('the password rule', () => {
  it('takes 8 to 256 characters of anything, with no composition rules', () => {
    expect(newPassword.safeParse('a'.repeat(7)).success).toBe(false);
    expect(newPassword.safeParse('tidewater').success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(256)).success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(257)).success).toBe(false);
  });

  it('refuses passwords on the breached list, saying so, even ones the estimator would pass', () => {
    // The last two score well with zxcvbn, yet attackers try them first: they come from real breaches.
    for (const breached of [
      'password',
      'password123',
      '12345678',
      'qwertyuiop',
      'iloveyou1',
      'Password123',
      '1qaz@WSX',
      'yCWVrxXH',
    ]) {
      expect({ breached, refusal: refusal(breached) }).toEqual({
        breached,
        refusal:
          'This password appears in lists of leaked passwords that attackers try first. Choose another: a few unrelated words make a strong one.',
      });
    }
  });

  it('holds the whole list of 100,000, without the demo password', () => {
    expect(breachedPasswordCount()).toBe(100_000);
    expect(isBreachedPassword('baycatch-demo')).toBe(false);
    expect(isBreachedPassword('123456')).toBe(true);
  });

  it('refuses patterns and ones built from the person, saying why', () => {
    for (const common of ['sunshine2024', 'aaaaaaaaaaaaaaaa', 'mnbvcxzlkjhgfdsa']) {
      expect({ common, refusal: refusal(common) }).toEqual({
        common,
        refusal:
          'This password is too easy to guess: it is a common one, a simple pattern or close to your name or e-mail. A few unrelated words make a strong one.',
      });
    }
    expect(refusal('rhea.shore1', ['rhea.shore@example.test', 'Rhea', 'Shore'])).not.toBeNull();
  });

  it('accepts passphrases and other hard-to-guess passwords', () => {
    for (const strong of [
      'baycatch-demo',
      'correct-horse-battery',
      'blue crabs at dawn',
      'deale harbor 1994',
      'Tr0ub4dor&3',
    ]) {
      expect({ strong, refusal: refusal(strong) }).toEqual({ strong, refusal: null });
    }
  });
});

import { describe, expect, it } from 'vitest';
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

  it('refuses common passwords, patterns and ones built from the person, saying why', () => {
    for (const common of [
      'password',
      'password123',
      '12345678',
      'qwertyuiop',
      'iloveyou1',
      'sunshine2024',
      'aaaaaaaaaa',
    ]) {
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
      'correct-horse-battery',
      'blue crabs at dawn',
      'deale harbor 1994',
      'Tr0ub4dor&3',
    ]) {
      expect({ strong, refusal: refusal(strong) }).toEqual({ strong, refusal: null });
    }
  });
});

/**
 * The refusal of guessable passwords, beside the length rule of src/shared/auth.schema.ts. zxcvbn
 * (@zxcvbn-ts, with its common-password and diceware dictionaries, offline) estimates how many
 * guesses a password takes; a score of 0 or 1 (under about a million guesses: the common-password
 * lists, keyboard walks, repeats, a dictionary word with a year) is refused, as is one built from
 * the person's own e-mail or name. Before that, a password on the list of the 100,000 most common
 * breached passwords (breached-passwords.ts) is refused outright, whatever its score: attackers try
 * those first. It runs on the server only: the dictionaries are large and must not enter the first
 * page's JavaScript. Sign-up, reset and password change all call it.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '../../../shared/messages/auth';
import { AppError } from '../../lib/app-error';
import { isBreachedPassword } from './breached-passwords';

const LOWEST_ACCEPTED_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: loading the dictionaries takes a moment that sign-in never needs to pay. */
const strength = () => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/** Throws a 400 with a field error naming why, when the password is too easy to guess. */
export function assertHardToGuess(
  password: string,
  field: string,
  personal: (string | null | undefined)[] = [],
) {
  if (isBreachedPassword(password)) {
    throw new AppError('BAD_REQUEST', authMessages.passwordBreached, {
      fieldErrors: { [field]: [authMessages.passwordBreached] },
    });
  }
  const inputs = personal.filter((value): value is string => Boolean(value));
  const emailNames = inputs.filter((value) => value.includes('@')).map((value) => value.split('@')[0] ?? '');
  const { score } = strength().check(password, [...inputs, ...emailNames]);
  if (score < LOWEST_ACCEPTED_SCORE) {
    throw new AppError('BAD_REQUEST', authMessages.passwordTooGuessable, {
      fieldErrors: { [field]: [authMessages.passwordTooGuessable] },
    });
  }
}

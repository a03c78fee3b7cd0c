/** Shapes several settings share: on/off words, and empty values read as unset. */
import { z } from 'zod';

export const flagWords = z.enum(['true', 'false', 'on', 'off', '1', '0']);
export const flag = (fallback: boolean) =>
  flagWords
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', 'on', '1'].includes(value)));

export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

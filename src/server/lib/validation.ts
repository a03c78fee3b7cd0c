import { type ZodError, type ZodType, z } from 'zod';
import type { FieldErrors } from '../../shared/api-errors';
import { AppError } from './app-error';

/** The first problem in a readable form ("email: Enter a valid email address"), plus all field errors. */
export function describeZodError(error: ZodError): { message: string; fieldErrors: FieldErrors } {
  const flat = z.flattenError(error);
  const fieldErrors: FieldErrors = { ...flat.fieldErrors };
  if (flat.formErrors.length > 0) fieldErrors._form = flat.formErrors;
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return { message: `${where}${first?.message ?? 'Invalid input'}`, fieldErrors };
}

/** Validates input with a shared schema; a failure becomes a 400 with per-field messages. */
export function parseInput<T extends ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, fieldErrors } = describeZodError(result.error);
  throw new AppError('BAD_REQUEST', message, { fieldErrors });
}

import type { Context } from 'hono';
import type { ZodType, z } from 'zod';
import { httpMessages } from '../../shared/messages/http';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/validation';

/** Reads a JSON body and validates it with a shared schema; malformed JSON is a 400, not a 500. */
export async function readJson<T extends ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', httpMessages.malformedJson);
  }
  return parseInput(schema, body);
}

/** Like readJson for calls whose body is optional: an empty body reads as {}. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('BAD_REQUEST', httpMessages.expectedJsonObject);
    }
    return body;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', httpMessages.malformedJson);
  }
}

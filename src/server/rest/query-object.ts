import type { Context } from 'hono';
import { httpMessages } from '../../shared/messages/http';
import { AppError } from '../lib/app-error';

/**
 * The query string as an object for a shared schema. A parameter given twice is refused rather
 * than one of its values picked silently.
 */
export function queryObject(c: Context): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) {
      const message = httpMessages.repeatedParameter;
      throw new AppError('BAD_REQUEST', `${name}: ${message}`, { fieldErrors: { [name]: [message] } });
    }
    result[name] = values[0] ?? '';
  }
  return result;
}

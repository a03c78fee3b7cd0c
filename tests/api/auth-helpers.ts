/** Small helpers shared by the auth API tests: sign-up payloads, cookie parsing and row counts. */
import type { Db } from '../../src/server/db/client';
import { rateLimitCounters, sessions, users } from '../../src/server/db/tables';
import { SESSION_COOKIE, sessionCookieName } from '../../src/server/http/session-cookie';

export const PASSWORD = 'correct-horse-battery';

interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
/** A valid sign-up body with a unique e-mail address; overrides may be invalid on purpose. */
export function newAccount<O extends Partial<Record<keyof Account, unknown>> = Record<never, never>>(
  overrides?: O,
): Omit<Account, keyof O> & O {
  counter += 1;
  return {
    email: `buyer${counter}@bay.test`,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Waterman',
    ...overrides,
  } as Omit<Account, keyof O> & O;
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** Every Set-Cookie of a response, attribute names lower-cased. */
export function setCookies(res: Response): ParsedCookie[] {
  return res.headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const at = attribute.indexOf('=');
      if (at === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/** The one session cookie a response sets (either name); fails when there is none or more than one. */
export function sessionCookie(res: Response): ParsedCookie {
  const names = [SESSION_COOKIE, sessionCookieName(true)];
  const cookies = setCookies(res).filter((cookie) => names.includes(cookie.name));
  if (cookies.length !== 1) {
    throw new Error(
      `expected one ${SESSION_COOKIE} cookie, got ${cookies.length}: ${res.headers.getSetCookie()}`,
    );
  }
  return cookies[0]!;
}

const countedTables = { users, sessions, rate_limit_counters: rateLimitCounters };

export function countRows(db: Db, table: keyof typeof countedTables): Promise<number> {
  return db.$count(countedTables[table]);
}

export const userDtoKeys = [
  'createdAt',
  'crabberProfile',
  'email',
  'emailVerified',
  'firstName',
  'hasSecondFactor',
  'id',
  'lastName',
  'phone',
  'phoneVerified',
  'profileImageUrl',
  'role',
  'twoFactorEnabled',
  'updatedAt',
].sort();

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

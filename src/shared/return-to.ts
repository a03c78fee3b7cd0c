/** Where sign-in may send someone back to: a path on our own site, never another origin. */
const RETURN_TO_BASE = 'http://baycatch.invalid';

/**
 * A path on our own site. Browsers drop tabs and newlines inside a URL ('/\t/evil.com' becomes
 * '//evil.com'), so the path is also resolved the way a browser would and must stay on our origin.
 */
function isSameSitePath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  try {
    return new URL(value, RETURN_TO_BASE).origin === RETURN_TO_BASE;
  } catch {
    return false;
  }
}

/** The path to return to after sign-in: the one asked for when it is ours, else the home page. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && isSameSitePath(value) ? value : '/';
}

/**
 * The seller's high-contrast "sun" theme is remembered in a cookie, not only on the device, so the
 * server draws the seller's screens in it: read after the page was live, it showed the normal theme
 * for a moment on every load, a flash in the sunlight the theme is for.
 */
export const SUN_THEME_COOKIE = 'baycatch-sun';

/** The screens that wear it: the seller's dashboard and the dock's pickup check. */
export function wearsSunTheme(path: string): boolean {
  return path === '/dashboard' || path === '/pickup-check';
}

/**
 * The head markup that holds taps made before a page is live (src/shared/early-taps.ts), and the
 * hash by which the Content-Security-Policy allows that one inline script and no other.
 */
import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_STYLE } from '../../shared/early-taps';

export const EARLY_TAPS_HEAD = `<style data-early-taps>${EARLY_TAPS_STYLE}</style><script>${EARLY_TAPS_SCRIPT}</script>`;

/** The script's `'sha256-…'` source for script-src. */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

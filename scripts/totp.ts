/**
 * Prints the current two-factor code of the demo admin (admin@baycatch.test), or of any base32
 * key given as the first argument: `npx tsx scripts/totp.ts [SECRET]`. A code is accepted once,
 * so a second sign-in within the same 30 seconds needs the next code (printed too).
 */

import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../src/server/features/two-factor/totp';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/server/seed/seed-data';

const secret = process.argv[2] ?? DEMO_ADMIN_TOTP_SECRET;
const now = new Date();
const step = totpStep(now);
const left = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
console.log(totpCode(secret, now, step));
console.error(`valid for ${left} s more; next code ${totpCode(secret, now, step + 1)}`);

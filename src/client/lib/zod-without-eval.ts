/**
 * What the client gets for `import … from 'zod'` (vite.config.ts points the bare name here): zod
 * itself, told never to try `new Function`. Zod v4 compiles object parsers with `Function` when it
 * can, and merely probing for it is a violation of our Content-Security-Policy (`script-src`
 * without 'unsafe-eval'), reported on every page with a form. The client's small forms gain nothing
 * from compiled parsers; the server, which has no CSP, keeps them. Config must be set before the
 * first schema is built, which holds because every importer runs after this module.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };

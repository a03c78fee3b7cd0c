/**
 * Makes Chakra's style memo a pure function, so one Chakra system can draw every page on the
 * server (docs/decisions/021-rendering-under-a-crowd.md). Chakra memoises `css()` and its helpers
 * under a key built with each object's keys sorted, but the answer keeps the property order of
 * the call that filled the entry: `{ px, py }` asked after `{ py, px }` got the latter's order, so
 * emotion serialised another string and named another class. The class names then depended on what
 * the system had drawn before: a system kept across requests named some classes differently from
 * the browser's first render, and the server had to build a system for every render pass (a
 * seventh of a signed-in render). Keyed in the objects' own order, an entry is found only by a call
 * that would compute the same answer, in the browser as on the server.
 */
import type { Plugin } from 'vite';

const MEMO_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;
const SORTED_KEYS = 'const keys = Object.keys(value).sort();';

export function chakraOrderedMemo(): Plugin {
  return {
    name: 'baycatch-chakra-ordered-memo',
    enforce: 'pre',
    transform(code, id) {
      if (!MEMO_MODULE.test(id)) return null;
      // A Chakra release that changed this file must be looked at again, not silently left sorted.
      if (!code.includes(SORTED_KEYS)) throw new Error(`chakra-ordered-memo: ${id} no longer sorts keys`);
      return { code: code.replace(SORTED_KEYS, 'const keys = Object.keys(value);'), map: null };
    },
  };
}

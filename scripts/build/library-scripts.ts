/**
 * The first page's libraries, each evaluated in a task of its own. A module graph is evaluated in
 * one task, so one bundle made a phone unresponsive for some 230 ms while React, Chakra and the
 * data libraries ran their top-level code. Chromium evaluates each deferred `<script
 * type="module">` as a task of its own, and a module already evaluated is not run again when the
 * app imports it, so the library chunks (LIBRARY_GROUPS, see vite.config.ts) are named in the
 * page as scripts of their own, before the app's. They download in parallel, as before.
 */
import type { Plugin } from 'vite';

/** The first page's library groups, in the order they are evaluated: a group's imports first. */
export const LIBRARY_GROUPS = [
  // src/client/boot/react.ts runs React DOM's CommonJS body here rather than in the app's chunk.
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]client[\\/]boot[\\/]react/,
  },
  {
    name: 'ui',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis)[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|@trpc|superjson|copy-anything|is-what)[\\/]/ },
];

export function libraryScripts(): Plugin {
  return {
    name: 'baycatch-library-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const scripts = LIBRARY_GROUPS.map(({ name }) => {
          const chunk = chunks.find((output) => output.name === name && !output.isEntry);
          if (!chunk) throw new Error(`library-scripts: the build made no "${name}" chunk`);
          return `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        });
        // Right before the app's own script, so the page's head is read in the order it was written.
        const app = `<script type="module" crossorigin src="/${context.chunk?.fileName}">`;
        if (!html.includes(app)) throw new Error('library-scripts: the page has no app script');
        return html.replace(app, `${scripts.join('\n    ')}\n    ${app}`);
      },
    },
  };
}

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Run once, in the SQLite run: what only SQLite has (its executor and backup), the two engines'
 * schema comparison, and servers started with a database of their own naming (the PostgreSQL one
 * included), which would run the same twice.
 */
const ONCE_ONLY_API_TESTS = [
  'tests/api/backup.test.ts',
  'tests/api/transaction.test.ts',
  'tests/api/schema-agreement.test.ts',
  'tests/api/startup-failures.test.ts',
];
/** The PostgreSQL data layer itself. */
const POSTGRES_ONLY_API_TESTS = ['tests/api/postgres-*.test.ts'];
/**
 * Files that start processes of their own (servers, a writer, npm scripts) and time them: they run
 * in a fresh worker each, not beside the modules other files left loaded.
 */
const PROCESS_API_TESTS = [
  'tests/api/backup.test.ts',
  'tests/api/checkout-concurrency.test.ts',
  'tests/api/postgres-replicas.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/api/startup-failures.test.ts',
];
const API_SETUP = [
  'tests/helpers/fail-on-console.ts',
  'tests/helpers/fail-on-error-log.ts',
  'tests/helpers/close-test-databases.ts',
];
const POSTGRES_API_SETUP = ['tests/helpers/postgres-env.ts', ...API_SETUP];

export default defineConfig({
  test: {
    // The default report, then every test that passed only on a retry, named (tests/helpers/flaky-reporter.ts).
    reporters: ['default', './tests/helpers/flaky-reporter.ts'],
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache), so the PostgreSQL run and the
    // browser run reuse what the SQLite run transformed instead of transforming it all again.
    experimental: { fsModuleCache: true },
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests
    // mostly wait (on PostgreSQL, on servers they start, on password hashing threads), so a worker
    // more than the cores keeps them busy: the unit and API runs took 424 s with one, 242 s with three.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console.ts'],
          // Rules are pure functions: one module graph per worker serves every file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...POSTGRES_ONLY_API_TESTS, ...PROCESS_API_TESTS],
          setupFiles: API_SETUP,
          testTimeout: 20_000,
          // A worker keeps the server's modules loaded from one file to the next: loading them
          // again for every file was 247 s of the run's 313 s of worker time (README, Test run
          // timings). Each file still gets its own apps and databases (test-app.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-processes',
          include: PROCESS_API_TESTS,
          exclude: POSTGRES_ONLY_API_TESTS,
          setupFiles: API_SETUP,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The API suite again, on a PostgreSQL the run starts (decision 014).
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...ONCE_ONLY_API_TESTS, ...PROCESS_API_TESTS],
          globalSetup: ['tests/helpers/postgres-setup.ts'],
          setupFiles: POSTGRES_API_SETUP,
          testTimeout: 20_000,
          hookTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-postgres-processes',
          include: PROCESS_API_TESTS,
          exclude: ONCE_ONLY_API_TESTS,
          globalSetup: ['tests/helpers/postgres-setup.ts'],
          setupFiles: POSTGRES_API_SETUP,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Three files at a time, each against a server and database of its own (global-setup.ts
          // starts one per worker), so journeys that share the demo accounts never meet. A journey
          // waits on the server, the browser and the app's own timers (a service worker registers
          // seconds after the page settles): with contexts kept between journeys (kept-contexts.ts)
          // a third file fills those waits, 356 s to 334 s here; one file alone left half the machine idle.
          maxWorkers: 3,
          // A worker keeps playwright-core, axe-core and the helpers loaded from one file to the next,
          // and with them its browser contexts (kept-contexts.ts): loading the modules per file was
          // a minute of the run's worker time.
          isolate: false,
          // Only CI, where a machine's hiccup should not block a merge, runs a failed journey once
          // more; the flaky reporter names each one that passed that way. Locally a failure fails.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
    ],
  },
});

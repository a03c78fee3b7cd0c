import { describe, expect, it } from 'vitest';
import { FLAKY_LIMIT, flakySummary, flakyTests, type ModuleLike } from '../helpers/flaky-reporter';

function moduleOf(file: string, tests: { name: string; state: string; retries?: number }[]): ModuleLike {
  return {
    relativeModuleId: file,
    children: {
      allTests: () =>
        tests.map((test) => ({
          fullName: test.name,
          result: () => ({ state: test.state }),
          diagnostic: () => ({ retryCount: test.retries ?? 0 }),
        })),
    },
  };
}

describe('the flaky-test reporter', () => {
  it('names the tests that passed after a retry, and only those', () => {
    const modules = [
      moduleOf('tests/e2e/a.test.ts', [
        { name: 'steady', state: 'passed' },
        { name: 'wobbly', state: 'passed', retries: 1 },
        { name: 'broken', state: 'failed', retries: 1 },
        { name: 'skipped', state: 'skipped' },
      ]),
      moduleOf('tests/e2e/b.test.ts', [{ name: 'menu > at 320 px', state: 'passed', retries: 2 }]),
    ];
    expect(flakyTests(modules)).toEqual([
      'tests/e2e/a.test.ts > wobbly',
      'tests/e2e/b.test.ts > menu > at 320 px',
    ]);
  });

  it('prints each as FLAKY and lets the run pass up to the limit', () => {
    const flaky = Array.from({ length: FLAKY_LIMIT }, (_, i) => `f.test.ts > t${i}`);
    const summary = flakySummary(flaky);
    expect(summary.fails).toBe(false);
    expect(summary.lines).toEqual(flaky.map((name) => `FLAKY ${name}`));
  });

  it('fails the run when more than the limit passed only on a retry', () => {
    const flaky = Array.from({ length: FLAKY_LIMIT + 1 }, (_, i) => `f.test.ts > t${i}`);
    const summary = flakySummary(flaky);
    expect(summary.fails).toBe(true);
    expect(summary.lines.slice(0, -1)).toEqual(flaky.map((name) => `FLAKY ${name}`));
  });

  it('prints nothing for a run without retries', () => {
    expect(flakySummary(flakyTests([moduleOf('x.test.ts', [{ name: 'ok', state: 'passed' }])]))).toEqual({
      lines: [],
      fails: false,
    });
  });
});

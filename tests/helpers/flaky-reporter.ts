/**
 * A test that failed and then passed on a retry is green but unreliable. This reporter names each
 * one at the end of the run as `FLAKY <file> > <name>`, and fails the run when more than
 * FLAKY_LIMIT did: a few are noticed and fixed, many mean the suite can no longer be trusted.
 * Retries happen only under CI=true (vitest.config.ts), so a local run simply fails instead.
 */
import type { Reporter, TestModule } from 'vitest/node';

export const FLAKY_LIMIT = 2;

/** What the reporter reads of a test module: the few fields it needs, so a unit test can build one. */
export interface ModuleLike {
  relativeModuleId: string;
  children: {
    allTests(): Iterable<{
      fullName: string;
      result(): { state: string };
      diagnostic(): { retryCount: number } | undefined;
    }>;
  };
}

/** Every test that passed only after one or more retries, as `<file> > <full name>`. */
export function flakyTests(modules: readonly ModuleLike[]): string[] {
  const flaky: string[] = [];
  for (const module of modules)
    for (const test of module.children.allTests())
      if (test.result().state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0)
        flaky.push(`${module.relativeModuleId} > ${test.fullName}`);
  return flaky;
}

/** The lines to print and whether the run fails because of them. */
export function flakySummary(flaky: readonly string[]): { lines: string[]; fails: boolean } {
  const lines = flaky.map((name) => `FLAKY ${name}`);
  const fails = flaky.length > FLAKY_LIMIT;
  if (fails)
    lines.push(`${flaky.length} tests passed only on a retry (more than ${FLAKY_LIMIT}): failing the run`);
  return { lines, fails };
}

export default class FlakyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const { lines, fails } = flakySummary(flakyTests(modules));
    if (lines.length > 0) console.warn(`\n${lines.join('\n')}\n`);
    if (fails) process.exitCode = 1;
  }
}

/** A test that makes the code log an error has found a problem, even if its assertions pass. */
import { afterEach, beforeEach, vi } from 'vitest';

let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((args: unknown[]) => args.join(' ')).join('\n')}`);
});

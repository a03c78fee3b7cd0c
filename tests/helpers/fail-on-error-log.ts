/**
 * An API test whose app logged an `error` has found a problem, even if its assertions pass (a 500
 * inside a loop, a failed e-mail). Tests that provoke one on purpose call `t.expectErrorLogs()`.
 */
import { afterEach } from 'vitest';
import { takeUnexpectedErrorLogs } from './test-app';

afterEach(() => {
  const errors = takeUnexpectedErrorLogs();
  if (errors.length > 0) {
    const lines = errors.map((log) => `${log.message} ${JSON.stringify(log.fields ?? {})}`);
    throw new Error(`the server logged an unexpected error:\n${lines.join('\n')}`);
  }
});

import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNoAnswer, messageOf } from '../../src/client/lib/errors';
import { networkMessages } from '../../src/shared/messages/network';

function answered(message: string, httpStatus: number, fieldErrors: Record<string, string[]> | null = null) {
  return new TRPCClientError(message, {
    result: {
      error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus, fieldErrors, reason: null } },
    },
  });
}

/** What @trpc/client throws when fetch itself failed: the browser's TypeError as the cause, no data. */
const dropped = (words: string) => TRPCClientError.from(new TypeError(words));

describe('what a screen says about a failed call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("never passes on the browser's words for a dropped network", () => {
    for (const words of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(isNoAnswer(dropped(words))).toBe(true);
      expect(messageOf(dropped(words))).toBe(networkMessages.unreachable);
      expect(messageOf(new TypeError(words))).toBe(networkMessages.unreachable);
    }
    vi.stubGlobal('navigator', { onLine: false });
    expect(messageOf(dropped('Failed to fetch'))).toBe(networkMessages.offline);
  });

  it("gives a field's own message instead of the API's 'field: message'", () => {
    expect(messageOf(answered('title: Title is required', 400, { title: ['Title is required'] }))).toBe(
      'Title is required',
    );
    expect(messageOf(answered('items.0.qty: Enter a quantity', 400))).toBe('Enter a quantity');
  });

  it("says a session ended in plain words, and passes on the server's own sentences", () => {
    expect(messageOf(answered('Unauthorized', 401))).toBe(networkMessages.signedOut);
    // A refused sign-in is a 401 too, with its own words.
    expect(messageOf(answered('That passkey could not sign you in.', 401))).toBe(
      'That passkey could not sign you in.',
    );
    expect(messageOf(answered('This order was cancelled', 409))).toBe('This order was cancelled');
    expect(messageOf('not an error')).toBe('Something went wrong. Please try again.');
  });
});

import { describe, expect, it } from 'vitest';
import { messageParts, messagingClosesAt } from '../../src/shared/order-message.schema';

describe('messageParts', () => {
  it('links only http(s) addresses and leaves everything else as text', () => {
    expect(messageParts('See https://maps.example.com/dock?x=1. Or javascript:alert(1) and ftp://x')).toEqual(
      [
        { text: 'See ', start: 0 },
        { text: 'https://maps.example.com/dock?x=1', href: 'https://maps.example.com/dock?x=1', start: 4 },
        { text: '. Or javascript:alert(1) and ftp://x', start: 37 },
      ],
    );
    expect(messageParts('<a href="http://x">x</a>').filter((part) => part.href)).toEqual([
      { text: 'http://x', href: 'http://x', start: 9 },
    ]);
  });

  it('keeps every character of the message', () => {
    const body = 'Dock B (http://a.example/b), then http://c.example!';
    expect(
      messageParts(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });
});

describe('messagingClosesAt', () => {
  const ended = new Date('2026-11-20T12:00:00Z');
  it('never closes an open order, and closes an ended one 7 days after it ended', () => {
    expect(messagingClosesAt({ status: 'ready', updatedAt: ended })).toBeNull();
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(messagingClosesAt({ status, updatedAt: ended })).toEqual(new Date('2026-11-27T12:00:00Z'));
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  alertMatches,
  dueEmails,
  nextEmailAt,
  recipientsOf,
} from '../../src/server/features/alerts/alert-matching';
import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '../../src/server/features/alerts/unsubscribe-token';

const ANNAPOLIS = { lat: 38.9784, lng: -76.4922 };
const DEALE = { lat: 38.77748, lng: -76.55313 };
const crabsAtDeale = { speciesGroup: 'Blue Crab', prep: 'live', ...DEALE };
const alert = (values: Partial<Parameters<typeof alertMatches>[0]> = {}) => ({
  speciesGroup: 'Blue Crab',
  prep: null,
  ...ANNAPOLIS,
  miles: 25,
  ...values,
});

describe('alertMatches', () => {
  it('matches a listing of the same species group within the distance, any preparation', () => {
    expect(alertMatches(alert(), crabsAtDeale)).toBe(true);
    expect(alertMatches(alert(), { ...crabsAtDeale, prep: 'steamed' })).toBe(true);
  });

  it('needs the same species group: the marketplace filter groups, not the raw species', () => {
    expect(alertMatches(alert(), { ...crabsAtDeale, speciesGroup: 'Oysters' })).toBe(false);
    expect(alertMatches(alert(), { ...crabsAtDeale, speciesGroup: 'Soft Shell' })).toBe(false);
    expect(
      alertMatches(alert({ speciesGroup: 'Soft Shell' }), { ...crabsAtDeale, speciesGroup: 'Soft Shell' }),
    ).toBe(true);
  });

  it('needs the preparation when the alert names one', () => {
    expect(alertMatches(alert({ prep: 'live' }), crabsAtDeale)).toBe(true);
    expect(alertMatches(alert({ prep: 'steamed' }), crabsAtDeale)).toBe(false);
  });

  it('measures from the alert place to the seller pickup spot (Deale is about 14 miles from Annapolis)', () => {
    expect(alertMatches(alert({ miles: 10 }), crabsAtDeale)).toBe(false);
    expect(alertMatches(alert({ miles: 25 }), crabsAtDeale)).toBe(true);
    expect(alertMatches(alert({ miles: 5, ...DEALE }), crabsAtDeale)).toBe(true);
  });

  it('never matches a listing whose seller has no pickup spot', () => {
    expect(alertMatches(alert({ miles: 100 }), { ...crabsAtDeale, lat: null, lng: null })).toBe(false);
  });
});

describe('recipientsOf', () => {
  it('tells followers and matching alert holders once each and never the seller', () => {
    const alerts = [
      { ...alert(), userId: 'ann' },
      { ...alert({ prep: 'live' }), userId: 'ann' },
      { ...alert({ miles: 5 }), userId: 'far' },
      { ...alert(), userId: 'seller' },
      { ...alert(), userId: 'bo' },
    ];
    expect(recipientsOf(['ann', 'cy', 'seller'], alerts, crabsAtDeale, 'seller').sort()).toEqual([
      'ann',
      'bo',
      'cy',
    ]);
  });
});

describe('the hourly e-mail', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('may go out at once when nothing went out within the hour', () => {
    expect(nextEmailAt(null, now)).toEqual(now);
    expect(nextEmailAt(minutesAgo(60), now)).toEqual(now);
    expect(nextEmailAt(minutesAgo(45), now)).toEqual(new Date(now.getTime() + 15 * 60_000));
  });

  it('groups a person’s waiting items into one e-mail and holds those mailed within the hour', () => {
    const queued = [
      { userId: 'ann', catchId: 'c1' },
      { userId: 'bo', catchId: 'c1' },
      { userId: 'ann', catchId: 'c2' },
      { userId: 'cy', catchId: 'c3' },
    ];
    const last: Record<string, Date> = { bo: minutesAgo(30), cy: minutesAgo(61) };
    const due = dueEmails(queued, (userId) => last[userId] ?? null, now);
    expect(due).toEqual([
      { userId: 'ann', items: [queued[0], queued[2]] },
      { userId: 'cy', items: [queued[3]] },
    ]);
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a'.repeat(40);

  it('name the person they were signed for', () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, 'user-1'))).toBe('user-1');
  });

  it('are refused when altered or signed with another key', () => {
    const token = signUnsubscribeToken(secret, 'user-1');
    const [, mac] = token.split('.');
    expect(
      verifyUnsubscribeToken(secret, `${Buffer.from('user-2').toString('base64url')}.${mac}`),
    ).toBeNull();
    expect(verifyUnsubscribeToken('b'.repeat(40), token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'garbage')).toBeNull();
  });
});

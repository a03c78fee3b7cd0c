import { describe, expect, it } from 'vitest';
import { formatRating, ratingLabel, ratingOf } from '../../src/shared/rating';
import {
  isReviewEditable,
  reviewEditableUntil,
  reviewerName,
  reviewInput,
} from '../../src/shared/review.schema';

const DAY = 24 * 60 * 60 * 1000;

describe('the review edit window', () => {
  const written = new Date('2026-11-01T12:00:00Z');

  it('stays open 14 days from the first writing, to the millisecond', () => {
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(isReviewEditable(written, new Date(written.getTime() + 14 * DAY - 1))).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + 14 * DAY))).toBe(false);
  });
});

describe('a seller rating', () => {
  it('is null with no reviews', () => {
    expect(ratingOf(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('averages to one decimal, rounding halves up without float drift', () => {
    expect(ratingOf(9, 2)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(32, 7)).toEqual({ average: 4.6, count: 7 });
    expect(ratingOf(13, 3)).toEqual({ average: 4.3, count: 3 });
    // 4.45 exactly: tenths counted as integers round to 4.5, where 4.45 * 10 in floats gives 44.49…
    expect(ratingOf(89, 20)).toEqual({ average: 4.5, count: 20 });
    expect(ratingOf(5, 1)).toEqual({ average: 5, count: 1 });
  });

  it('reads with one decimal on screen', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.6)).toBe('4.6');
    expect(ratingLabel(4.6, 7)).toBe('Rated 4.6 out of 5 from 7 reviews');
    expect(ratingLabel(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
  });
});

describe('a reviewer name', () => {
  it('is the first name and last initial, or Former buyer once the account is gone', () => {
    expect(reviewerName({ firstName: 'Jamie', lastName: 'lopez', deleted: false })).toBe('Jamie L.');
    expect(reviewerName({ firstName: 'Jamie', lastName: null, deleted: false })).toBe('Jamie');
    expect(reviewerName({ firstName: null, lastName: null, deleted: true })).toBe('Former buyer');
    expect(reviewerName({ firstName: 'Jamie', lastName: 'Lopez', deleted: true })).toBe('Former buyer');
  });
});

describe('the review input', () => {
  it('takes 1 to 5 whole stars and optional text up to 1,000 characters, blank as none', () => {
    expect(reviewInput.parse({ stars: 5, body: '   ' })).toEqual({ stars: 5, body: null });
    expect(reviewInput.parse({ stars: 1 })).toEqual({ stars: 1, body: null });
    expect(reviewInput.safeParse({ stars: 0 }).success).toBe(false);
    expect(reviewInput.safeParse({ stars: 2.5 }).success).toBe(false);
    expect(reviewInput.safeParse({ stars: 3, body: 'x'.repeat(1001) }).success).toBe(false);
    expect(reviewInput.safeParse({ stars: 3, extra: true }).success).toBe(false);
  });
});

/** Which of a seller's species a buyer may wait for (src/shared/species-waitlist.ts). */
import { describe, expect, it } from 'vitest';
import { speciesToWaitFor } from '../../src/shared/species-waitlist';

describe('speciesToWaitFor', () => {
  it('is what the seller listed before and has nothing on sale of, once each, in the post form order', () => {
    expect(
      speciesToWaitFor(['Oysters', 'Blue Crab', 'Striped Bass', 'Oysters', 'Clams'], ['Blue Crab', 'Clams']),
    ).toEqual(['Striped Bass', 'Oysters']);
  });

  it('is nothing when everything listed is on sale, or nothing was ever listed', () => {
    expect(speciesToWaitFor(['Blue Crab'], ['Blue Crab'])).toEqual([]);
    expect(speciesToWaitFor([], [])).toEqual([]);
  });

  it('puts a species the form does not know after the known ones, by name', () => {
    expect(speciesToWaitFor(['Yellow Perch', 'Eel', 'Scallops'], [])).toEqual([
      'Scallops',
      'Eel',
      'Yellow Perch',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  shellfishTagMessages,
  shellfishTagProblem,
  shellfishTagText,
} from '../../src/shared/shellfish-tag.schema';
import type { ShellfishTag } from '../../src/shared/traceability-kinds';

const TAG: ShellfishTag = {
  harvesterName: 'Ann Dobbins',
  licenceNumber: 'OH-1234',
  harvestedOn: '2026-11-27',
  areaCode: '137',
  quantity: 1,
  unit: 'bushel',
};
const liveOysters = { species: 'Oysters', category: 'oysters', prep: 'live', harvestAreaCode: '137' };
const TODAY = '2026-11-28';

describe('shellfish tag rule', () => {
  it('asks shellfish in the shell for a tag and nothing else for one', () => {
    expect(shellfishTagProblem(liveOysters, null, TODAY)).toBe(shellfishTagMessages.required);
    expect(
      shellfishTagProblem(
        { ...liveOysters, species: 'Clams', category: 'clams', prep: 'whole' },
        null,
        TODAY,
      ),
    ).toBe(shellfishTagMessages.required);
    expect(shellfishTagProblem(liveOysters, TAG, TODAY)).toBeNull();
    expect(shellfishTagProblem({ ...liveOysters, prep: 'shucked' }, null, TODAY)).toBeNull();
    expect(shellfishTagProblem({ ...liveOysters, prep: 'shucked' }, TAG, TODAY)).toBe(
      shellfishTagMessages.notShellfish,
    );
    const crabs = { species: 'Blue Crab', category: 'crabs', prep: 'live', harvestAreaCode: null };
    expect(shellfishTagProblem(crabs, null, TODAY)).toBeNull();
    expect(shellfishTagProblem(crabs, TAG, TODAY)).toBe(shellfishTagMessages.notShellfish);
  });

  it("holds the tag to the listing's area and to days already past on the Bay's clock", () => {
    expect(shellfishTagProblem(liveOysters, { ...TAG, areaCode: '039' }, TODAY)).toBe(
      shellfishTagMessages.otherArea,
    );
    expect(shellfishTagProblem(liveOysters, { ...TAG, harvestedOn: TODAY }, TODAY)).toBeNull();
    expect(shellfishTagProblem(liveOysters, { ...TAG, harvestedOn: '2026-11-29' }, TODAY)).toBe(
      shellfishTagMessages.futureHarvest,
    );
    // Across New Year the dates still compare as days.
    expect(shellfishTagProblem(liveOysters, { ...TAG, harvestedOn: '2026-12-31' }, '2027-01-01')).toBeNull();
  });

  it('reads as one line, with the tag number when there is one', () => {
    expect(shellfishTagText(TAG)).toBe(
      'Shellfish tag: Ann Dobbins, licence OH-1234; harvested 2026-11-27 in area 137; 1 bushel',
    );
    expect(shellfishTagText({ ...TAG, tagNumber: 'T-77', quantity: 100, unit: 'count' })).toBe(
      'Shellfish tag T-77: Ann Dobbins, licence OH-1234; harvested 2026-11-27 in area 137; 100 count',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { closureInForce, needsHarvestArea, seedHarvestAreas } from '../../src/shared/harvest-areas';

const at = (iso: string) => new Date(iso);

describe('the harvest area list', () => {
  it('has unique codes and names, every one a shellfish area', () => {
    const codes = seedHarvestAreas.map((area) => area.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(seedHarvestAreas.map((area) => area.name)).size).toBe(codes.length);
    expect(seedHarvestAreas.every((area) => area.kind === 'shellfish' && /^\d{3}$/.test(area.code))).toBe(
      true,
    );
  });

  it('is asked of oysters, clams and scallops only', () => {
    expect(needsHarvestArea({ species: 'Oysters', category: 'oysters' })).toBe(true);
    expect(needsHarvestArea({ species: 'Clams', category: 'clams' })).toBe(true);
    expect(needsHarvestArea({ species: 'Other', category: 'scallops' })).toBe(true);
    expect(needsHarvestArea({ species: 'Blue Crab', category: 'crabs' })).toBe(false);
    expect(needsHarvestArea({ species: 'Striped Bass', category: 'fish' })).toBe(false);
  });
});

describe('a closure in force', () => {
  const closure = {
    startsAt: at('2026-11-20T12:00:00Z'),
    endsAt: at('2026-11-22T12:00:00Z'),
    reopenedAt: null,
  };

  it('runs from its start up to, not including, its end', () => {
    expect(closureInForce(closure, at('2026-11-20T11:59:59Z'))).toBe(false);
    expect(closureInForce(closure, at('2026-11-20T12:00:00Z'))).toBe(true);
    expect(closureInForce(closure, at('2026-11-22T11:59:59Z'))).toBe(true);
    expect(closureInForce(closure, at('2026-11-22T12:00:00Z'))).toBe(false);
  });

  it('without an end runs until reopened', () => {
    const open = { ...closure, endsAt: null };
    expect(closureInForce(open, at('2027-06-01T00:00:00Z'))).toBe(true);
    const reopened = { ...open, reopenedAt: at('2026-11-21T08:00:00Z') };
    expect(closureInForce(reopened, at('2026-11-21T07:59:00Z'))).toBe(true);
    expect(closureInForce(reopened, at('2026-11-21T08:00:00Z'))).toBe(false);
  });
});

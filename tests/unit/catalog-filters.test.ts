import { describe, expect, it } from 'vitest';
import { normalizeSpeciesFilter } from '../../src/shared/catalog-filters';

describe('normalizeSpeciesFilter', () => {
  it('maps the landing search values onto the filter species', () => {
    expect(normalizeSpeciesFilter('crabs')).toBe('Blue Crab');
    expect(normalizeSpeciesFilter('fish')).toBe('Fish');
    expect(normalizeSpeciesFilter('oysters')).toBe('Oysters');
    expect(normalizeSpeciesFilter('clams')).toBe('Clams');
  });

  it('accepts the filter list in any case and spelling of spaces and dashes', () => {
    expect(normalizeSpeciesFilter('Blue Crab')).toBe('Blue Crab');
    expect(normalizeSpeciesFilter('soft-shell')).toBe('Soft Shell');
    expect(normalizeSpeciesFilter('SOFT SHELL')).toBe('Soft Shell');
    expect(normalizeSpeciesFilter('Scallops')).toBe('Scallops');
    expect(normalizeSpeciesFilter('Striped Bass')).toBe('Fish');
  });

  it("treats empty, 'all' and 'any' as no filter and unknown names as null", () => {
    for (const blank of ['', 'all', 'ANY', undefined, null])
      expect(normalizeSpeciesFilter(blank)).toBeUndefined();
    expect(normalizeSpeciesFilter('whale')).toBeNull();
  });
});

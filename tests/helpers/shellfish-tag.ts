import type { ShellfishTag } from '../../src/shared/traceability-kinds';

/**
 * A harvester tag for a test listing of oysters or clams in the shell: in the listing's own area and
 * dated long enough ago to be in the past on every test clock.
 */
export function shellfishTagIn(areaCode: string, overrides: Partial<ShellfishTag> = {}): ShellfishTag {
  return {
    harvesterName: 'Ann Dobbins',
    licenceNumber: 'OH-1234',
    harvestedOn: '2024-12-02',
    areaCode,
    quantity: 1,
    unit: 'bushel',
    ...overrides,
  };
}

/** axe-core over every public page signed out (axe-audit.ts). */
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../src/shared/page-meta';
import { audit, useAudits } from './axe-audit';

describe('accessibility (axe-core, WCAG 2.2 AA), signed out', () => {
  useAudits();

  // About twenty pages at two widths: a minute or two while another browser test runs beside it.
  it('holds on every public page and the not-found screen, signed out', { timeout: 240_000 }, async () => {
    const paths = [...Object.keys(publicPages), '/sign-in', '/no-such-page'];
    expect(await audit(null, [...new Set(paths)])).toEqual([]);
  });
});

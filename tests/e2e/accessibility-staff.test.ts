/** axe-core over the screens of sellers, admins and a buyer's alerts (axe-audit.ts). */
import { describe, expect, it } from 'vitest';
import { audit, type Screen, useAudits } from './axe-audit';

describe('accessibility (axe-core, WCAG 2.2 AA), sellers and admins', () => {
  useAudits();

  it("holds on a seller's dashboard, pickup check and account", async () => {
    expect(await audit('seller@baycatch.test', ['/dashboard', '/pickup-check', '/account'])).toEqual([]);
  });

  it('holds on the alerts screen with its form open, and the unsubscribe screen signed out', async () => {
    expect(await audit('buyer@baycatch.test', ['/alerts?new=1'])).toEqual([]);
    expect(await audit(null, ['/unsubscribe?token=not-a-token'])).toEqual([]);
  });

  it("holds on a pending seller's dashboard and the admin's screen", async () => {
    expect(await audit('pending@baycatch.test', ['/dashboard'])).toEqual([]);
    // The moderation tabs (docs/product/moderation.md) too.
    const adminTab = (tab: string): Screen => ({
      name: `/admin ${tab}`,
      open: async (page) => {
        await page.goto('/admin');
        await page.getByRole('tab', { name: tab }).click();
      },
      within: 'html',
    });
    expect(
      await audit('admin@baycatch.test', [
        '/admin',
        adminTab('Reports'),
        adminTab('Users'),
        adminTab('Activity'),
      ]),
    ).toEqual([]);
  });
});

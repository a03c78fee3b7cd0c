import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

/**
 * A phone, a tablet, the small laptops and landscape tablets of the bug report (1024-1174 px: the
 * bar overflowed), a common laptop, and a desktop (where the account name shows too).
 */
const WIDTHS = [320, 768, 1024, 1180, 1366, 1920];

/** Chakra's breakpoints, as top-nav.tsx uses them. */
const SM = 480;
const LG = 1024;
const XL = 1280;

/**
 * Nothing sticks out: no horizontal scroll, and every piece of the header ends inside the window.
 * Nothing is squeezed either: no control's content (a label, the brand) runs into another
 * control, and none wraps onto a second line.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    const shown = (element: Element) => element.getBoundingClientRect().width > 0;
    let headerRight = header.getBoundingClientRect().right;
    for (const element of header.querySelectorAll('*')) {
      if (shown(element)) headerRight = Math.max(headerRight, element.getBoundingClientRect().right);
    }
    // Each link or button with everything drawn inside it.
    const controls = [...header.querySelectorAll('a, button')]
      .filter((element) => shown(element) && !element.parentElement?.closest('header a, header button'))
      .map((element) => {
        const box = element.getBoundingClientRect();
        let { left, right, top, bottom } = box;
        // A control that clips its content (the account link hides a name with no room) draws only its box.
        const inside = getComputedStyle(element).overflow === 'hidden' ? [] : element.querySelectorAll('*');
        for (const inner of inside) {
          const innerBox = inner.getBoundingClientRect();
          if (innerBox.width === 0) continue;
          left = Math.min(left, innerBox.left);
          right = Math.max(right, innerBox.right);
          top = Math.min(top, innerBox.top);
          bottom = Math.max(bottom, innerBox.bottom);
        }
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
        return { name, left, right, top, bottom, height: box.height };
      });
    const overlaps: string[] = [];
    for (const [i, a] of controls.entries()) {
      for (const other of controls.slice(i + 1)) {
        const apart = a.right <= other.left + 0.5 || other.right <= a.left + 0.5;
        const stacked = a.bottom <= other.top + 0.5 || other.bottom <= a.top + 0.5;
        if (!apart && !stacked) overlaps.push(`${a.name} / ${other.name}`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      headerRight: Math.ceil(headerRight),
      innerWidth: window.innerWidth,
      overlaps,
      tall: controls.filter((control) => control.height > 44).map((control) => control.name),
    };
  });
}

/** Shown, and wholly inside the window (polled, so a drawer may finish sliding in). */
async function expectInViewport(page: Page, name: string, locator: ReturnType<Page['locator']>) {
  expect(await locator.isVisible(), `${name} is visible`).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  const edges = async () => {
    const box = await locator.boundingBox();
    return box ? { left: box.x >= 0, right: box.x + box.width <= width } : null;
  };
  await expect.poll(edges, { message: `${name} is inside the window` }).toEqual({ left: true, right: true });
}

describe('the top navigation at every width', () => {
  const b = useBrowser();

  /** Signs in (or not), opens the landing page once, then resizes through the widths. */
  async function checkWidths(email: string | null, roleLink: string | null) {
    const { page } = b;
    if (email) await signInAs(page, email);
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The signed-in bar has arrived (at the default 1280 px width).
    await header.getByRole('link', { name: email ? 'Sign Out' : 'Sign In' }).waitFor();
    if (roleLink) await nav.getByRole('link', { name: roleLink }).waitFor();

    const account = header.getByRole('link', { name: email ? 'Sign Out' : 'Sign In' });
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    const groupButton = nav.getByRole('button', { name: 'For Sellers' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const at = `${width} px`;

      const sizes = await measure(page);
      expect(sizes.scrollWidth, `no horizontal scroll at ${at}`).toBeLessThanOrEqual(sizes.innerWidth);
      expect(sizes.headerRight, `the header ends inside the window at ${at}`).toBeLessThanOrEqual(
        sizes.innerWidth,
      );
      expect(sizes.overlaps, `nothing in the bar runs into anything else at ${at}`).toEqual([]);
      expect(sizes.tall, `no label wraps at ${at}`).toEqual([]);

      if (email && width < SM) {
        expect(await account.isVisible(), `Sign Out is in the menu at ${at}`).toBe(false);
        await expectInViewport(page, `the menu button at ${at}`, menuButton);
      } else {
        await expectInViewport(page, `${email ? 'Sign Out' : 'Sign In'} at ${at}`, account);
      }

      // The bar keeps its items: what it has no room for is in the menu, and the menu button shows.
      // Below sm a signed-in visitor's Sign Out is in the menu; below xl (lg signed out) the groups are.
      const allInBar = width >= (email ? XL : LG);
      expect(await groupButton.isVisible(), `the groups are in the bar at ${at}`).toBe(allInBar);
      expect(await menuButton.isVisible(), `the menu button shows at ${at}`).toBe(!allInBar);
      if (roleLink) {
        expect(await nav.getByRole('link', { name: roleLink }).isVisible(), `${roleLink} at ${at}`).toBe(
          width >= LG,
        );
      }
      // Everyone has the cart (SPEC: top navigation); signed out it is a link to sign in.
      const cart = header.getByRole(email ? 'button' : 'link', { name: /Open cart/ });
      await expectInViewport(page, `the cart at ${at}`, cart);
    }

    // The narrowest menu holds what the bar has no room for.
    await page.setViewportSize({ width: 320, height: 800 });
    await menuButton.click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'FAQ' }).waitFor();
    if (roleLink) await menu.getByRole('link', { name: roleLink }).waitFor();
    const menuAccount = menu.getByRole('link', { name: email ? 'Sign Out' : 'Sign In' });
    await expectInViewport(page, 'the menu’s account link', menuAccount);
  }

  it('fits a signed-out visitor', async () => {
    await checkWidths(null, null);
  });

  it('fits a buyer', async () => {
    await checkWidths('buyer@baycatch.test', 'My Orders');
  });

  it('fits a seller, with Dashboard', async () => {
    await checkWidths('seller@baycatch.test', 'Dashboard');
  });

  it('fits an admin, with Admin', async () => {
    await checkWidths('admin@baycatch.test', 'Admin');
  });
});

import { describe, expect, it } from 'vitest';
import { routeTree } from '../../src/client/router';
import { appRoutePatterns, matchAppRoute, publicPages, sitemapPaths } from '../../src/shared/page-meta';

/** The client router's paths, with TanStack's `$param` written as `:param`. */
function clientPaths(): string[] {
  const children = (routeTree.children ?? []) as unknown as { options: { path: string } }[];
  return children.map((route) => `/${route.options.path.replace(/^\//, '')}`.replace(/\/\$(\w+)/g, '/:$1'));
}

describe('the server’s list of screens', () => {
  it('is exactly the client router’s routes, so no real page answers 404 and no typo answers 200', () => {
    // Adding a route to src/client/router.tsx? Add its path to appRoutePatterns in src/shared/page-meta.ts.
    expect([...appRoutePatterns].sort()).toEqual(clientPaths().sort());
  });

  it('matches paths to patterns one segment per parameter', () => {
    expect(matchAppRoute('/')).toBe('/');
    expect(matchAppRoute('/faq')).toBe('/faq');
    expect(matchAppRoute('/faq/')).toBe('/faq');
    expect(matchAppRoute('/catch/abc')).toBe('/catch/:id');
    expect(matchAppRoute('/catch/')).toBeNull();
    expect(matchAppRoute('/catch/a/b')).toBeNull();
    expect(matchAppRoute('/sellers/abc')).toBe('/sellers/:id');
    expect(matchAppRoute('/sellers')).toBeNull();
    expect(matchAppRoute('/orders')).toBe('/orders');
    expect(matchAppRoute('/nope')).toBeNull();
  });

  it('gives every public page a title and a description a search result can show', () => {
    for (const [path, meta] of Object.entries(publicPages)) {
      expect(meta.title.length, path).toBeGreaterThan(1);
      expect(meta.description.length, path).toBeGreaterThan(40);
      expect(meta.description.length, path).toBeLessThanOrEqual(230);
    }
    expect(sitemapPaths).toContain('/');
    expect(sitemapPaths).not.toContain('/sign-in');
  });
});

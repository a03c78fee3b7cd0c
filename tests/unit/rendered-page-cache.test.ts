import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRenderedPageCache, type DrawnPage } from '../../src/server/http/rendered-page-cache';

const page = (html: string, shareable = true): DrawnPage => ({ page: { html, status: 200 }, shareable });

describe('the signed-out page cache', () => {
  it('draws a page once for everyone asking at the same data version', async () => {
    const cache = createRenderedPageCache();
    let draws = 0;
    const draw = async () => page(`<p>drawn ${++draws}</p>`);
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('/', 'v1', draw)));
    answers.push(await cache.read('/', 'v1', draw));
    expect(draws).toBe(1);
    for (const answer of answers) expect(answer.page).toEqual({ html: '<p>drawn 1</p>', status: 200 });
  });

  it('draws again when the data changed or the page is ten seconds old', async () => {
    let clock = 0;
    const cache = createRenderedPageCache(() => clock);
    let draws = 0;
    const draw = async () => page(`<p>drawn ${++draws}</p>`);
    await cache.read('/', 'v1', draw);
    expect((await cache.read('/', 'v2', draw)).page).toEqual({ html: '<p>drawn 2</p>', status: 200 });
    clock = 9_999;
    await cache.read('/', 'v2', draw);
    expect(draws).toBe(2);
    clock = 10_000;
    await cache.read('/', 'v2', draw);
    expect(draws).toBe(3);
  });

  it('keeps a page that is not shareable from everyone but the visitor it was drawn for', async () => {
    const cache = createRenderedPageCache();
    let draws = 0;
    const draw = async () => page(`<p>drawn ${++draws}</p>`, draws > 2);
    const [first, second] = await Promise.all([cache.read('/', 'v1', draw), cache.read('/', 'v1', draw)]);
    expect(first.page).toEqual({ html: '<p>drawn 1</p>', status: 200 });
    expect(second.page).toEqual({ html: '<p>drawn 2</p>', status: 200 });
    await cache.read('/', 'v1', draw);
    expect((await cache.read('/', 'v1', draw)).page).toEqual({ html: '<p>drawn 3</p>', status: 200 });
  });

  it('lets visitors waiting on a render that throws draw their own', async () => {
    const cache = createRenderedPageCache();
    let draws = 0;
    const draw = async () => {
      draws += 1;
      if (draws === 1) throw new Error('the database is away');
      return page('<p>drawn</p>');
    };
    const [first, second] = await Promise.allSettled([
      cache.read('/', 'v1', draw),
      cache.read('/', 'v1', draw),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status === 'fulfilled' && second.value.page).toEqual({ html: '<p>drawn</p>', status: 200 });
  });

  it('keeps pages by their whole URL and evicts the least recently used', async () => {
    const cache = createRenderedPageCache();
    const drawn: string[] = [];
    const draw = (url: string) => async () => {
      drawn.push(url);
      return page(url);
    };
    for (let n = 0; n < 301; n++) await cache.read(`/marketplace?maxPrice=${n}`, 'v1', draw(`${n}`));
    await cache.read('/marketplace?maxPrice=300', 'v1', draw('again 300'));
    await cache.read('/marketplace?maxPrice=0', 'v1', draw('again 0'));
    expect(drawn.slice(-2)).toEqual(['300', 'again 0']);
  });

  it('compresses a page once and answers the same bytes after', async () => {
    const cache = createRenderedPageCache();
    const html = `<main>${'fresh crabs '.repeat(200)}</main>`;
    const answer = await cache.read('/', 'v1', async () => page(html));
    const gzip = answer.encoded('gzip');
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect((await cache.read('/', 'v1', async () => page('other'))).encoded('gzip')).toBe(gzip);
  });

  it('keeps a redirect', async () => {
    const cache = createRenderedPageCache();
    await cache.read('/sign-in?next=', 'v1', async () => ({
      page: { redirect: '/sign-in' },
      shareable: true,
    }));
    const again = await cache.read('/sign-in?next=', 'v1', async () => page('drawn'));
    expect(again.page).toEqual({ redirect: '/sign-in' });
  });
});

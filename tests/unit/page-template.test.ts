import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fillTemplate, templateOf, viewerPartsOf } from '../../src/client/lib/page-template';
import { answersAsDrawn, type PageTemplate } from '../../src/client/lib/viewer-parts-render';
import { createPageTemplateCache } from '../../src/server/http/page-template-cache';

const layout = '<div class="css-layout">';
const main = '<main id="main" tabindex="-1" class="css-main">';
const header = (name: string) => `<header class="css-h"><a href="/account">${name}</a></header>`;
const banner = (unconfirmed: boolean) =>
  `<div data-viewer-banner="">${unconfirmed ? '<div role="status">Confirm your e-mail</div>' : ''}</div>`;
/** The markup drawn with only the viewer parts: the layout keeps its header, <main> and banner. */
const partsMarkup = (name: string, unconfirmed = false) =>
  `${layout}${header(name)}${main}${banner(unconfirmed)}</main></div>`;
/** The whole page, as the layout draws it: skip link, header, <main> with banner and screen, footer. */
const pageMarkup = (name: string, unconfirmed = false) =>
  `${layout}<a href="#main">Skip to content</a>${header(name)}${main}${banner(unconfirmed)}<h1>Marketplace</h1><p>12 listings found</p></main><footer>BayCatch</footer></div>`;

describe('a page template with holes for the viewer parts', () => {
  it('cuts the parts out of the page they were drawn for and puts another visitor’s in', () => {
    const jordan = viewerPartsOf(partsMarkup('Jordan'))!;
    expect(jordan).toEqual({ header: header('Jordan'), mainTag: main, banner: banner(false) });
    const template = templateOf(pageMarkup('Jordan'), jordan)!;
    expect(template.before + template.after).not.toContain('Jordan');

    const kim = viewerPartsOf(partsMarkup('Kim', true))!;
    expect(fillTemplate(template, kim)).toBe(pageMarkup('Kim', true));
    expect(fillTemplate(template, jordan)).toBe(pageMarkup('Jordan'));
  });

  it('makes no template unless the parts stand in the page exactly where the layout puts them', () => {
    const jordan = viewerPartsOf(partsMarkup('Jordan'))!;
    // Drawn for someone else, another banner, or with the header not right before <main>.
    expect(templateOf(pageMarkup('Kim'), jordan)).toBeNull();
    expect(templateOf(pageMarkup('Jordan', true), jordan)).toBeNull();
    expect(
      templateOf(
        pageMarkup('Jordan').replace(`${header('Jordan')}${main}`, `${header('Jordan')}<p></p>${main}`),
        jordan,
      ),
    ).toBeNull();
    // <main> twice: where the parts go would be a guess.
    expect(templateOf(`${pageMarkup('Jordan')}${main}`, jordan)).toBeNull();
  });

  it('reads only markup of the parts’ own shape', () => {
    expect(viewerPartsOf(pageMarkup('Jordan'))).toBeNull();
    expect(viewerPartsOf(`${layout}${header('Jordan')}</div>`)).toBeNull();
    expect(viewerPartsOf(`<p>${header('Jordan')}${main}${banner(false)}</main></div>`)).toBeNull();
    expect(viewerPartsOf(`${layout}${header('Jordan')}${main}</main></div>`)).toBeNull();
  });

  it('fills no template with parts drawn around another <main>', () => {
    const template = templateOf(pageMarkup('Jordan'), viewerPartsOf(partsMarkup('Jordan'))!)!;
    const elsewhere = viewerPartsOf(partsMarkup('Kim').replace(main, '<main id="main" class="css-other">'))!;
    expect(fillTemplate(template, elsewhere)).toBeNull();
  });
});

const someTemplate = (label: string): PageTemplate => ({
  markup: { before: label, mainTag: main, after: '' },
  sharedReads: [],
  sharedAnswers: '[]',
  head: '',
  headIds: new Set(),
  state: () => '{}',
  complete: true,
});

describe('the kept templates of signed-in pages', () => {
  it('draws a template once for everyone arriving while it is drawn, and keeps it for its data version', async () => {
    const cache = createPageTemplateCache();
    let draws = 0;
    let release!: () => void;
    const drawn = cache.drawing('/marketplace', 'v1', async () => {
      draws += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 'first visitor’s page', template: someTemplate('t1') };
    });
    const waiting = cache.read('/marketplace', 'v1');
    release();
    expect(await drawn).toBe('first visitor’s page');
    expect((await waiting)?.template.markup.before).toBe('t1');
    expect((await waiting)?.current).toBe(true);
    expect(draws).toBe(1);
    expect(await cache.read('/marketplace?page=2', 'v1')).toBeNull();
  });

  it('offers a template kept at another data version for a recheck, and keeps it current once confirmed', async () => {
    const cache = createPageTemplateCache();
    const t1 = someTemplate('t1');
    await cache.drawing('/marketplace', 'v1', async () => ({ value: null, template: t1 }));
    expect(await cache.read('/marketplace', 'v2')).toEqual({ template: t1, current: false });
    cache.confirm('/marketplace', t1, 'v2');
    expect(await cache.read('/marketplace', 'v2')).toEqual({ template: t1, current: true });
    // A template drawn meanwhile is not confirmed by a check of the one before it.
    const t2 = someTemplate('t2');
    await cache.drawing('/marketplace', 'v3', async () => ({ value: null, template: t2 }));
    cache.confirm('/marketplace', t1, 'v4');
    expect(await cache.read('/marketplace', 'v4')).toEqual({ template: t2, current: false });
  });

  it('forgets a template after ten seconds, and keeps none when the page gave none', async () => {
    let clock = 0;
    const cache = createPageTemplateCache(() => clock);
    await cache.drawing('/marketplace', 'v1', async () => ({ value: null, template: someTemplate('t1') }));
    clock = 9_999;
    expect(await cache.read('/marketplace', 'v1')).not.toBeNull();
    clock = 10_000;
    expect(await cache.read('/marketplace', 'v1')).toBeNull();
    await cache.drawing('/marketplace', 'v1', async () => ({ value: null, template: null }));
    expect(await cache.read('/marketplace', 'v1')).toBeNull();
  });

  it('keeps at most a hundred templates, the least recently used leaving first', async () => {
    const cache = createPageTemplateCache();
    for (let page = 1; page <= 101; page++)
      await cache.drawing(`/marketplace?page=${page}`, 'v1', async () => ({
        value: null,
        template: someTemplate(`${page}`),
      }));
    expect(await cache.read('/marketplace?page=1', 'v1')).toBeNull();
    expect((await cache.read('/marketplace?page=2', 'v1'))?.template.markup.before).toBe('2');
    expect((await cache.read('/marketplace?page=101', 'v1'))?.template.markup.before).toBe('101');
  });

  it('lets a failed render fail its own visitor only', async () => {
    const cache = createPageTemplateCache();
    const failing = cache.drawing('/marketplace', 'v1', async () => {
      throw new Error('render failed');
    });
    const waiting = cache.read('/marketplace', 'v1');
    await expect(failing).rejects.toThrow('render failed');
    expect(await waiting).toBeNull();
  });
});

describe('rechecking a template’s shared reads', () => {
  const listKey = [['catalog', 'list'], { input: { sort: 'newest', limit: 6, offset: 0 }, type: 'query' }];
  const drawnFrom = (answer: unknown): PageTemplate => ({
    ...someTemplate('t'),
    sharedReads: [listKey],
    sharedAnswers: JSON.stringify([answer]),
  });
  const client = (answer: () => Promise<unknown>) => {
    const asked: string[] = [];
    return {
      asked,
      query: (path: string, input?: unknown) => {
        asked.push(`${path} ${JSON.stringify(input)}`);
        return answer();
      },
    };
  };

  it('asks the same reads again and says whether they answer what the page was drawn from', async () => {
    const page = { items: [{ id: 'a', qtyAvailable: 4 }], total: 1 };
    const same = client(async () => structuredClone(page));
    expect(await answersAsDrawn(drawnFrom(page), { queryClient: new QueryClient(), client: same })).toBe(
      true,
    );
    expect(same.asked).toEqual(['catalog.list {"sort":"newest","limit":6,"offset":0}']);

    const sold = client(async () => ({ items: [{ id: 'a', qtyAvailable: 3 }], total: 1 }));
    expect(await answersAsDrawn(drawnFrom(page), { queryClient: new QueryClient(), client: sold })).toBe(
      false,
    );
  });

  it('says no when a read fails', async () => {
    const failing = client(() => Promise.reject(new Error('database away')));
    expect(
      await answersAsDrawn(drawnFrom({ items: [] }), { queryClient: new QueryClient(), client: failing }),
    ).toBe(false);
  });
});

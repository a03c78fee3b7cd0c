/**
 * A page drawn once for every signed-in person, with holes where the viewer parts go
 * (../components/layout/viewer-parts.ts, decision 036). Drawn with only its viewer parts, a page's
 * markup is the layout's opening tag, the header, the opening tag of <main>, the banner in its own
 * element and the closing tags; the whole page holds the same header right before the same <main>
 * tag, and the same banner element right after it. The template is the whole page with those two
 * cut out, and a visitor's page is the template with that visitor's parts put back.
 */

export interface ViewerPartsMarkup {
  header: string;
  /** `<main ...>`: where the header ends and the banner begins, in the parts and the page alike. */
  mainTag: string;
  /** The banner's element, whole: `<div data-viewer-banner="">...</div>`. */
  banner: string;
}

export interface MarkupTemplate {
  before: string;
  mainTag: string;
  after: string;
}

const BANNER_OPENING = '<div data-viewer-banner="">';
const PARTS_END = '</main></div>';

/** The parts of markup drawn with only the viewer parts, or null if it is not that shape. */
export function viewerPartsOf(markup: string): ViewerPartsMarkup | null {
  const opening = /^<div [^>]*>/.exec(markup)?.[0];
  const mainAt = markup.indexOf('<main ');
  if (!opening || mainAt < 0 || !markup.endsWith(PARTS_END)) return null;
  const mainEnd = markup.indexOf('>', mainAt) + 1;
  if (mainEnd === 0 || !markup.startsWith(BANNER_OPENING, mainEnd)) return null;
  return {
    header: markup.slice(opening.length, mainAt),
    mainTag: markup.slice(mainAt, mainEnd),
    banner: markup.slice(mainEnd, markup.length - PARTS_END.length),
  };
}

/**
 * The page's markup with the parts it was drawn with cut out, or null unless they stand exactly
 * once, header right before `<main>` and the banner's element, whole, right after it: then nothing
 * else of the page can have been cut, and nothing of the parts left in.
 */
export function templateOf(page: string, parts: ViewerPartsMarkup): MarkupTemplate | null {
  const mainAt = page.indexOf(parts.mainTag);
  if (mainAt < 0 || page.indexOf(parts.mainTag, mainAt + 1) >= 0) return null;
  const headerAt = mainAt - parts.header.length;
  const bannerAt = mainAt + parts.mainTag.length;
  if (headerAt < 0 || page.slice(headerAt, mainAt) !== parts.header) return null;
  if (!page.startsWith(parts.banner, bannerAt)) return null;
  return {
    before: page.slice(0, headerAt),
    mainTag: parts.mainTag,
    after: page.slice(bannerAt + parts.banner.length),
  };
}

/** A visitor's page: the template with their parts, or null if their parts fit another layout. */
export function fillTemplate(template: MarkupTemplate, parts: ViewerPartsMarkup): string | null {
  if (parts.mainTag !== template.mainTag) return null;
  return template.before + parts.header + parts.mainTag + parts.banner + template.after;
}

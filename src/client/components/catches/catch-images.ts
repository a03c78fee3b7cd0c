/** Illustrations shown when a listing or seller has no photo of their own (docs/product/catalog.md). */
export const FALLBACK_CATCH_PHOTO = '/images/catches/mixed-catch.svg';
export const FALLBACK_SELLER_AVATAR = '/images/sellers/default-hero.svg';

/** Swaps a broken image for the fallback once, so a dead link never leaves an empty frame. */
export function fallBackTo(fallback: string) {
  return (event: { currentTarget: HTMLImageElement }) => {
    const image = event.currentTarget;
    if (!image.src.endsWith(fallback)) image.src = fallback;
  };
}

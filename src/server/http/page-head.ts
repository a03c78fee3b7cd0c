/**
 * The status and <head> of the HTML shell for one path. The shell is the same for every screen,
 * so without this every URL would answer 200 with the site-wide title: crawlers and link
 * previews (which run no script) would see neither the page's own title nor a catch's photo and
 * price, and a mistyped URL would look like a real page.
 */
import type { Context } from 'hono';
import type { CatchDto } from '../../shared/catch.schema';
import { storefrontMessages } from '../../shared/messages/storefront';
import { formatUnitPrice } from '../../shared/money';
import {
  matchAppRoute,
  type PageMeta,
  type PublicPagePath,
  publicPages,
  SHARE_IMAGE,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '../../shared/page-meta';
import { pickupLocationAt } from '../../shared/pickup-locations';
import type { PublicSellerDto } from '../../shared/seller.schema';
import { findAppError } from '../lib/app-error';
import { viewerOf } from '../lib/order-viewer';
import type { RequestEnv } from './request-env';
import { publicOrigin } from './request-info';

export interface PageHead {
  status: 200 | 404;
  html: string;
}

const NOT_FOUND_META: PageMeta = { title: 'Page not found', description: SITE_DESCRIPTION };

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** JSON inside <script> must not be able to close the element. */
function jsonLd(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

/** The public origin, for the absolute URLs canonical links and previews need. */
function basicTags(meta: PageMeta, canonical: string | null): string[] {
  const title = `${meta.title} · ${SITE_NAME}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  return tags;
}

/** A preview picture: its absolute URL, and its size and type when known (the brand picture's). */
interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/**
 * The picture a link preview shows: the page's own photo when it is a raster one (an upload),
 * else the brand picture, since social sites show no SVG (the demo's illustrations are SVG).
 */
function previewImage(photo: string | null | undefined, origin: string): PreviewImage {
  const url = photo ? new URL(photo, `${origin}/`) : null;
  if (url && !url.pathname.toLowerCase().endsWith('.svg')) return { url: url.href };
  return {
    url: new URL(SHARE_IMAGE.path, `${origin}/`).href,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    type: SHARE_IMAGE.type,
  };
}

function previewTags(preview: {
  type: string;
  title: string;
  description: string;
  url: string;
  image: PreviewImage;
}): string[] {
  const { image } = preview;
  const og: [string, string | undefined][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', preview.type],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', preview.url],
    ['og:image', image.url],
    ['og:image:type', image.type],
    ['og:image:width', image.width?.toString()],
    ['og:image:height', image.height?.toString()],
    ['og:image:alt', preview.title],
  ];
  const twitter: [string, string | undefined][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ['twitter:image', image.url],
  ];
  return [
    ...og.filter(([, v]) => v).map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v ?? '')}" />`),
    ...twitter.filter(([, v]) => v).map(([k, v]) => `<meta name="${k}" content="${escapeHtml(v ?? '')}" />`),
  ];
}

function catchHead(listing: CatchDto, origin: string): string[] {
  const url = `${origin}/catch/${listing.id}`;
  const price = formatUnitPrice(listing);
  const seller = listing.crabber.displayName;
  const description =
    `${price} from ${seller}${listing.crabber.pickupLocationAddress ? `, picked up at ${listing.crabber.pickupLocationAddress}` : ''}. ${listing.description ?? ''}`.trim();
  const photo = listing.photos[0];
  const image = photo ? new URL(photo, `${origin}/`).href : undefined;
  return [
    ...basicTags({ title: listing.title, description }, url),
    ...previewTags({
      type: 'product',
      title: `${listing.title} · ${price}`,
      description,
      url,
      image: previewImage(photo, origin),
    }),
    `<meta property="product:price:amount" content="${escapeHtml(listing.unitPrice)}" />`,
    '<meta property="product:price:currency" content="USD" />',
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description: listing.description ?? undefined,
      image: image ? [image] : undefined,
      url,
      brand: { '@type': 'Organization', name: seller },
      offers: {
        '@type': 'Offer',
        price: listing.unitPrice,
        priceCurrency: 'USD',
        availability:
          listing.qtyAvailable > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        priceValidUntil: listing.expiresAt.slice(0, 10),
        url,
        seller: { '@type': 'Organization', name: seller },
      },
    }),
  ];
}

/**
 * A storefront's preview. It says only what any signed-out visitor already sees of a seller on a
 * catch card or a catch's preview (name, bio, type, hero photo, pickup address and where that is),
 * never the weekly hours, specialties or anything else the storefront keeps for signed-in buyers.
 */
function sellerHead(seller: PublicSellerDto, origin: string): string[] {
  const url = `${origin}/sellers/${seller.id}`;
  const address = seller.pickupLocationAddress;
  const place = pickupLocationAt(address)?.name ?? address;
  const description = seller.bio?.trim() || storefrontMessages.previewDescription(seller.sellerType, place);
  const image = seller.heroPhotoUrl ? new URL(seller.heroPhotoUrl, `${origin}/`).href : undefined;
  const located = seller.pickupLocationLat !== null && seller.pickupLocationLng !== null;
  return [
    ...basicTags({ title: seller.displayName, description }, url),
    ...previewTags({
      type: 'profile',
      title: seller.displayName,
      description,
      url,
      image: previewImage(seller.heroPhotoUrl, origin),
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: seller.displayName,
      description,
      image: image ? [image] : undefined,
      url,
      address: address ?? undefined,
      geo: located
        ? {
            '@type': 'GeoCoordinates',
            latitude: seller.pickupLocationLat,
            longitude: seller.pickupLocationLng,
          }
        : undefined,
    }),
  ];
}

/** An approved seller's public profile, or null: applicants, rejected and deleted sellers have no storefront. */
async function readSeller(c: Context<RequestEnv>, id: string): Promise<PublicSellerDto | null> {
  try {
    return await c.get('services').sellers.getPublic(id);
  } catch (error) {
    if (findAppError(error)?.status !== 404) throw error;
    return null;
  }
}

/**
 * Reads a listing as a signed-out visitor may see it (the landing shows the same cards), so a
 * preview never reveals what sign-in guards. Listings only their seller or an admin can open
 * still answer 200 to them: the screen is theirs to see.
 */
async function readCatch(
  c: Context<RequestEnv>,
  id: string,
): Promise<{ listing: CatchDto | null; visible: boolean }> {
  const { catalog } = c.get('services');
  try {
    return { listing: await catalog.getCatch(id, null), visible: true };
  } catch (error) {
    if (findAppError(error)?.status !== 404) throw error;
  }
  try {
    await catalog.getCatch(id, c.get('user'));
    return { listing: null, visible: true };
  } catch (error) {
    if (findAppError(error)?.status !== 404) throw error;
    return { listing: null, visible: false };
  }
}

async function orderVisible(c: Context<RequestEnv>, id: string): Promise<boolean> {
  const user = c.get('user');
  // A signed-out visitor is sent to sign in by the screen; the order may well be theirs.
  if (!user) return true;
  try {
    const viewer = viewerOf(user);
    await c.get('services').orders.getOrder(viewer, id);
    return true;
  } catch (error) {
    if (findAppError(error)?.status !== 404) throw error;
    return false;
  }
}

export async function describePage(c: Context<RequestEnv>): Promise<PageHead> {
  // The shell's own file name is the landing page by another name.
  const path = c.req.path === '/index.html' ? '/' : c.req.path;
  const origin = publicOrigin(c.get('config'));
  const pattern = matchAppRoute(path);
  const notFound = (): PageHead => ({ status: 404, html: basicTags(NOT_FOUND_META, null).join('') });
  if (!pattern) return notFound();

  if (pattern in publicPages) {
    const meta = publicPages[pattern as PublicPagePath];
    const url = `${origin}${pattern === '/' ? '/' : pattern}`;
    const tags = [
      ...basicTags(meta, url),
      ...previewTags({
        type: 'website',
        title: meta.title,
        description: meta.description,
        url,
        image: previewImage(null, origin),
      }),
    ];
    return { status: 200, html: tags.join('') };
  }

  const id = path.split('/')[2] ?? '';
  if (pattern === '/catch/:id') {
    const { listing, visible } = await readCatch(c, id);
    if (!visible) return notFound();
    if (listing) return { status: 200, html: catchHead(listing, origin).join('') };
  }
  if (pattern === '/sellers/:id') {
    const seller = await readSeller(c, id);
    return seller ? { status: 200, html: sellerHead(seller, origin).join('') } : notFound();
  }
  // An order and its receipt are 404 to anyone the order is not shown to, as its calls are.
  if ((pattern === '/orders/:id' || pattern === '/orders/:id/receipt') && !(await orderVisible(c, id)))
    return notFound();
  return { status: 200, html: basicTags({ title: SITE_NAME, description: SITE_DESCRIPTION }, null).join('') };
}

/** The shell with its own title and description swapped for the page's. */
export function withHead(shell: string, head: string): string {
  const stripped = shell
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  return stripped.replace(/<\/head>/i, () => `${head}</head>`);
}

import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/tables';
import { createSeller } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { placeOrder, sellerWithCatch, signedInBuyer } from './order-helpers';

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

const SHARE_PNG = 'https://baycatch.example/images/brand/share-preview.png';

describe('the HTML shell of each page', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ publicUrl: 'https://baycatch.example' });
  });

  it('carries a guide page’s own title, description, canonical link and preview', async () => {
    const res = await t.app.request('/faq');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>FAQ · BayCatch</title>');
    expect(html).not.toContain('BayCatch test shell');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Answers for BayCatch customers and sellers/);
    expect(html).toContain('<link rel="canonical" href="https://baycatch.example/faq" />');
    expect(metaContent(html, 'property', 'og:title')).toBe('FAQ');
    expect(metaContent(html, 'property', 'og:url')).toBe('https://baycatch.example/faq');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('gives the landing page a raster preview picture of 1200×630', async () => {
    const html = await (await t.app.request('/')).text();
    expect(metaContent(html, 'property', 'og:image')).toBe(SHARE_PNG);
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(SHARE_PNG);
    // The picture itself is a PNG of that size, from the built client's public folder.
    const png = readFileSync('src/client/public/images/brand/share-preview.png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('points a catch without a photo, and one with an uploaded photo, at raster pictures', async () => {
    const bare = await sellerWithCatch(t, { title: 'Plain Perch', photos: [] });
    const bareHtml = await (await t.app.request(`/catch/${bare.listing.id}`)).text();
    expect(metaContent(bareHtml, 'property', 'og:image')).toBe(SHARE_PNG);
    const shot = await sellerWithCatch(t, { title: 'Photo Perch', photos: ['/uploads/perch.jpg'] });
    const shotHtml = await (await t.app.request(`/catch/${shot.listing.id}`)).text();
    expect(metaContent(shotHtml, 'property', 'og:image')).toBe('https://baycatch.example/uploads/perch.jpg');
    expect(metaContent(shotHtml, 'property', 'og:image:width')).toBeUndefined();
  });

  it('answers unknown paths with 404 and the not-found title, still drawing the app', async () => {
    for (const path of ['/no-such-page', '/catches/123', '/faq/extra', '/orders/a/b']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<title>Page not found · BayCatch</title>');
      expect(html, path).toContain('<div id="root">');
    }
  });

  it('gives a catch page a product preview, with photo, price and seller, to visitors who are signed out', async () => {
    const { listing, profile } = await sellerWithCatch(t, {
      title: 'Jumbo Blue Crabs',
      photos: ['/images/catches/blue-crab-live.svg'],
      description: 'Caught this morning off Deale.',
    });
    const res = await t.app.request(`/catch/${listing.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Jumbo Blue Crabs · BayCatch</title>');
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:title')).toBe('Jumbo Blue Crabs · $85.00/dozen');
    // Social sites show no SVG: an illustration gives way to the brand's raster picture.
    expect(metaContent(html, 'property', 'og:image')).toBe(SHARE_PNG);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(SHARE_PNG);
    expect(metaContent(html, 'property', 'og:description')).toContain(profile.displayName);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(ld ?? '{}');
    expect(product['@type']).toBe('Product');
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '85.00', priceCurrency: 'USD' });
  });

  it('never puts markup from a listing into the head', async () => {
    const { listing } = await sellerWithCatch(t, { title: '</title><script>alert(1)</script>' });
    const html = await (await t.app.request(`/catch/${listing.id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('answers a missing catch with 404, and shows an ended one only to its seller', async () => {
    expect((await t.app.request('/catch/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.app.request('/catch/not-an-id')).status).toBe(404);
    const { listing, client } = await sellerWithCatch(t, { isActive: false });
    expect((await t.app.request(`/catch/${listing.id}`)).status).toBe(404);
    const own = await client.get(`/catch/${listing.id}`);
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain('og:title');
  });

  it('gives a storefront a LocalBusiness preview with name, bio, hero photo and pickup place, signed out', async () => {
    const { profile } = await createSeller(t.db, {
      displayName: 'Dobbins Crab Co.',
      bio: 'Third-generation waterman working trotlines out of Deale since 1994.',
      heroPhotoUrl: '/images/sellers/default-hero.svg',
    });
    const res = await t.app.request(`/sellers/${profile.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const url = `https://baycatch.example/sellers/${profile.id}`;
    expect(html).toContain('<title>Dobbins Crab Co. · BayCatch</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'name', 'description')).toBe(
      'Third-generation waterman working trotlines out of Deale since 1994.',
    );
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
    expect(metaContent(html, 'property', 'og:title')).toBe('Dobbins Crab Co.');
    expect(metaContent(html, 'property', 'og:description')).toMatch(/^Third-generation waterman/);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:image')).toBe(SHARE_PNG);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe('Dobbins Crab Co.');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Dobbins Crab Co.',
      description: 'Third-generation waterman working trotlines out of Deale since 1994.',
      image: ['https://baycatch.example/images/sellers/default-hero.svg'],
      url,
      address: '6003 Drum Point Road, Deale, MD 20751',
      geo: { '@type': 'GeoCoordinates', latitude: 38.77748, longitude: -76.55313 },
    });
  });

  it('describes a storefront without a bio by its seller type and pickup place, and leaves out what it lacks', async () => {
    const { profile } = await createSeller(t.db, {
      sellerType: 'recreational_crabber',
      bio: null,
      heroPhotoUrl: null,
      pickupLocationAddress: '12 Creek Lane, Shady Side, MD 20764',
      pickupLocationLat: null,
      pickupLocationLng: null,
    });
    const html = await (await t.app.request(`/sellers/${profile.id}`)).text();
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Recreational Crabber selling fresh Chesapeake Bay seafood on BayCatch, picked up at 12 Creek Lane, Shady Side, MD 20764.',
    );
    expect(metaContent(html, 'property', 'og:image')).toBe(SHARE_PNG);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const business = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(business).not.toHaveProperty('geo');
    expect(business).not.toHaveProperty('image');

    // At one of the six docks, the preview names the dock.
    const { profile: atDock } = await createSeller(t.db, { bio: null });
    const dockHtml = await (await t.app.request(`/sellers/${atDock.id}`)).text();
    expect(metaContent(dockHtml, 'property', 'og:description')).toBe(
      'Commercial Fisher selling fresh Chesapeake Bay seafood on BayCatch, picked up at Deale Harbor.',
    );
  });

  it('puts nothing into a storefront page that a signed-out visitor may not see', async () => {
    const { profile, user } = await createSeller(t.db, {
      displayName: 'Dobbins Crab Co.',
      licenseImageUrl: '/api/uploads/licenses/secret-licence.png',
      pickupInstructions: 'Gate code 4417, white deadrise at the end of the bulkhead',
      specialties: ['Secret Soft Shells'],
      // Long enough that a random id or a build hash in the page never holds it by chance (321 did).
      weeklyQuantityLimit: 9_876_543,
      stripeAccountId: 'acct_private_123',
      availability: { Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' } },
    });
    // Signed in as a buyer or signed out, the served HTML carries the same public preview only.
    const { client: buyer } = await signedInBuyer(t);
    for (const res of [
      await t.app.request(`/sellers/${profile.id}`),
      await buyer.get(`/sellers/${profile.id}`),
    ]) {
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const secret of [
        'secret-licence',
        'Gate code 4417',
        'Secret Soft Shells',
        '9876543',
        '9,876,543',
        'acct_private_123',
        user.email,
        user.id,
        'Saturday',
        '07:00',
      ]) {
        expect(html, secret).not.toContain(secret);
      }
    }
  });

  it('answers 404 for an unknown seller, an applicant, a rejected seller and a deleted account', async () => {
    const pending = await createSeller(t.db, { verificationStatus: 'pending', displayName: 'Pending Pots' });
    const rejected = await createSeller(t.db, {
      verificationStatus: 'rejected',
      displayName: 'Rejected Rakes',
    });
    const deleted = await createSeller(t.db, { displayName: 'Gone Fishing' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      pending.profile.id,
      rejected.profile.id,
      deleted.profile.id,
    ]) {
      const res = await t.app.request(`/sellers/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html, id).toContain('<title>Page not found · BayCatch</title>');
      expect(html, id).toContain('<div id="root">');
      expect(html, id).not.toMatch(/Pending Pots|Rejected Rakes|Gone Fishing|og:title/);
    }
    expect((await t.app.request('/sellers')).status).toBe(404);
    expect((await t.app.request('/sellers/a/b')).status).toBe(404);
  });

  it('answers an order page with 404 for a signed-in stranger, 200 for its buyer and seller', async () => {
    const { listing, client: seller } = await sellerWithCatch(t);
    const { client: buyer } = await signedInBuyer(t);
    const { client: stranger } = await signedInBuyer(t);
    const placed = await placeOrder(buyer, listing.id, 1);
    const orderId = placed.orders[0]?.id;
    expect((await buyer.get(`/orders/${orderId}`)).status).toBe(200);
    expect((await seller.get(`/orders/${orderId}`)).status).toBe(200);
    expect((await stranger.get(`/orders/${orderId}`)).status).toBe(404);
    // Signed out, the screen asks for sign-in; the order may well be the visitor's.
    expect((await t.app.request(`/orders/${orderId}`)).status).toBe(200);
  });

  it('publishes robots.txt and a sitemap of the public pages', async () => {
    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://baycatch.example/sitemap.xml');

    const sitemap = await t.app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://baycatch.example/</loc>');
    expect(xml).toContain('<loc>https://baycatch.example/faq</loc>');
    expect(xml).toContain('<loc>https://baycatch.example/seller-register</loc>');
    expect(xml).not.toContain('/marketplace');
    expect(xml).not.toContain('/sign-in');
  });
});

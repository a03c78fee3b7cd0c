import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from '../../src/server/integrations/geocoding/nominatim-geocoder';
import { createOfflineGazetteer } from '../../src/server/integrations/geocoding/offline-gazetteer';
import type { PlaceDto } from '../../src/shared/catch.schema';
import { createClient, createTestApp } from '../helpers/test-app';

describe('GET /api/places', () => {
  it('suggests US places with coordinates, docks first', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).get('/api/places?q=annap');
    expect(res.status).toBe(200);
    const places = (await res.json()) as PlaceDto[];
    expect(places[0]).toEqual({
      formattedAddress: 'Annapolis City Dock, 1 Dock Street, Annapolis, MD 21401',
      lat: 38.97766,
      lng: -76.48564,
    });
    // The Maryland town before its namesakes elsewhere.
    expect(places[1]?.formattedAddress).toBe('Annapolis, MD');
    expect(places[1]?.lat).toBeCloseTo(38.98, 1);
    expect(places.length).toBeLessThanOrEqual(6);
  });

  it('finds ZIP codes and spelled-out abbreviations', async () => {
    const { app } = await createTestApp();
    const client = createClient(app);
    const byZip = (await (await client.get('/api/places?q=21663')).json()) as PlaceDto[];
    expect(byZip[0]?.formattedAddress).toBe('Saint Michaels, MD 21663');
    const bySaint = (await (await client.get('/api/places?q=st.%20michaels')).json()) as PlaceDto[];
    expect(bySaint.map((place) => place.formattedAddress)).toContain('Saint Michaels, MD');
  });

  it('puts Maryland, Virginia and Delaware before places of the same name elsewhere', async () => {
    const gazetteer = createOfflineGazetteer();
    const places = await gazetteer.suggest('annapolis');
    const states = places.map((place) => /, ([A-Z]{2})\b/.exec(place.formattedAddress)?.[1]);
    const firstElsewhere = states.findIndex((state) => !['MD', 'VA', 'DE', 'DC'].includes(state!));
    expect(states[0]).toBe('MD');
    if (firstElsewhere >= 0)
      expect(states.slice(firstElsewhere).every((state) => !['MD', 'VA', 'DE', 'DC'].includes(state!))).toBe(
        true,
      );
    const salisbury = await gazetteer.suggest('salisbury');
    expect(salisbury[0]?.formattedAddress).toBe('Salisbury, MD');
    const zips = await gazetteer.suggest('210');
    expect(zips.every((place) => / (MD|VA|DE|DC) \d{5}$/.test(place.formattedAddress))).toBe(true);
  });

  it('answers an empty list for short or unknown text and 400 for an overlong query', async () => {
    const client = createClient((await createTestApp()).app);
    expect(await (await client.get('/api/places?q=a')).json()).toEqual([]);
    expect(await (await client.get('/api/places')).json()).toEqual([]);
    expect(await (await client.get('/api/places?q=qqqqzzzz')).json()).toEqual([]);
    const res = await client.get(`/api/places?q=${'x'.repeat(121)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/at most 120/);
  });
});

describe('geocodeAddress (offline gazetteer)', () => {
  const gazetteer = createOfflineGazetteer();

  it('places the six docks exactly', async () => {
    expect(await gazetteer.geocodeAddress('401 Light Street, Baltimore, MD 21202')).toMatchObject({
      lat: 39.28478,
      lng: -76.61277,
    });
  });

  it('falls back to the ZIP centre and keeps the address as written', async () => {
    const place = await gazetteer.geocodeAddress('12 Bayside Lane, Deale, MD 20751');
    expect(place?.formattedAddress).toBe('12 Bayside Lane, Deale, MD 20751');
    expect(place?.lat).toBeCloseTo(38.78, 1);
    expect(place?.lng).toBeCloseTo(-76.55, 1);
  });

  it('uses the town and state without a ZIP, and the town alone', async () => {
    const street = await gazetteer.geocodeAddress('5 Main Street, Rock Hall, MD');
    expect(street).toMatchObject({ formattedAddress: '5 Main Street, Rock Hall, MD' });
    expect(street?.lat).toBeCloseTo(39.13, 1);
    expect((await gazetteer.geocodeAddress('Baltimore'))?.formattedAddress).toBe('Baltimore, MD');
  });

  it('is null for text that names no place', async () => {
    expect(await gazetteer.geocodeAddress('   ')).toBeNull();
    expect(await gazetteer.geocodeAddress('the third moon of Jupiter')).toBeNull();
  });
});

describe('a remote Nominatim-compatible geocoder', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function fakeNominatim(handler: (url: URL) => { status: number; body: unknown }) {
    const requests: URL[] = [];
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(url);
      const answer = handler(url);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
  }

  const silent = { debug() {}, info() {}, warn() {}, error() {} };

  it('asks /search for US results and reads display_name, lat and lon', async () => {
    const { baseUrl, requests } = await fakeNominatim(() => ({
      status: 200,
      body: [
        {
          display_name: 'Chestertown, Kent County, Maryland, United States',
          lat: '39.2090',
          lon: '-76.0666',
        },
      ],
    }));
    const geocoder = createNominatimGeocoder({
      baseUrl,
      userAgent: 'BayCatch-test',
      fallback: createOfflineGazetteer(),
      logger: silent,
    });
    expect(await geocoder.suggest('Chestertown')).toEqual([
      { formattedAddress: 'Chestertown, Kent County, Maryland, United States', lat: 39.209, lng: -76.0666 },
    ]);
    // Cached: asking again does not call the service.
    await geocoder.suggest('Chestertown');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/search');
    expect(requests[0]?.searchParams.get('countrycodes')).toBe('us');
    expect(requests[0]?.searchParams.get('format')).toBe('jsonv2');
    expect(requests[0]?.searchParams.get('viewbox')).toBe('-83.7,39.73,-75.04,36.54');
  });

  it("orders the service's answer with the Bay states first", async () => {
    const { baseUrl } = await fakeNominatim(() => ({
      status: 200,
      body: [
        { display_name: 'Annapolis, Iron County, Missouri, United States', lat: '37.36', lon: '-90.70' },
        {
          display_name: 'Annapolis, Anne Arundel County, Maryland, United States',
          lat: '38.97',
          lon: '-76.49',
        },
      ],
    }));
    const geocoder = createNominatimGeocoder({
      baseUrl,
      userAgent: 'BayCatch-test',
      fallback: createOfflineGazetteer(),
      logger: silent,
    });
    expect((await geocoder.suggest('Annapolis')).map((place) => place.formattedAddress)).toEqual([
      'Annapolis, Anne Arundel County, Maryland, United States',
      'Annapolis, Iron County, Missouri, United States',
    ]);
  });

  it('falls back to the offline gazetteer when the service fails', async () => {
    const { baseUrl } = await fakeNominatim(() => ({ status: 503, body: { error: 'down' } }));
    const warnings: string[] = [];
    const geocoder = createNominatimGeocoder({
      baseUrl,
      userAgent: 'BayCatch-test',
      fallback: createOfflineGazetteer(),
      logger: { ...silent, warn: (message) => warnings.push(message) },
    });
    expect((await geocoder.geocodeAddress('Deale, MD'))?.formattedAddress).toBe('Deale, MD');
    expect(warnings).toHaveLength(1);
  });

  it('is what the app uses when GEOCODER_URL is set', async () => {
    const { baseUrl, requests } = await fakeNominatim(() => ({
      status: 200,
      body: [{ display_name: 'Somewhere, Maryland', lat: '39', lon: '-76' }],
    }));
    const { app } = await createTestApp({ geocoderUrl: baseUrl });
    const places = (await (await createClient(app).get('/api/places?q=Somewhere')).json()) as PlaceDto[];
    expect(places).toEqual([{ formattedAddress: 'Somewhere, Maryland', lat: 39, lng: -76 }]);
    expect(requests).toHaveLength(1);
  });
});

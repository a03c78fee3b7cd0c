import { describe, expect, it } from 'vitest';
import { boundingBox, haversineMiles, isValidLatLng } from '../../src/shared/geo';
import { pickupLocations } from '../../src/shared/pickup-locations';

const annapolis = { lat: 38.97766, lng: -76.48564 };
const baltimore = { lat: 39.28478, lng: -76.61277 };

describe('haversineMiles', () => {
  it('measures Annapolis City Dock to Baltimore Inner Harbor as about 22 miles', () => {
    expect(haversineMiles(annapolis, baltimore)).toBeCloseTo(22.1, 0);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineMiles(annapolis, annapolis)).toBe(0);
    expect(haversineMiles(annapolis, baltimore)).toBeCloseTo(haversineMiles(baltimore, annapolis), 10);
  });

  it('matches known long distances (New York to Los Angeles is about 2,445 miles)', () => {
    const newYork = { lat: 40.7128, lng: -74.006 };
    const losAngeles = { lat: 34.0522, lng: -118.2437 };
    expect(haversineMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(haversineMiles(newYork, losAngeles)).toBeLessThan(2452);
  });

  it('handles points on opposite sides of the antimeridian', () => {
    expect(haversineMiles({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeCloseTo(13.8, 0);
  });
});

describe('boundingBox', () => {
  it('contains every dock within the radius and leaves out farther ones', () => {
    const miles = 25;
    const box = boundingBox(annapolis, miles);
    for (const location of pickupLocations) {
      const inBox =
        location.lat >= box.minLat &&
        location.lat <= box.maxLat &&
        location.lng >= box.minLng &&
        location.lng <= box.maxLng;
      if (haversineMiles(annapolis, location) <= miles) expect(inBox, location.name).toBe(true);
    }
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * miles) / 69.09, 2);
  });

  it('is never narrower than the circle at the box corners of its latitude band', () => {
    const center = { lat: 60, lng: 10 };
    const box = boundingBox(center, 100);
    // A point 100 miles due east must be inside.
    const east = { lat: 60, lng: box.maxLng };
    expect(haversineMiles(center, east)).toBeGreaterThanOrEqual(100);
  });
});

describe('isValidLatLng', () => {
  it('accepts real coordinates and refuses the rest', () => {
    expect(isValidLatLng(38.8, -76.5)).toBe(true);
    expect(isValidLatLng(91, 0)).toBe(false);
    expect(isValidLatLng(0, -181)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0)).toBe(false);
  });
});

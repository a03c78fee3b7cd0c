/**
 * The offline geocoder: every US ZIP code with its town and centroid, from the `zipcodes` npm
 * package (data shipped inside it, nothing downloaded), plus the six dockside pickup locations.
 * The data is read on first use and folded into a compact index; the package's own 40k objects
 * are then dropped from the require cache so they can be collected.
 */
import { createRequire } from 'node:module';
import { pickupLocations } from '../../../shared/pickup-locations';
import { DEFAULT_SUGGESTION_LIMIT, type Geocoder, type Place } from './geocoder';

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface Town {
  key: string;
  label: string;
  state: string;
  lat: number;
  lng: number;
  /** How many ZIP codes the town has: a fair stand-in for its size when ranking. */
  zipCount: number;
}

interface ZipEntry {
  zip: string;
  town: Town;
  lat: number;
  lng: number;
}

interface Dock {
  keys: string[];
  place: Place;
}

interface Index {
  towns: Town[];
  townKeys: string[];
  zips: Map<string, ZipEntry>;
  zipList: string[];
  stateByName: Map<string, string>;
  docks: Dock[];
}

/**
 * Buyers on the Chesapeake mostly mean the Maryland Annapolis, not the Missouri one: towns in the
 * Bay's states come before any other, even one named exactly (ZIP prefixes 197-246 likewise).
 */
const REGION_STATES = new Set(['MD', 'DC', 'VA', 'DE']);
const isRegionZip = (zip: string) => zip >= '197' && zip < '247';
/** Military mail codes are not places anyone picks up crabs. */
const SKIPPED_STATES = new Set(['AA', 'AE', 'AP']);

/** Lower case, no punctuation, and the usual abbreviations spelled out so 'St. Michaels' finds 'Saint Michaels'. */
export function normalizePlaceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
    .replace(/\bst\b/g, 'saint')
    .replace(/\bmt\b/g, 'mount')
    .replace(/\bft\b/g, 'fort');
}

function buildIndex(): Index {
  const require = createRequire(import.meta.url);
  const codesPath = require.resolve('zipcodes/lib/codes.js');
  const statesPath = require.resolve('zipcodes/lib/states.js');
  const { codes } = require(codesPath) as { codes: Record<string, ZipRecord> };
  const { full } = require(statesPath) as { full: Record<string, string> };

  const towns = new Map<string, Town & { latSum: number; lngSum: number }>();
  const zipRecords: { zip: string; townKey: string; lat: number; lng: number }[] = [];
  for (const record of Object.values(codes)) {
    if (SKIPPED_STATES.has(record.state) || !Number.isFinite(record.latitude)) continue;
    const key = normalizePlaceText(record.city);
    const townKey = `${key}|${record.state}`;
    let town = towns.get(townKey);
    if (!town) {
      town = {
        key,
        label: `${record.city}, ${record.state}`,
        state: record.state,
        lat: 0,
        lng: 0,
        zipCount: 0,
        latSum: 0,
        lngSum: 0,
      };
      towns.set(townKey, town);
    }
    town.zipCount += 1;
    town.latSum += record.latitude;
    town.lngSum += record.longitude;
    zipRecords.push({ zip: record.zip, townKey, lat: record.latitude, lng: record.longitude });
  }
  const townList: Town[] = [...towns.values()]
    .map(({ latSum, lngSum, ...town }) => ({
      ...town,
      lat: round(latSum / town.zipCount),
      lng: round(lngSum / town.zipCount),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.zipCount - a.zipCount));
  const townByKey = new Map(townList.map((town) => [`${town.key}|${town.state}`, town]));
  const zips = new Map<string, ZipEntry>();
  for (const record of zipRecords) {
    zips.set(record.zip, {
      zip: record.zip,
      town: townByKey.get(record.townKey)!,
      lat: record.lat,
      lng: record.lng,
    });
  }

  // Let the package's objects go: only the compact index above is kept.
  delete require.cache[codesPath];
  delete require.cache[statesPath];

  const stateByName = new Map<string, string>();
  for (const [name, abbr] of Object.entries(full)) {
    stateByName.set(normalizePlaceText(name), abbr);
    stateByName.set(abbr.toLowerCase(), abbr);
  }

  const docks: Dock[] = pickupLocations.map((location) => ({
    keys: [normalizePlaceText(location.name), normalizePlaceText(location.address)],
    place: {
      formattedAddress: `${location.name}, ${location.address}`,
      lat: location.lat,
      lng: location.lng,
    },
  }));

  return {
    towns: townList,
    townKeys: townList.map((town) => town.key),
    zips,
    zipList: [...zips.keys()].sort(),
    stateByName,
    docks,
  };
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** First index in the sorted list whose value is >= prefix. */
function lowerBound(sorted: string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function withPrefix(sorted: string[], prefix: string, max: number): number[] {
  const found: number[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && found.length < max; i++) {
    if (!sorted[i]!.startsWith(prefix)) break;
    found.push(i);
  }
  return found;
}

const townPlace = (town: Town): Place => ({ formattedAddress: town.label, lat: town.lat, lng: town.lng });
const zipPlace = (entry: ZipEntry): Place => ({
  formattedAddress: `${entry.town.label} ${entry.zip}`,
  lat: entry.lat,
  lng: entry.lng,
});

/** Splits 'Rock Hall MD', 'rock hall, maryland' into town words and a state, when one is named. */
function splitState(index: Index, text: string): { town: string; state: string | undefined } {
  const parts = text
    .split(',')
    .map((part) => normalizePlaceText(part))
    .filter(Boolean);
  if (parts.length > 1) {
    const state = index.stateByName.get(parts[parts.length - 1]!);
    if (state) return { town: parts.slice(0, -1).join(' '), state };
  }
  const words = normalizePlaceText(text).split(' ');
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const state = index.stateByName.get(words.slice(-take).join(' '));
    if (state) return { town: words.slice(0, -take).join(' '), state };
  }
  return { town: words.join(' '), state: undefined };
}

export function createOfflineGazetteer(): Geocoder {
  let index: Index | undefined;
  const load = () => {
    index ??= buildIndex();
    return index;
  };

  /** Towns whose names start with the town words, best first: exact names, the Bay states, bigger towns. */
  function findTowns(idx: Index, text: string, limit: number): Town[] {
    const { town, state } = splitState(idx, text);
    if (!town) return [];
    const candidates = withPrefix(idx.townKeys, town, 4000)
      .map((i) => idx.towns[i]!)
      .filter((candidate) => !state || candidate.state === state);
    const score = (candidate: Town) =>
      (REGION_STATES.has(candidate.state) ? 10_000_000 : 0) +
      (candidate.key === town ? 1_000_000 : 0) +
      candidate.zipCount;
    return candidates.sort((a, b) => score(b) - score(a)).slice(0, limit);
  }

  const isExactTown = (idx: Index, text: string, town: Town) => town.key === splitState(idx, text).town;

  function suggestSync(query: string, limit: number): Place[] {
    const normalized = normalizePlaceText(query);
    if (normalized.length < 2) return [];
    const idx = load();
    if (/^\d{3,5}$/.test(normalized)) {
      const zips = withPrefix(idx.zipList, normalized, 2000).map((i) => idx.zipList[i]!);
      return [...zips.filter(isRegionZip), ...zips.filter((zip) => !isRegionZip(zip))]
        .slice(0, limit)
        .map((zip) => zipPlace(idx.zips.get(zip)!));
    }
    const docks = idx.docks
      .filter((dock) => dock.keys.some((key) => key.startsWith(normalized) || key.includes(` ${normalized}`)))
      .map((dock) => dock.place);
    return [...docks, ...findTowns(idx, query, limit).map(townPlace)].slice(0, limit);
  }

  function geocodeSync(text: string): Place | null {
    const trimmed = text.trim();
    const normalized = normalizePlaceText(trimmed);
    if (!normalized) return null;
    const idx = load();

    const dock = idx.docks.find((candidate) => candidate.keys.includes(normalized));
    if (dock) return dock.place;

    const zipMatch = /\b(\d{5})(?:-\d{4})?\s*$/.exec(trimmed);
    const zip = zipMatch ? idx.zips.get(zipMatch[1]!) : undefined;
    if (zip) {
      // The gazetteer knows the ZIP's centre, not the street: the address stays as written.
      const onlyZip = normalized === zipMatch![1];
      return {
        formattedAddress: onlyZip ? zipPlace(zip).formattedAddress : trimmed,
        lat: zip.lat,
        lng: zip.lng,
      };
    }

    // '12 Main St, Rock Hall, MD': the town and state are the last two parts.
    const parts = trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length >= 3) {
      const townText = parts.slice(-2).join(', ');
      const [town] = findTowns(idx, townText, 1);
      if (town && isExactTown(idx, townText, town)) return { ...townPlace(town), formattedAddress: trimmed };
    }

    // A place name: the town itself when it is named in full, else a dock, else the best prefix.
    const [town] = findTowns(idx, trimmed, 1);
    if (town && isExactTown(idx, trimmed, town)) return townPlace(town);
    const [first] = suggestSync(trimmed, 1);
    return first ?? null;
  }

  return {
    suggest: async (query, limit = DEFAULT_SUGGESTION_LIMIT) => suggestSync(query, limit),
    geocodeAddress: async (text) => geocodeSync(text),
  };
}

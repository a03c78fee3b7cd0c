/**
 * The six dockside pickup locations. One list feeds the information pages, the demo seed, the
 * map and seller registration, so an address is corrected in one place.
 */
export interface PickupLocation {
  slug: string;
  name: string;
  address: string;
  town: string;
  lat: number;
  lng: number;
  hours: string;
  phone: string;
  features: string[];
  description: string;
}

export const pickupLocations: readonly PickupLocation[] = [
  {
    slug: 'annapolis-city-dock',
    name: 'Annapolis City Dock',
    address: '1 Dock Street, Annapolis, MD 21401',
    town: 'Annapolis',
    lat: 38.97766,
    lng: -76.48564,
    hours: 'Daily 6:00 AM - 7:00 PM',
    phone: '(410) 555-0142',
    features: ['Public parking', 'Restrooms', 'Wheelchair accessible'],
    description:
      'At the foot of Main Street by Ego Alley. Sellers meet buyers along the bulkhead facing the harbormaster office.',
  },
  {
    slug: 'baltimore-inner-harbor',
    name: 'Baltimore Inner Harbor',
    address: '401 Light Street, Baltimore, MD 21202',
    town: 'Baltimore',
    lat: 39.28478,
    lng: -76.61277,
    hours: 'Daily 7:00 AM - 6:00 PM',
    phone: '(410) 555-0178',
    features: ['Garage parking', 'Water taxi stop', 'Covered waiting area'],
    description:
      'West Shore promenade near the visitor center. Look for the BayCatch flag at the Light Street pavilion end.',
  },
  {
    slug: 'kent-island-marina',
    name: 'Kent Island Marina',
    // On the Kent Island (Chester) side of the Narrows; Grasonville is across the bridge, off the island.
    address: '500 Piney Narrows Road, Chester, MD 21619',
    town: 'Chester',
    lat: 38.96972,
    lng: -76.25044,
    hours: 'Daily 5:30 AM - 6:00 PM',
    phone: '(410) 555-0119',
    features: ['Free parking', 'Ice available', 'Boat slips'],
    description:
      'On Kent Island right off Route 50 at Kent Narrows, where many workboats unload. Pickups happen at the fuel dock side of the marina.',
  },
  {
    slug: 'deale-harbor',
    name: 'Deale Harbor',
    address: '6003 Drum Point Road, Deale, MD 20751',
    town: 'Deale',
    lat: 38.77748,
    lng: -76.55313,
    hours: 'Tue-Sun 6:00 AM - 4:00 PM',
    phone: '(410) 555-0163',
    features: ['Free parking', 'Workboat harbor', 'Picnic tables'],
    description:
      'A working watermen harbor on Rockhold Creek. Crabbers come in by early afternoon; morning pickups get the best choice.',
  },
  {
    slug: 'st-michaels-harbor',
    name: 'St. Michaels Harbor',
    address: '213 North Talbot Street, St. Michaels, MD 21663',
    town: 'St. Michaels',
    lat: 38.78651,
    lng: -76.22393,
    hours: 'Daily 8:00 AM - 6:00 PM',
    phone: '(410) 555-0187',
    features: ['Street parking', 'Restrooms', 'Near shops'],
    description:
      'By the town dock on the Miles River, a short walk from Talbot Street. Meet at the public pier next to the harbor shuttle.',
  },
  {
    slug: 'rock-hall-marina',
    name: 'Rock Hall Marina',
    address: '5748 Main Street, Rock Hall, MD 21661',
    town: 'Rock Hall',
    lat: 39.13672,
    lng: -76.24102,
    hours: 'Daily 6:00 AM - 5:00 PM',
    phone: '(410) 555-0134',
    features: ['Free parking', 'Ice available', 'Wheelchair accessible'],
    description:
      'On the harbor at the end of Main Street, home port of the upper-bay crabbing fleet. Pickups at the public bulkhead.',
  },
];

/** The dockside location a pickup address is, when it is one of the six; null for any other place. */
export function pickupLocationAt(address: string | null): PickupLocation | null {
  const wanted = address?.trim().toLowerCase();
  return pickupLocations.find((location) => location.address.toLowerCase() === wanted) ?? null;
}

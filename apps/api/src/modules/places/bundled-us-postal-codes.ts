/**
 * US ZIP codes bundled with the `zipcodes` npm package (42,000 codes with city, state and
 * coordinates), loaded into postal_codes at start-up when they are not there yet
 * (decision 0009). A US file imported from GeoNames is never replaced by them.
 */
import { createRequire } from 'node:module';
import type { Database } from '../../db/client.js';
import { referenceData } from './reference-data.js';
import {
  postalCodeSource,
  replacePostalCodes,
  type PostalCodeRow,
} from './replace-postal-codes.js';

const require = createRequire(import.meta.url);
const SOURCE_PREFIX = 'zipcodes@';

const field = (value: object, key: string): unknown => Reflect.get(value, key);

function bundledSource(): string {
  const manifest: unknown = require('zipcodes/package.json');
  const version =
    typeof manifest === 'object' && manifest !== null ? field(manifest, 'version') : null;
  return `${SOURCE_PREFIX}${typeof version === 'string' ? version : 'unknown'}`;
}

/** The package's US entries as GeoNames-shaped rows (it also holds Canadian prefixes). */
function bundledUsRows(): PostalCodeRow[] {
  const resolved = require.resolve('zipcodes/lib/codes.js');
  const module: unknown = require(resolved);
  const codes = typeof module === 'object' && module !== null ? field(module, 'codes') : null;
  if (typeof codes !== 'object' || codes === null) throw new Error('zipcodes has no codes');
  const { usStates } = referenceData();
  const rows: PostalCodeRow[] = [];
  for (const entry of Object.values(codes)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const zip = field(entry, 'zip');
    const city = field(entry, 'city');
    const state = field(entry, 'state');
    const latitude = field(entry, 'latitude');
    const longitude = field(entry, 'longitude');
    if (
      field(entry, 'country') !== 'US' ||
      typeof zip !== 'string' ||
      typeof city !== 'string' ||
      typeof state !== 'string' ||
      typeof latitude !== 'number' ||
      typeof longitude !== 'number'
    ) {
      continue;
    }
    rows.push({
      countryCode: 'US',
      postalCode: zip,
      placeName: city,
      adminName1: usStates.get(state) ?? state,
      adminCode1: state,
      adminName2: '',
      adminCode2: '',
      adminName3: '',
      adminCode3: '',
      latitude,
      longitude,
      accuracy: null,
    });
  }
  return rows;
}

export type BundledLoad = { loaded: number; source: string } | { skipped: string };

/** Loads the bundled US codes unless they (or an imported US file) are already there. */
export async function loadBundledUsPostalCodes(db: Database): Promise<BundledLoad> {
  const source = bundledSource();
  const current = await postalCodeSource(db, 'US');
  if (current === source || (current !== null && !current.startsWith(SOURCE_PREFIX))) {
    return { skipped: current };
  }
  return { loaded: await replacePostalCodes(db, 'US', source, bundledUsRows()), source };
}

import { asc, eq } from 'drizzle-orm';
import { postalCodeKey, type PostalCodeData } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { postalCodes } from '../../db/schema.js';
import { referenceData } from './reference-data.js';

/** How many places one postal code may answer (some cover dozens of villages). */
const MAX_MATCHES = 50;

/** Postal code data (spec 2 §7) for every place the code names, in any loaded country. */
export async function findPostalCodes(db: Database, postalCode: string): Promise<PostalCodeData[]> {
  const rows = await db
    .select({
      countryCode: postalCodes.countryCode,
      placeName: postalCodes.placeName,
      adminName1: postalCodes.adminName1,
      latitude: postalCodes.latitude,
      longitude: postalCodes.longitude,
    })
    .from(postalCodes)
    .where(eq(postalCodes.postalCodeKey, postalCodeKey(postalCode)))
    .orderBy(asc(postalCodes.countryCode), asc(postalCodes.placeName), asc(postalCodes.id))
    .limit(MAX_MATCHES);
  const { countries } = referenceData();
  return rows.map((row) => ({
    country: row.countryCode,
    countryName: countries.get(row.countryCode) ?? row.countryCode,
    provinceName: row.adminName1,
    CityName: row.placeName,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

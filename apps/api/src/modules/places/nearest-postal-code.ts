import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { postalCodes } from '../../db/schema.js';

/** Kilometres per degree of latitude. */
const KM_PER_DEGREE = 111.32;

/**
 * The postal code nearest a point in one country, within `maxKm`, or null when none is
 * loaded there. A latitude band on the (country, latitude) index keeps the scan small; the
 * order uses an equirectangular distance, which is exact enough at these distances.
 */
export async function nearestPostalCode(
  db: Database,
  countryCode: string,
  latitude: number,
  longitude: number,
  maxKm: number,
): Promise<string | null> {
  const band = maxKm / KM_PER_DEGREE;
  const cosLatitude = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const [row] = await db
    .select({ postalCode: postalCodes.postalCode })
    .from(postalCodes)
    .where(
      and(
        eq(postalCodes.countryCode, countryCode),
        between(postalCodes.latitude, latitude - band, latitude + band),
        between(
          postalCodes.longitude,
          longitude - band / cosLatitude,
          longitude + band / cosLatitude,
        ),
      ),
    )
    .orderBy(
      sql`power(${postalCodes.latitude} - ${latitude}, 2) + power((${postalCodes.longitude} - ${longitude}) * ${cosLatitude}, 2)`,
      postalCodes.id,
    )
    .limit(1);
  return row?.postalCode ?? null;
}

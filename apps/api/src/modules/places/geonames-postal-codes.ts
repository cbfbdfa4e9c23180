/**
 * The GeoNames postal-code file format (readme of download.geonames.org/export/zip): one
 * place per line, tab-separated: country code, postal code, place name, admin name1, admin
 * code1, admin name2, admin code2, admin name3, admin code3, latitude, longitude, accuracy.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { isWellFormedPostalCode } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { replacePostalCodes, type PostalCodeRow } from './replace-postal-codes.js';

export class GeoNamesFormatError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'GeoNamesFormatError';
  }
}

const COLUMNS = 12;

/** One line as a row; a malformed line is an error naming its number, never skipped silently. */
function parseGeoNamesLine(text: string, line: number): PostalCodeRow {
  const cells = text.split('\t').map((cell) => cell.trim());
  // Some GeoNames extracts drop the trailing accuracy column; nothing else may be missing.
  if (cells.length < COLUMNS - 1 || cells.length > COLUMNS) {
    throw new GeoNamesFormatError(
      line,
      `expected ${COLUMNS} tab-separated columns, found ${cells.length}`,
    );
  }
  const [
    countryCode = '',
    postalCode = '',
    placeName = '',
    adminName1 = '',
    adminCode1 = '',
    adminName2 = '',
    adminCode2 = '',
    adminName3 = '',
    adminCode3 = '',
    latitudeText = '',
    longitudeText = '',
    accuracyText = '',
  ] = cells;
  if (!/^[A-Z]{2}$/.test(countryCode)) {
    throw new GeoNamesFormatError(line, `"${countryCode}" is not an ISO country code`);
  }
  if (!isWellFormedPostalCode(postalCode)) {
    throw new GeoNamesFormatError(line, `"${postalCode}" is not a postal code`);
  }
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  if (latitudeText === '' || !Number.isFinite(latitude) || Math.abs(latitude) > 90) {
    throw new GeoNamesFormatError(line, `"${latitudeText}" is not a latitude`);
  }
  if (longitudeText === '' || !Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    throw new GeoNamesFormatError(line, `"${longitudeText}" is not a longitude`);
  }
  const accuracy = accuracyText === '' ? null : Number(accuracyText);
  return {
    countryCode,
    postalCode,
    placeName,
    adminName1,
    adminCode1,
    adminName2,
    adminCode2,
    adminName3,
    adminCode3,
    latitude,
    longitude,
    accuracy: accuracy !== null && Number.isInteger(accuracy) ? accuracy : null,
  };
}

/** Every row of a GeoNames postal-code file, grouped by country (a file may hold several). */
export async function readGeoNamesFile(path: string): Promise<Map<string, PostalCodeRow[]>> {
  const byCountry = new Map<string, PostalCodeRow[]>();
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    const row = parseGeoNamesLine(text, line);
    const rows = byCountry.get(row.countryCode) ?? [];
    rows.push(row);
    byCountry.set(row.countryCode, rows);
  }
  return byCountry;
}

export interface ImportedCountry {
  countryCode: string;
  rows: number;
}

/** Writes what readGeoNamesFile read: each country replaces that country's postal codes. */
export async function importPostalCodes(
  db: Database,
  source: string,
  byCountry: ReadonlyMap<string, readonly PostalCodeRow[]>,
): Promise<ImportedCountry[]> {
  const imported: ImportedCountry[] = [];
  for (const [countryCode, rows] of byCountry) {
    imported.push({ countryCode, rows: await replacePostalCodes(db, countryCode, source, rows) });
  }
  return imported;
}

/** The source name recorded for a GeoNames file: "geonames:FR.txt". */
export const geoNamesSource = (path: string) => `geonames:${basename(path)}`;

/**
 * Imports a GeoNames postal-code file: each country in it replaces that country's postal
 * codes. The whole file is read and checked before anything is written.
 */
export async function importGeoNamesFile(db: Database, path: string): Promise<ImportedCountry[]> {
  return importPostalCodes(db, geoNamesSource(path), await readGeoNamesFile(path));
}

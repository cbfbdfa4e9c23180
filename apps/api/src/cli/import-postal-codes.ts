/**
 * `npm run db:import-postal-codes -w @talentgate/api -- FILE...`: imports GeoNames
 * postal-code files (e.g. FR.txt, or allCountries.txt) into the configured database. Each
 * country in a file replaces that country's postal codes; running it twice changes nothing.
 */
import { databaseTargetFor } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import {
  GeoNamesFormatError,
  geoNamesSource,
  importPostalCodes,
  readGeoNamesFile,
} from '../modules/places/geonames-postal-codes.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error(
    'Usage: db:import-postal-codes FILE... (GeoNames postal-code files, tab-separated)',
  );
  process.exit(2);
}

// Each file is read and checked before the database is opened or anything is written.
let database: DatabaseHandle | undefined;
try {
  for (const file of files) {
    let byCountry;
    try {
      byCountry = await readGeoNamesFile(file);
    } catch (error) {
      if (!(error instanceof GeoNamesFormatError)) throw error;
      console.error(`${file}: nothing imported, ${error.message}`);
      process.exitCode = 1;
      continue;
    }
    database ??= await openDatabase(databaseTargetFor(loadConfig()));
    for (const { countryCode, rows } of await importPostalCodes(
      database.db,
      geoNamesSource(file),
      byCountry,
    )) {
      console.log(`${file}: ${countryCode} ${rows} postal codes`);
    }
  }
} finally {
  await database?.close();
}

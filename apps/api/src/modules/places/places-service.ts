/**
 * Places for the place field and "use my location" (spec 1 §3, §7): suggestions from the
 * world cities index, a picked place by id and the nearest city to a point, each with the
 * postal code nearest it when that country's postal codes are loaded. Nothing leaves the
 * deployment. The index is built once, on first use or by `warm()` right after start-up.
 */
import { isSearchablePlaceQuery, type Place } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { appError } from '../../errors/catalogue.js';
import { nearestPostalCode } from './nearest-postal-code.js';
import { buildPlacesIndex, type PlacesIndex } from './places-index.js';

/** A browser location further than this from any city of 1000+ people names no place. */
const NEAREST_CITY_MAX_KM = 100;
/** A postal code counts as the place's when its centre lies this close. */
const POSTAL_CODE_MAX_KM = 25;

export class PlacesService {
  private index: Promise<PlacesIndex> | undefined;

  constructor(
    private readonly db: Database,
    private readonly build: () => PlacesIndex = buildPlacesIndex,
  ) {}

  /** Builds the index if it is not built yet; every caller shares the one build. */
  warm(): Promise<PlacesIndex> {
    this.index ??= new Promise<PlacesIndex>((resolve, reject) => {
      // Off the current tick, so a warm-up started after listen() lets that call finish.
      setImmediate(() => {
        try {
          resolve(this.build());
        } catch (error) {
          this.index = undefined;
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    return this.index;
  }

  async suggest(query: string, limit: number): Promise<Place[]> {
    if (!isSearchablePlaceQuery(query)) return [];
    return (await this.warm()).search(query, limit);
  }

  async find(id: number): Promise<Place> {
    const place = (await this.warm()).find(id);
    if (!place) throw appError('PLACE_NOT_FOUND');
    return this.withZip(place, place.latitude, place.longitude);
  }

  /** The nearest city; its zip is the one nearest the point itself, not the city centre. */
  async nearest(latitude: number, longitude: number): Promise<Place> {
    const place = (await this.warm()).nearest(latitude, longitude, NEAREST_CITY_MAX_KM);
    if (!place) throw appError('PLACE_NOT_FOUND');
    return this.withZip(place, latitude, longitude);
  }

  private async withZip(place: Place, latitude: number, longitude: number): Promise<Place> {
    const zip = await nearestPostalCode(
      this.db,
      place.countryIso,
      latitude,
      longitude,
      POSTAL_CODE_MAX_KM,
    );
    return { ...place, zip };
  }
}

/**
 * Every embedded database is opened here, with the extensions the migrations create: PGlite
 * ships contrib extensions as separate bundles that must be loaded when it starts (pg_trgm:
 * typo tolerance of the job search, decision 0044). A PostgreSQL server has them installed.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

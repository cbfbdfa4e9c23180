import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api/drizzle, reached from both src/db and dist/db. */
export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

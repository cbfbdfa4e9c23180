/**
 * The screening command line (config as code): import a tenant's screening file, export it
 * back, or print the file's JSON Schema. `cli/screening.ts` runs it on the configured
 * database; tests run it on theirs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { REPO_ROOT } from '../../config.js';
import { UsageError } from '../../errors/usage-error.js';
import { TenantDirectory } from '../tenants/find-tenant.js';
import { exportScreening } from './export-screening.js';
import { importScreening } from './import-screening.js';
import { formatScreeningFile, parseScreeningFile, screeningSchemaText } from './screening-file.js';

export const SCREENING_USAGE = `Usage: npm run screening -w @talentgate/api -- <command>
  import <client> <file>   make the tenant's screening match the file
  export <client> [file]   write the tenant's screening (to stdout without a file)
  schema [file]            write the screening file's JSON Schema`;

/** Where editors of the repository's screening files find the schema. */
export const SCREENING_SCHEMA_PATH = path.join(REPO_ROOT, 'config/schemas/screening.schema.json');

export interface ScreeningCommandContext {
  db: Database;
  /** Relative file arguments are read from here (where the command was typed). */
  workingDir: string;
  write: (text: string) => void;
}

async function requireTenant(db: Database, client: string | undefined) {
  if (!client) throw new UsageError('Name the tenant (its client key).');
  const tenant = await new TenantDirectory(db).find(client);
  if (!tenant) throw new UsageError(`No tenant has the client key "${client}".`);
  return tenant;
}

/** Runs one command; returns what it did, in words. */
export async function runScreeningCommand(
  args: readonly string[],
  context: ScreeningCommandContext,
): Promise<string> {
  const [command, ...rest] = args;
  const resolve = (file: string) => path.resolve(context.workingDir, file);
  switch (command) {
    case 'import': {
      const [client, file] = rest;
      const tenant = await requireTenant(context.db, client);
      if (!file) throw new UsageError('Name the screening file to import.');
      const parsed = parseScreeningFile(await readFile(resolve(file), 'utf8'));
      const summary = await importScreening(context.db, tenant, parsed);
      return `Imported into ${tenant.client}: ${JSON.stringify(summary)}`;
    }
    case 'export': {
      const [client, file] = rest;
      const tenant = await requireTenant(context.db, client);
      const exported = await exportScreening(context.db, tenant);
      if (!file) {
        context.write(formatScreeningFile(exported));
        return `Exported the screening of ${tenant.client}`;
      }
      const target = resolve(file);
      const schemaRef = path
        .relative(path.dirname(target), SCREENING_SCHEMA_PATH)
        .split(path.sep)
        .join('/');
      await writeFile(target, formatScreeningFile(exported, schemaRef));
      return `Exported the screening of ${tenant.client} to ${target}`;
    }
    case 'schema': {
      const [file] = rest;
      if (!file) context.write(screeningSchemaText());
      else await writeFile(resolve(file), screeningSchemaText());
      return 'Wrote the screening file schema';
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

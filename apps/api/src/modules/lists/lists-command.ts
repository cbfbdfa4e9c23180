/**
 * The lists command line (config as code): import a tenant's lists file, export the lists
 * back to a file, or print the file's JSON Schema. `cli/lists.ts` runs it on the configured
 * database; tests run it on theirs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListsFile } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { REPO_ROOT } from '../../config.js';
import { UsageError } from '../../errors/usage-error.js';
import { TenantDirectory } from '../tenants/find-tenant.js';
import { exportLists } from './export-lists.js';
import { importLists } from './import-lists.js';
import { formatListsFile, parseListsFile } from './lists-file.js';

export const LISTS_USAGE = `Usage: npm run lists -w @talentgate/api -- <command>
  import <client> <file>   make the tenant's lists named in the file match it
  export <client> [file]   write every list of the tenant (to stdout without a file)
  schema [file]            write the lists file's JSON Schema`;

/** Where editors of the repository's lists files find the schema. */
export const LISTS_SCHEMA_PATH = path.join(REPO_ROOT, 'config/schemas/lists.schema.json');

export interface CommandContext {
  db: Database;
  /** Relative file arguments are read from here (where the command was typed). */
  workingDir: string;
  /** Standard output. */
  write: (text: string) => void;
}

export function listsSchemaText(): string {
  return `${JSON.stringify(ListsFile, null, 2)}\n`;
}

async function requireTenant(db: Database, client: string | undefined) {
  if (!client) throw new UsageError('Name the tenant (its client key).');
  const tenant = await new TenantDirectory(db).find(client);
  if (!tenant) throw new UsageError(`No tenant has the client key "${client}".`);
  return tenant;
}

function schemaRefFor(file: string): string {
  return path.relative(path.dirname(file), LISTS_SCHEMA_PATH).split(path.sep).join('/');
}

/** Runs one command; returns what it did, in words. */
export async function runListsCommand(args: readonly string[], context: CommandContext) {
  const [command, ...rest] = args;
  const resolve = (file: string) => path.resolve(context.workingDir, file);
  switch (command) {
    case 'import': {
      const [client, file] = rest;
      const tenant = await requireTenant(context.db, client);
      if (!file) throw new UsageError('Name the lists file to import.');
      const summary = await importLists(
        context.db,
        tenant,
        parseListsFile(await readFile(resolve(file), 'utf8')),
      );
      return `Imported into ${tenant.client}: ${JSON.stringify(summary)}`;
    }
    case 'export': {
      const [client, file] = rest;
      const tenant = await requireTenant(context.db, client);
      const exported = await exportLists(context.db, tenant);
      if (!file) {
        context.write(formatListsFile(exported));
        return `Exported ${exported.lists.length} lists of ${tenant.client}`;
      }
      const target = resolve(file);
      await writeFile(target, formatListsFile(exported, { schemaRef: schemaRefFor(target) }));
      return `Exported ${exported.lists.length} lists of ${tenant.client} to ${target}`;
    }
    case 'schema': {
      const [file] = rest;
      if (!file) context.write(listsSchemaText());
      else await writeFile(resolve(file), listsSchemaText());
      return 'Wrote the lists file schema';
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

/**
 * The identity-providers command line (config as code, decision 0028): import a tenant's
 * file, export it back, or write the file's JSON Schema. `cli/identity-providers.ts` runs it
 * on the configured database; tests run it on theirs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IdentityProvidersFile } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { REPO_ROOT } from '../../config.js';
import { UsageError } from '../../errors/usage-error.js';
import { TenantDirectory } from '../tenants/find-tenant.js';
import { exportProviders, importProviders } from './import-providers.js';
import { formatProvidersFile, parseProvidersFile } from './providers-file.js';

export const PROVIDERS_USAGE = `Usage: npm run identity-providers -w @talentgate/api -- <command>
  import <client> <file>   make the tenant's identity providers match the file
  export <client> [file]   write the tenant's identity providers (to stdout without a file)
  schema [file]            write the file's JSON Schema`;

export const PROVIDERS_SCHEMA_PATH = path.join(
  REPO_ROOT,
  'config/schemas/identity-providers.schema.json',
);

export interface ProvidersCommandContext {
  db: Database;
  workingDir: string;
  write: (text: string) => void;
}

export function providersSchemaText(): string {
  return `${JSON.stringify(IdentityProvidersFile, null, 2)}\n`;
}

async function requireTenant(db: Database, client: string | undefined) {
  if (!client) throw new UsageError('Name the tenant (its client key).');
  const tenant = await new TenantDirectory(db).find(client);
  if (!tenant) throw new UsageError(`No tenant has the client key "${client}".`);
  return tenant;
}

export async function runProvidersCommand(
  args: readonly string[],
  context: ProvidersCommandContext,
): Promise<string> {
  const [command, client, file] = args;
  const resolve = (name: string) => path.resolve(context.workingDir, name);
  switch (command) {
    case 'import': {
      const tenant = await requireTenant(context.db, client);
      if (!file) throw new UsageError('Name the identity providers file to import.');
      const parsed = parseProvidersFile(await readFile(resolve(file), 'utf8'));
      const summary = await importProviders(context.db, tenant, parsed);
      return `Imported into ${tenant.client}: ${JSON.stringify(summary)}`;
    }
    case 'export': {
      const tenant = await requireTenant(context.db, client);
      const exported = await exportProviders(context.db, tenant);
      if (!file) {
        context.write(formatProvidersFile(exported));
        return `Exported ${exported.providers.length} providers of ${tenant.client}`;
      }
      const target = resolve(file);
      const schemaRef = path
        .relative(path.dirname(target), PROVIDERS_SCHEMA_PATH)
        .split(path.sep)
        .join('/');
      await writeFile(target, formatProvidersFile(exported, schemaRef));
      return `Exported ${exported.providers.length} providers of ${tenant.client} to ${target}`;
    }
    case 'schema': {
      const target = client;
      if (!target) context.write(providersSchemaText());
      else await writeFile(resolve(target), providersSchemaText());
      return 'Wrote the identity providers file schema';
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

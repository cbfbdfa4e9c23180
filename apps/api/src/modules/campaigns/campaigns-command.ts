/**
 * The campaigns command line (config as code): import a tenant's campaigns file, export its
 * campaigns and events back to a file, or print the file's JSON Schema. `cli/campaigns.ts`
 * runs it on the configured database; tests run it on theirs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CampaignsFile } from '@talentgate/domain';
import { REPO_ROOT } from '../../config.js';
import { UsageError } from '../../errors/usage-error.js';
import type { CommandContext } from '../lists/lists-command.js';
import { TenantDirectory } from '../tenants/find-tenant.js';
import { formatCampaignsFile, parseCampaignsFile } from './campaigns-file.js';
import { exportCampaigns } from './export-campaigns.js';
import { importCampaigns } from './import-campaigns.js';

export const CAMPAIGNS_USAGE = `Usage: npm run campaigns -w @talentgate/api -- <command>
  import <client> <file>   make the tenant's events and campaigns named in the file match it
  export <client> [file]   write every event and campaign of the tenant (to stdout without a file)
  schema [file]            write the campaigns file's JSON Schema`;

export const CAMPAIGNS_SCHEMA_PATH = path.join(REPO_ROOT, 'config/schemas/campaigns.schema.json');

export function campaignsSchemaText(): string {
  return `${JSON.stringify(CampaignsFile, null, 2)}\n`;
}

async function requireTenant(context: CommandContext, client: string | undefined) {
  if (!client) throw new UsageError('Name the tenant (its client key).');
  const tenant = await new TenantDirectory(context.db).find(client);
  if (!tenant) throw new UsageError(`No tenant has the client key "${client}".`);
  return tenant;
}

/** Runs one command; returns what it did, in words. */
export async function runCampaignsCommand(args: readonly string[], context: CommandContext) {
  const [command, ...rest] = args;
  const resolve = (file: string) => path.resolve(context.workingDir, file);
  switch (command) {
    case 'import': {
      const [client, file] = rest;
      const tenant = await requireTenant(context, client);
      if (!file) throw new UsageError('Name the campaigns file to import.');
      const parsed = parseCampaignsFile(await readFile(resolve(file), 'utf8'));
      const summary = await importCampaigns(context.db, tenant, parsed);
      return `Imported into ${tenant.client}: ${JSON.stringify(summary)}`;
    }
    case 'export': {
      const [client, file] = rest;
      const tenant = await requireTenant(context, client);
      const exported = await exportCampaigns(context.db, tenant);
      const done = `Exported ${exported.campaigns.length} campaigns and ${exported.events.length} events of ${tenant.client}`;
      if (!file) {
        context.write(formatCampaignsFile(exported));
        return done;
      }
      const target = resolve(file);
      const schemaRef = path
        .relative(path.dirname(target), CAMPAIGNS_SCHEMA_PATH)
        .split(path.sep)
        .join('/');
      await writeFile(target, formatCampaignsFile(exported, { schemaRef }));
      return `${done} to ${target}`;
    }
    case 'schema': {
      const [file] = rest;
      if (!file) context.write(campaignsSchemaText());
      else await writeFile(resolve(file), campaignsSchemaText());
      return 'Wrote the campaigns file schema';
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

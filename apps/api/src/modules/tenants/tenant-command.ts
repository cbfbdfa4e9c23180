/**
 * `npm run tenant -w @talentgate/api -- create …`: a new employer with its first admin, no
 * SQL (issue 20). cli/tenant.ts runs it on the configured database; tests run it on theirs.
 */
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../../db/client.js';
import { UsageError } from '../../errors/usage-error.js';
import { createTenantWithAdmin } from './create-tenant.js';
import path from 'node:path';

export const TENANT_USAGE = `Usage: npm run tenant -w @talentgate/api -- create <client> --name <name> --admin-email <e-mail> --admin-name <name> [options]
  --hosts <host,host>        host names the career site answers on (besides TENANT_HOSTS)
  --languages <en,fr>        the site's languages, the first is the default (default: en)
  --admin-password <secret>  the first admin's password (or the TENANT_ADMIN_PASSWORD variable)
The tenant gets the default apply streams, lists and requisition templates, the built-in staff
roles and its admin, who signs in at /staff/ and enrols a TOTP authenticator there.`;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

export async function runTenantCommand(
  argv: string[],
  context: { db: Database; env: Record<string, string | undefined> },
): Promise<string> {
  const [command, client, ...rest] = argv;
  if (command !== 'create' || !client) throw new UsageError('Say "create <client>".');
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      hosts: { type: 'string' },
      languages: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      'admin-password': { type: 'string' },
    },
    strict: true,
  });
  const languages = list(values.languages);
  const created = await createTenantWithAdmin(context.db, {
    client,
    name: values.name ?? '',
    hosts: list(values.hosts),
    languages: languages.length > 0 ? languages : ['en'],
    admin: {
      email: (values['admin-email'] ?? '').trim().toLowerCase(),
      name: values['admin-name'] ?? '',
      password: values['admin-password'] ?? context.env['TENANT_ADMIN_PASSWORD'] ?? '',
    },
    listsFile: path.join(REPO_ROOT, 'config/tenants/demo/lists.yaml'),
  });
  return `Tenant "${created.client}" created; its admin signs in at /staff/ (staff user ${created.adminStaffUserId}).`;
}

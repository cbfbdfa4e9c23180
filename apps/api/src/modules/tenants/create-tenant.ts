/**
 * A new employer without SQL (issue 20): the tenant (client key, name, languages), the host
 * names its career site answers on, the default apply streams, lists and requisition
 * templates (the ones the demo tenant has, to edit later as config as code), the built-in
 * staff roles and a first admin, who enrols their second factor at first sign-in.
 */
import { readFile } from 'node:fs/promises';
import { ClientKey, languageCodeId } from '@talentgate/domain';
import { Value } from 'typebox/value';
import type { Database } from '../../db/client.js';
import { tenantHosts, tenants } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { UsageError } from '../../errors/usage-error.js';
import { DEMO_STREAMS_FOLDER } from '../../seed/demo-streams.js';
import { seedRequisitionTemplates } from '../../seed/requisition-templates.js';
import { importStream } from '../apply-streams/import-stream.js';
import { readStreamFolder } from '../apply-streams/read-stream-folder.js';
import { passwordProblem } from '../auth/passwords.js';
import { importLists } from '../lists/import-lists.js';
import { parseListsFile } from '../lists/lists-file.js';
import { createStaffUser, ensureBuiltInRoles } from '../staff-auth/staff-users.js';

export interface NewTenant {
  client: string;
  name: string;
  hosts: string[];
  languages: string[];
  admin: { email: string; name: string; password: string };
  /** The lists file the tenant starts with (the demo's by default). */
  listsFile: string;
}

const HOST =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Every problem of the input at once, as the configuration check does. */
export function newTenantProblems(input: NewTenant): string[] {
  const problems: string[] = [];
  if (!Value.Check(ClientKey, input.client))
    problems.push(
      `client "${input.client}" must be lower-case letters, digits and hyphens (at most 40)`,
    );
  if (input.name.trim() === '') problems.push('name is required');
  for (const host of input.hosts)
    if (!HOST.test(host)) problems.push(`"${host}" is not a host name`);
  if (input.languages.length === 0) problems.push('at least one language is required');
  for (const language of input.languages) {
    if (languageCodeId(language) === null) problems.push(`"${language}" is not a language code`);
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.admin.email))
    problems.push('admin e-mail is not an e-mail address');
  if (input.admin.name.trim() === '') problems.push('admin name is required');
  if (passwordProblem(input.admin.password) !== null) {
    problems.push('admin password must have 8 to 128 characters and not be a common password');
  }
  return problems;
}

export interface CreatedTenant {
  tenantId: number;
  client: string;
  adminStaffUserId: number;
}

export async function createTenantWithAdmin(
  db: Database,
  input: NewTenant,
): Promise<CreatedTenant> {
  const problems = newTenantProblems(input);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  const lists = parseListsFile(await readFile(input.listsFile, 'utf8'));
  const streams = await readStreamFolder(DEMO_STREAMS_FOLDER);
  return transaction(db, async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        client: input.client,
        name: input.name.trim(),
        languages: input.languages,
        defaultLanguage: input.languages[0] ?? 'en',
      })
      .onConflictDoNothing({ target: tenants.client })
      .returning();
    if (!tenant) throw new UsageError(`a tenant "${input.client}" exists already`);
    if (input.hosts.length > 0) {
      const added = await tx
        .insert(tenantHosts)
        .values(input.hosts.map((host) => ({ host, tenantId: tenant.id })))
        .onConflictDoNothing()
        .returning();
      if (added.length !== input.hosts.length)
        throw new UsageError('a host name belongs to another tenant already');
    }
    for (const { source, file } of streams) await importStream(tx, tenant, file, source);
    await importLists(tx, tenant, lists, { onlyMissing: true });
    await seedRequisitionTemplates(tx, tenant.id);
    const roles = await ensureBuiltInRoles(tx, tenant.id);
    const admin = await createStaffUser(tx, tenant.id, { ...input.admin, roleIds: [roles.admin] });
    return { tenantId: tenant.id, client: tenant.client, adminStaffUserId: admin.id };
  });
}
